import { useGqlQuery } from '../../graphql';
import { emptyContainerHistoryQuery } from '../graphql/queries';
import { xadisQueryKey } from './xadisQueryKey';

export function useEmptyContainerHistory(from: string, to: string, enabled: boolean) {
  return useGqlQuery([...xadisQueryKey, 'history', from, to], emptyContainerHistoryQuery, { from, to }, { enabled });
}
