import { useMemo } from 'react';
import { useGqlQuery } from '../../graphql';
import { changeHistoryAreasQuery } from '../graphql/queries';
import { splitAreaNames } from '../utils';
import { historyQueryKey } from './keys';

/** The areas and record types the audit log's filters offer (they change only with a release). */
export function useChangeHistoryAreas(enabled = true) {
  const query = useGqlQuery([...historyQueryKey, 'areas'], changeHistoryAreasQuery, undefined, { enabled, staleTime: Number.POSITIVE_INFINITY });
  const names = query.data?.changeHistoryAreas;
  const known = useMemo(() => splitAreaNames(names ?? []), [names]);
  return { ...query, ...known };
}
