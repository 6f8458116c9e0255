import { useGqlQuery } from '../../graphql';
import { headcountChoicesQuery } from '../graphql/templates';
import { headcountChoicesQueryKey } from './headcountChoicesQueryKey';

export function useHeadcountChoices() {
  return useGqlQuery([...headcountChoicesQueryKey], headcountChoicesQuery);
}
