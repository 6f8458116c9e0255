import { useGqlMutation } from '../../graphql';
import { createEmailSuscriptionMutation } from '../graphql/mutations';
import { type CreateEmailSuscriptionInput, type CreateEmailSuscriptionResult } from '../types';

/** Subscribes an e-mail to promotions from the landing page. */
export function useEmailSuscription() {
  return useGqlMutation<CreateEmailSuscriptionResult, { input: CreateEmailSuscriptionInput }>(createEmailSuscriptionMutation);
}
