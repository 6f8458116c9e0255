import { keepPreviousData } from '@tanstack/react-query';
import { useGqlQuery } from '../../graphql';
import { mailMessageQuery, mailMessagesQuery, smsMessagesQuery } from '../graphql/queries';

/** The page of a list the screen shows. */
export interface OutboxPage {
  limit: number;
  offset: number;
}

/** Root of every outbox query key, so the refresh button can refetch them all at once. */
export const outboxQueryKey = ['outbox'] as const;

/** One page of the mail the SMTP sink received; the previous page stays on screen while the next loads. */
export function useMailMessages(page: OutboxPage, enabled = true) {
  return useGqlQuery([...outboxQueryKey, 'mail', page], mailMessagesQuery, { ...page }, {
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** One received message; nothing is asked until a message is selected. */
export function useMailMessage(id: string | undefined) {
  return useGqlQuery([...outboxQueryKey, 'mail', 'message', id], mailMessageQuery, { id: id ?? '' }, {
    enabled: Boolean(id),
  });
}

/** One page of the SMS outbox. */
export function useSmsMessages(page: OutboxPage, enabled = true) {
  return useGqlQuery([...outboxQueryKey, 'sms', page], smsMessagesQuery, { ...page }, {
    placeholderData: keepPreviousData,
    enabled,
  });
}
