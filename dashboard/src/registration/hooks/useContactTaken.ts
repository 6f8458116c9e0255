import { useGqlQuery } from '../../graphql';
import { customerContactTakenQuery } from '../graphql/queries';

/** Whether a customer already has this phone (10 digits) or e-mail; the server reveals nothing else. */
export function useContactTaken(contact: { phone?: string; email?: string }) {
  const enabled = Boolean(contact.phone || contact.email);
  return useGqlQuery(['registration', 'contactTaken', contact.phone ?? '', contact.email ?? ''], customerContactTakenQuery, contact, {
    enabled,
    staleTime: 30_000,
    retry: false,
  });
}
