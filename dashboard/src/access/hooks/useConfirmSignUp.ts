import { useGqlMutation } from '../../graphql';
import { confirmSignUpMutation } from '../graphql/mutations';

export function useConfirmSignUp() {
  return useGqlMutation(confirmSignUpMutation);
}
