import { useGqlMutation } from '../../graphql';
import { resendSignUpCodeMutation } from '../graphql/mutations';

export function useResendSignUpCode() {
  return useGqlMutation(resendSignUpCodeMutation);
}
