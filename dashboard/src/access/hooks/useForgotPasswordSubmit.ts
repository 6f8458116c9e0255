import { useQueryClient } from '@tanstack/react-query';
import { useGqlMutation } from '../../graphql';
import { forgotPasswordSubmitMutation } from '../graphql/mutations';

/** Sets a new password with the SMS code; every cached answer of an old session is dropped. */
export function useForgotPasswordSubmit() {
  const queryClient = useQueryClient();
  return useGqlMutation(forgotPasswordSubmitMutation, { onSuccess: () => queryClient.clear() });
}
