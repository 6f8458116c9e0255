import { CommissionReportModel, CommissionStatementModel } from '../../../../db/models/commissions';
import { DEMO_ORGANIZATION_ID } from '../../../../db/seed/commissions/demo';
import { createActivities } from '../../../../workers/activities';
import { workflow, type Table } from './types';

/**
 * The commission statements' mutations (issue 25, api/commissions/statements/graphql.ts), as the
 * administrator. The period's statements are generated first by the process's own activity (this
 * app has no workflow runtime); each row then claims one decision on one statement.
 */

let period: { organizationId: string; periodStart: string; periodEnd: string } | null = null;

async function statementPeriod() {
  if (period) return period;
  const latest = (await CommissionReportModel.findOne({ organizationId: DEMO_ORGANIZATION_ID }).sort({ startDate: -1 }).lean())!;
  period = { organizationId: DEMO_ORGANIZATION_ID, periodStart: latest.startDate, periodEnd: latest.endDate };
  await createActivities().generateStatements({ batchId: 'history-statements', ...period, now: Date.now() });
  return period;
}

/** The n-th statement of the period in employee order (each row works on its own). */
async function statement(index: number): Promise<string> {
  const found = await CommissionStatementModel.find(await statementPeriod())
    .sort({ employeeId: 1 })
    .skip(index)
    .limit(1)
    .lean();
  return found[0]!.id;
}

const as = 'admin' as const;

export const commissionStatementsTable: Table = {
  startCommissionStatements: workflow(
    ['CommissionStatement'],
    "starts the period's statements process, whose first activity generates the statements (a computed data load through the driver, unrecorded like the reports)",
  ),
  approveCommissionStatements: {
    records: ['CommissionStatement'],
    operation: 'update',
    field: 'state',
    call: async () => ({
      query: 'mutation($input: CommissionStatementApprovalInput!) { approveCommissionStatements(input: $input) { approved } }',
      variables: { input: { ...(await statementPeriod()), ids: [await statement(0)], reason: 'Revisado' } },
      as,
    }),
  },
  disputeCommissionStatement: {
    records: ['CommissionStatement'],
    operation: 'update',
    field: 'state',
    call: async () => ({
      query: 'mutation($input: CommissionStatementDisputeInput!) { disputeCommissionStatement(input: $input) { state } }',
      variables: { input: { id: await statement(1), comment: 'Faltan ventas' } },
      as,
    }),
  },
  resolveCommissionStatementDispute: {
    records: ['CommissionStatement'],
    operation: 'update',
    field: 'disputes',
    call: async () => ({
      query: 'mutation($input: CommissionStatementResolutionInput!) { resolveCommissionStatementDispute(input: $input) { state } }',
      variables: { input: { id: await statement(1), choice: 'reject', reason: 'Las ventas están completas' } },
      as,
    }),
  },
  adjustCommissionStatement: {
    records: ['CommissionStatement'],
    operation: 'update',
    field: 'adjustments',
    call: async () => ({
      query: 'mutation($input: CommissionStatementAdjustmentInput!) { adjustCommissionStatement(input: $input) { carried } }',
      variables: { input: { id: await statement(2), amount: '-12.5', reason: 'Devolución' } },
      as,
    }),
  },
  exportCommissionStatements: {
    records: ['CommissionStatement'],
    operation: 'update',
    field: 'state',
    call: async () => ({
      query: 'mutation($input: CommissionStatementPeriodInput!) { exportCommissionStatements(input: $input) { statements } }',
      variables: { input: await statementPeriod() },
      as,
    }),
  },
  emailCommissionStatement: { nothing: "sends the statement's PDF by e-mail (the mail outbox): no business record changes" },
  saveCommissionStatementSettings: {
    records: ['CommissionStatementSettings'],
    operation: 'create',
    call: () => ({
      query: 'mutation($input: CommissionStatementSettingsInput!) { saveCommissionStatementSettings(input: $input) { reminderDays } }',
      variables: { input: { organizationId: DEMO_ORGANIZATION_ID, reminderDays: 4, escalationDays: 2, reviewerEmail: 'rh@bama.mx' } },
      as,
    }),
  },
};
