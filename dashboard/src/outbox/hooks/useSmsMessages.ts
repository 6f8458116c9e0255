import { keepPreviousData } from '@tanstack/react-query';
import { useGqlQuery } from '../../graphql';
import { useLiveTopics } from '../../live/hooks/useLiveTopics';
import { smsMessagesQuery } from '../graphql/queries';
import { type SmsPage, outboxQueryKey } from './outboxQueries';

/** One page of the SMS outbox, read again as messages are sent (live). */
export function useSmsMessages(page: SmsPage, enabled = true) {
  useLiveTopics(['smsOutbox'], [[...outboxQueryKey, 'sms']], enabled);
  return useGqlQuery(
    [...outboxQueryKey, 'sms', page],
    smsMessagesQuery,
    { ...page },
    {
      placeholderData: keepPreviousData,
      enabled,
    },
  );
}
