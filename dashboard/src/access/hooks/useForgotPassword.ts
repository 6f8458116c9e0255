import { useGqlMutation } from '../../graphql';
import { forgotPasswordMutation } from '../graphql/mutations';

export function useForgotPassword() {
  return useGqlMutation(forgotPasswordMutation);
}
