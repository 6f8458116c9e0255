import { useGqlMutation } from '../../graphql';
import { completeNewPasswordMutation } from '../graphql/mutations';
import { useRememberSignedIn } from './useRememberSignedIn';

export function useCompleteNewPassword() {
  const remember = useRememberSignedIn();
  return useGqlMutation(completeNewPasswordMutation, { onSuccess: (result) => remember(result.completeNewPassword) });
}
