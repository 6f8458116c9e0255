import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { decideInChunks, type MassDecisionOutcome, type MassDecisionProgress } from '../../../../domain/audits/massDecision';
import { gql, useGqlMutation, useGqlQuery } from '../../graphql';
import { auditQuery, decideAuditMutation, decideAuditsMutation, reopenCustomerAuditMutation } from '../graphql/queries';
import { type AuditDecision } from '../utils/decision';

export function useAudit(id: string | undefined) {
  return useGqlQuery(['audits', id], auditQuery, { id: id ?? '' }, { enabled: Boolean(id) });
}

/**
 * A decision changes the customer too. The audit is claimed at once, but the customer's audit
 * process applies the decision a moment later (a signal), so the answers are asked again now and
 * twice more while the process catches up.
 */
const REFRESH_AFTER_DECISION_MS = [0, 1500, 4000];

function useRefreshAfterDecision() {
  const client = useQueryClient();
  return () => {
    for (const delay of REFRESH_AFTER_DECISION_MS)
      setTimeout(() => void Promise.all([client.invalidateQueries({ queryKey: ['customers'] }), client.invalidateQueries({ queryKey: ['audits'] })]), delay);
  };
}

export function useDecideAudit() {
  const refresh = useRefreshAfterDecision();
  return useGqlMutation(decideAuditMutation, {
    onSettled: () => refresh(),
  });
}

/**
 * Decides many pending audits: decideAudits takes at most 500 ids a call, so the ids go in chunks
 * of 500, one after the other; `progress` says how many are answered ("N of M decided"). The
 * customer answers are refreshed once at the end, not after every chunk.
 */
export function useMassAuditDecision() {
  const refresh = useRefreshAfterDecision();
  const [progress, setProgress] = useState<MassDecisionProgress | null>(null);
  const [running, setRunning] = useState(false);
  const decide = async (auditIds: string[], decision: AuditDecision, customerTypeId?: string): Promise<MassDecisionOutcome> => {
    setRunning(true);
    try {
      return await decideInChunks(
        auditIds,
        async (chunk) => (await gql(decideAuditsMutation, { input: { auditIds: chunk, decision, customerTypeId } })).decideAudits,
        setProgress,
      );
    } finally {
      setRunning(false);
      refresh();
    }
  };
  return { decide, progress, running };
}

/**
 * Opens a new audit for a customer (a blacklisted one can only be released by authorizing it). The
 * audit process records the audit a moment after it starts, so the answers are asked again like
 * after a decision.
 */
export function useReopenCustomerAudit() {
  const refresh = useRefreshAfterDecision();
  return useGqlMutation(reopenCustomerAuditMutation, {
    onSettled: () => refresh(),
  });
}
