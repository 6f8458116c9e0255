import { useQueryClient } from '@tanstack/react-query';
import { useGqlMutation, useGqlQuery } from '../../graphql';
import { auditQuery, decideAuditMutation, decideAuditsMutation } from '../graphql/queries';
import { type AuditDecision, type AuditDetail, type AuditMassDecisionResult } from '../types';

export function useAudit(id: string | undefined) {
  return useGqlQuery<{ audit: AuditDetail }, { id: string }>(['audits', id], auditQuery, { id: id ?? '' }, { enabled: Boolean(id) });
}

/** A decision changes the customer too: every customer answer is asked again. */
function useRefreshAfterDecision() {
  const client = useQueryClient();
  return () => Promise.all([client.invalidateQueries({ queryKey: ['customers'] }), client.invalidateQueries({ queryKey: ['audits'] })]);
}

export function useDecideAudit() {
  const refresh = useRefreshAfterDecision();
  return useGqlMutation<{ decideAudit: AuditDetail }, { input: { auditId: string; decision: AuditDecision; single?: boolean; customerTypeId?: string } }>(decideAuditMutation, {
    onSettled: () => void refresh(),
  });
}

export function useDecideAudits() {
  const refresh = useRefreshAfterDecision();
  return useGqlMutation<{ decideAudits: AuditMassDecisionResult }, { input: { auditIds: string[]; decision: AuditDecision; customerTypeId?: string } }>(decideAuditsMutation, {
    onSettled: () => void refresh(),
  });
}
