import { useGqlMutation } from '../../graphql';
import { signUpMutation } from '../graphql/mutations';

export function useSignUp() {
  return useGqlMutation(signUpMutation);
}
