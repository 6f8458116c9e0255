import { useGqlQuery } from '../../graphql';
import { positionsQuery } from '../graphql/queries';
import { keys } from './adminQueries';

export function usePositions(enabled = true) {
  return useGqlQuery(keys.positions, positionsQuery, undefined, { retry: false, enabled });
}
