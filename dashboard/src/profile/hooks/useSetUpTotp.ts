import { useGqlMutation } from '../../graphql';
import { setUpTotpMutation } from '../graphql/mutations';

export function useSetUpTotp() {
  return useGqlMutation(setUpTotpMutation);
}
