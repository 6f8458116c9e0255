import { useGqlQuery } from '../../graphql';
import { xadisTransmissionsQuery } from '../graphql/queries';
import { xadisQueryKey } from './xadisQueryKey';

/** The transmissions; every second while one runs (the live progress comes from the workflow's query). */
export function useXadisTransmissions() {
  return useGqlQuery([...xadisQueryKey, 'transmissions'], xadisTransmissionsQuery, undefined, {
    refetchInterval: (query) => (query.state.data?.xadisTransmissions.some((row) => row.status === 'running') ? 1000 : false),
  });
}
