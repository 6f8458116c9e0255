import { useGqlQuery } from '../../graphql';
import { emptyContainerScreenQuery } from '../graphql/queries';
import { xadisQueryKey } from './xadisQueryKey';

export function useEmptyContainerScreen() {
  return useGqlQuery([...xadisQueryKey, 'emptyContainer'], emptyContainerScreenQuery);
}
