import { keepPreviousData } from '@tanstack/react-query';
import { useGqlQuery } from '../../graphql';
import { smsMessagesQuery } from '../graphql/queries';
import { type OutboxPage, outboxQueryKey } from './outboxQueries';

/** One page of the SMS outbox. */
export function useSmsMessages(page: OutboxPage, enabled = true) {
  return useGqlQuery([...outboxQueryKey, 'sms', page], smsMessagesQuery, { ...page }, {
    placeholderData: keepPreviousData,
    enabled,
  });
}
