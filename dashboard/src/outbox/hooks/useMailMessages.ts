import { keepPreviousData } from '@tanstack/react-query';
import { useGqlQuery } from '../../graphql';
import { useLiveTopics } from '../../live/hooks/useLiveTopics';
import { mailMessagesQuery } from '../graphql/queries';
import { type OutboxPage, outboxQueryKey } from './outboxQueries';

/** One page of the mail the SMTP sink received, read again as mail arrives (live); the previous page stays on screen while the next loads. */
export function useMailMessages(page: OutboxPage, enabled = true) {
  useLiveTopics(['mailOutbox'], [[...outboxQueryKey, 'mail']], enabled);
  return useGqlQuery(
    [...outboxQueryKey, 'mail', page],
    mailMessagesQuery,
    { ...page },
    {
      placeholderData: keepPreviousData,
      enabled,
    },
  );
}
