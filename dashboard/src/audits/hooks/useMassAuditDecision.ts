import { useState } from 'react';
import { decideInChunks, type MassDecisionOutcome, type MassDecisionProgress } from '../../../../domain/audits/massDecision';
import { gql } from '../../graphql';
import { decideAuditsMutation } from '../graphql/queries';
import { type AuditDecision } from '../utils/decision';
import { useRefreshAfterDecision } from './useRefreshAfterDecision';

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
