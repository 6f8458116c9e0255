import mongoose from 'mongoose';
import type { LiveTopic } from '../../domain/live/topics';
import { EMPTY_CONTAINER_DAY_WORKFLOW, PARTNER_TRANSMISSION_WORKFLOW } from '../../domain/xadis/schedules';
import { CUSTOMER_AUDIT_WORKFLOW } from '../../workflows/audits/customerAudit';
import { COMMISSION_CALCULATION_WORKFLOW } from '../../workflows/commissions/commissionCalculation';
import { COMMISSION_STATEMENTS_WORKFLOW } from '../../workflows/commissions/commissionStatements';
import { CUSTOMER_MASS_UPDATE_WORKFLOW } from '../../workflows/customers/massUpdate';
import { ERP_QUERY_WORKFLOW } from '../../workflows/erp/erpQuery';
import { DAILY_HEADCOUNT_WORKFLOW } from '../../workflows/headcount/dailyHeadcount';
import { FORECAST_RUN_WORKFLOW } from '../../workflows/purchasing/forecastRun';
import { PURCHASE_ORDER_WORKFLOW } from '../../workflows/purchasing/purchaseOrder';

/**
 * The screen that shows a process's progress (its workflow query), by workflow type: a step of a
 * run (a history event written by the embedded runtime) announces `workflowRuns` and this topic,
 * so the progress refetches without the screen following every process (docs/live.md).
 */
export const WORKFLOW_TOPICS: Readonly<Record<string, LiveTopic>> = {
  [COMMISSION_CALCULATION_WORKFLOW]: 'commissionCalculations',
  [COMMISSION_STATEMENTS_WORKFLOW]: 'commissionStatements',
  [CUSTOMER_MASS_UPDATE_WORKFLOW]: 'customers',
  [CUSTOMER_AUDIT_WORKFLOW]: 'audits',
  [DAILY_HEADCOUNT_WORKFLOW]: 'headcount',
  [ERP_QUERY_WORKFLOW]: 'erpQueries',
  [PURCHASE_ORDER_WORKFLOW]: 'purchaseOrders',
  [FORECAST_RUN_WORKFLOW]: 'forecastRuns',
  [PARTNER_TRANSMISSION_WORKFLOW]: 'xadisTransmissions',
  [EMPTY_CONTAINER_DAY_WORKFLOW]: 'emptyContainers',
};

/** A change of `workflowRuns` or `workflowEvents`, as much of it as the hub reads. */
export interface WorkflowChange {
  operationType?: string;
  fullDocument?: { runId?: unknown; workflowType?: unknown } | null;
}

/**
 * Maps a run's change to its topics. A run's type is remembered from its start (the `workflowRuns`
 * insert) and looked up once for a run started before the hub; the memory is bounded.
 */
export function createWorkflowTopicRouter(limit = 5000) {
  const types = new Map<string, string>();
  const remember = (runId: string, workflowType: string) => {
    types.set(runId, workflowType);
    if (types.size > limit) types.delete(types.keys().next().value as string);
  };
  const topicsOf = (workflowType: string | undefined): LiveTopic[] => {
    const topic = workflowType ? WORKFLOW_TOPICS[workflowType] : undefined;
    return topic ? ['workflowRuns', topic] : ['workflowRuns'];
  };
  return {
    /** A run started, closed or was updated: its document carries its type. */
    run(change: WorkflowChange): LiveTopic[] {
      const { runId, workflowType } = change.fullDocument ?? {};
      if (typeof runId === 'string' && typeof workflowType === 'string') remember(runId, workflowType);
      return topicsOf(typeof workflowType === 'string' ? workflowType : undefined);
    },
    /** A step of a run: its history event carries only the run's id. */
    async event(change: WorkflowChange): Promise<LiveTopic[]> {
      const runId = change.fullDocument?.runId;
      if (typeof runId !== 'string') return topicsOf(undefined);
      let workflowType = types.get(runId);
      if (workflowType === undefined) {
        const run = await mongoose.connection.collection('workflowRuns').findOne({ runId }, { projection: { workflowType: 1 } });
        workflowType = typeof run?.workflowType === 'string' ? run.workflowType : '';
        remember(runId, workflowType);
      }
      return topicsOf(workflowType);
    },
  };
}
