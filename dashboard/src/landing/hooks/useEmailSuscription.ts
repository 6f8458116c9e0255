import { useGqlMutation } from '../../graphql';
import { createEmailSuscriptionMutation } from '../graphql/mutations';

/** Subscribes an e-mail to promotions from the landing page. */
export function useEmailSuscription() {
  return useGqlMutation(createEmailSuscriptionMutation);
}
