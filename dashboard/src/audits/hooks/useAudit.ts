import { useGqlQuery } from '../../graphql';
import { auditQuery } from '../graphql/queries';

export function useAudit(id: string | undefined) {
  return useGqlQuery(['audits', id], auditQuery, { id: id ?? '' }, { enabled: Boolean(id) });
}
