import { useGqlQuery } from '../../graphql';
import { mailMessageQuery } from '../graphql/queries';
import { outboxQueryKey } from './outboxQueries';

/** One received message; nothing is asked until a message is selected. */
export function useMailMessage(id: string | undefined) {
  return useGqlQuery(
    [...outboxQueryKey, 'mail', 'message', id],
    mailMessageQuery,
    { id: id ?? '' },
    {
      enabled: Boolean(id),
    },
  );
}
