import { useGqlQuery } from '../../graphql';
import { useLiveTopics } from '../../live/hooks/useLiveTopics';
import { auditQuery } from '../graphql/queries';

/**
 * One audit, read again when an audit changes (live, docs/live.md): the customer's audit process
 * applies a decision a moment after it is claimed, and the dialog shows that without a timer.
 */
export function useAudit(id: string | undefined) {
  useLiveTopics(['audits'], [['audits', id]], Boolean(id));
  return useGqlQuery(['audits', id], auditQuery, { id: id ?? '' }, { enabled: Boolean(id) });
}
