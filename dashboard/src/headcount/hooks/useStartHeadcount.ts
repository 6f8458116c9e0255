import { useGqlMutation } from '../../graphql';
import { startHeadcountMutation } from '../graphql/queries';

export function useStartHeadcount() {
  return useGqlMutation(startHeadcountMutation);
}
