import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestDatabase, type TestDatabase } from '../../db/testing';
import { CarriedAdjustmentModel, CommissionEmployeeModel, CommissionReportModel, StatementSettingsModel } from '../../db/models/commissions';
import { loadStatement } from '../../db/commissions/statements';
import { readSummary, summaryOfStatements } from '../../db/commissions/statementSummary';
import { WorkflowEventModel, WorkflowRunModel, WorkflowScheduleModel } from '../../db/models/workflows/workflowRun';
import { DEMO_ORGANIZATION_ID } from '../../db/seed/commissions/demo';
import { clearCommissionData, seedCommissionDemo } from '../../db/seed/commissions/seed';
import { fromStored } from '../../domain/common/money';
import { DAY_MS } from '../../domain/commissions/statements';
import type { Mailer } from '../../integrations/mail';
import { createActivities } from '../../workers/activities';
import { TestClock } from '../../workers/embedded/clock';
import { startEmbeddedWorkflows, type EmbeddedWorkflows } from '../../workers/embedded/host';
import {
  adjustStatement,
  approveStatements,
  batchIdOf,
  disputeStatement,
  exportStatements,
  resolveDispute,
  type NotifyBatch,
} from '../../api/commissions/statements/service';
import { commissionStatementsProgressQuery, statementsChangedSignal, type CommissionStatementsResult } from './commissionStatements';

let database: TestDatabase;
let workflows: EmbeddedWorkflows;
let clock: TestClock;
let sent: { key: string; to: string; subject: string }[];
// 40 employees: 34 sellers with reports; their managers (demo-area-managers) list them as subordinates.
const SELLERS = 34;
const december = { organizationId: DEMO_ORGANIZATION_ID, periodStart: '2025-12-01', periodEnd: '2026-01-01' };
const november = { organizationId: DEMO_ORGANIZATION_ID, periodStart: '2025-11-01', periodEnd: '2025-12-01' };
const reviewer = { name: 'revisora' };

const mailer = {
  async sendMail(input: { idempotencyKey?: string; to: string | string[]; subject: string }) {
    if (!sent.some((mail) => mail.key === input.idempotencyKey)) sent.push({ key: input.idempotencyKey ?? '', to: String(input.to), subject: input.subject });
    return { messageId: input.idempotencyKey ?? '', duplicate: false };
  },
} as unknown as Mailer;

beforeAll(async () => {
  database = await startTestDatabase();
});
afterAll(async () => {
  await database.close();
});
beforeEach(async () => {
  sent = [];
  await clearCommissionData();
  await Promise.all([WorkflowRunModel.deleteMany({}), WorkflowEventModel.deleteMany({}), WorkflowScheduleModel.deleteMany({})]);
  await seedCommissionDemo({ employees: 40, today: '2026-01-05' });
  await CommissionEmployeeModel.updateMany({ areaId: 'demo-area-managers' }, { $set: { email: 'gerente@bama.mx' } });
  await StatementSettingsModel.create({
    organizationId: DEMO_ORGANIZATION_ID,
    reminderDays: 3,
    escalationDays: 2,
    reviewerAreaId: 'demo-area-warehouse',
    reviewerEmail: 'rh@bama.mx',
  });
  clock = new TestClock();
  workflows = await startEmbeddedWorkflows({ clock, activities: createActivities({ commissions: { now: () => clock.now(), mailer } }) });
});
afterEach(async () => {
  await workflows.close();
});

/** As the API's: a process that already ended (every statement exported) needs no prompt. */
const notify: NotifyBatch = async (batchId, action, statements) => {
  await workflows.gateway.signal(batchId, statementsChangedSignal, { action, statements }).catch((error: { code?: string }) => {
    if (error.code !== 'WorkflowNotRunning') throw error;
  });
};
const now = () => new Date(clock.now());

async function startPeriod(period: typeof december) {
  const workflowId = batchIdOf(period);
  await workflows.gateway.start('commissionStatements', period, { workflowId });
  await clock.advance(0);
  return workflowId;
}

async function statementOf(employeeId: string, period = december) {
  return (await loadStatement({ ...period, employeeId }))!;
}

describe('commission statements process on the embedded runtime', () => {
  it('takes a period from calculated to exported: every statement reviewed by its manager, approved at once, exported, and the run ends', async () => {
    const workflowId = await startPeriod(december);
    expect(await workflows.gateway.query(workflowId, commissionStatementsProgressQuery)).toMatchObject({
      state: 'reviewing',
      statements: SELLERS,
      open: SELLERS,
    });
    const first = await statementOf('01-000001');
    expect(first).toMatchObject({ state: 'inReview', reviewer: { kind: 'manager' }, lines: [{ variableCommissionName: expect.any(String) }] });
    expect(first.events.map((item) => item.action)).toEqual(['calculated', 'openReview']);
    const report = (await CommissionReportModel.findOne({ employeeId: '01-000001', startDate: '2025-12-01' }).lean())!;
    expect(fromStored(first.total).toString()).toBe(fromStored(report.evaluationResult as never).toString());
    expect(first.lines[0]!.evaluationLog.length).toBeGreaterThan(0);

    expect(await approveStatements({ period: december, reason: 'revisado' }, reviewer, now(), notify)).toEqual({ approved: SELLERS, skipped: 0 });
    await clock.advance(0);
    const exported = await exportStatements(december, { name: 'nomina' }, now(), notify);
    expect(exported.statements).toBe(SELLERS);
    expect(exported.csv.split('\r\n')).toHaveLength(SELLERS + 2);
    const result = await clock.runUntil(workflows.gateway.result<CommissionStatementsResult>(workflowId));
    expect(result).toEqual({ statements: SELLERS, recalculated: 0, reminded: 0, escalated: 0 });
    expect((await readSummary(december)).filter((row) => row.count > 0)).toEqual(
      (await summaryOfStatements(december)).filter((row) => row.state === 'exported'),
    );
    expect((await statementOf('01-000001')).events.map((item) => [item.action, item.by])).toEqual([
      ['calculated', 'commissionStatements'],
      ['openReview', 'commissionStatements'],
      ['approve', 'revisora'],
      ['export', 'nomina'],
    ]);
  });

  it('sends a dispute back: recalculated by the process, then disputed again and settled with an adjustment', async () => {
    await startPeriod(december);
    const statement = await statementOf('01-000002');
    await disputeStatement({ id: statement.id, comment: 'Faltan las ventas del 24', onBehalfOfEmployee: true }, reviewer, now(), notify);
    await CommissionReportModel.updateOne({ id: statement.lines[0]!.reportId }, { $set: { evaluationResult: null } });
    await resolveDispute({ id: statement.id, choice: 'recalculate', reason: 'se recargaron ventas' }, reviewer, now(), notify);
    await clock.advance(0);
    const recalculated = await statementOf('01-000002');
    expect(recalculated.state).toBe('inReview');
    expect(fromStored(recalculated.total).toString()).toBe(fromStored(statement.total).toString());
    expect(recalculated.events.map((item) => item.action)).toEqual(['calculated', 'openReview', 'dispute', 'recalculate', 'recalculated']);

    await disputeStatement({ id: statement.id, comment: 'Bono de inventario', onBehalfOfEmployee: false }, reviewer, now(), notify);
    await adjustStatement({ id: statement.id, amount: '250.125', reason: 'Bono de inventario acordado' }, reviewer, now(), notify);
    const adjusted = await statementOf('01-000002');
    expect(adjusted.state).toBe('inReview');
    expect(adjusted.disputes.map((dispute) => dispute.resolution?.choice)).toEqual(['recalculate', 'adjust']);
    expect(fromStored(adjusted.total).toString()).toBe(fromStored(statement.total).plus('250.125').toString());
    await expect(resolveDispute({ id: statement.id, choice: 'reject', reason: 'x' }, reviewer, now(), notify)).rejects.toMatchObject({
      code: 'COMMISSION_STATEMENT_ACTION_NOT_ALLOWED',
    });
    // The screen's counts and totals, kept in step with each decision, equal the statements grouped.
    const summary = await readSummary(december);
    expect(summary).toEqual(await summaryOfStatements(december));
    expect(summary.find((row) => row.state === 'inReview')!.count).toBe(SELLERS);
  });

  it('reminds the reviewer after the set days and escalates to the next manager after the further ones', async () => {
    const workflowId = await startPeriod(december);
    const before = await statementOf('01-000003');
    expect(before.reviewer.kind).toBe('manager');
    await clock.advance(3 * DAY_MS - 60_000);
    expect(sent).toHaveLength(0);
    await clock.advance(60_000);
    expect(sent.filter((mail) => mail.key.includes('/remind/0'))).toHaveLength(SELLERS);
    expect(sent[0]).toMatchObject({ to: 'gerente@bama.mx', subject: expect.stringContaining('Recordatorio') });
    expect((await statementOf('01-000003')).remindedAt).not.toBeNull();

    await clock.advance(2 * DAY_MS);
    const escalated = await statementOf('01-000003');
    // The demo's managers have no manager: the next level is the company's reviewer position.
    expect(escalated).toMatchObject({ reviewLevel: 1, reviewer: { kind: 'position', id: 'demo-area-warehouse', email: 'rh@bama.mx' }, remindedAt: null });
    expect(escalated.events.map((item) => item.action)).toEqual(['calculated', 'openReview', 'remind', 'escalate']);
    expect(sent.filter((mail) => mail.key.includes('/escalate/1') && mail.to === 'rh@bama.mx')).toHaveLength(SELLERS);
    expect(await workflows.gateway.query(workflowId, commissionStatementsProgressQuery)).toMatchObject({ reminded: SELLERS, escalated: SELLERS });
  });

  it("escalates to the manager's own manager when the store manager has one, and past the top to the reviewer position", async () => {
    const storeManager = (await CommissionEmployeeModel.findOne({ subordinates: '01-000003' }).lean())!;
    // A regional manager above this store's manager only: the other stores' managers still have none.
    await CommissionEmployeeModel.create({
      id: '01-000900',
      firstName: 'Regina',
      lastName: 'Salas',
      secondLastName: 'Ortega',
      job: 'Gerente regional',
      areaId: 'demo-area-managers',
      organizationId: DEMO_ORGANIZATION_ID,
      subordinates: [storeManager.id],
      email: 'regional@bama.mx',
    });
    const team = storeManager.subordinates.length;
    await startPeriod(december);
    expect((await statementOf('01-000003')).reviewer).toMatchObject({ kind: 'manager', id: storeManager.id, email: 'gerente@bama.mx' });

    await clock.advance(3 * DAY_MS);
    expect(sent.filter((mail) => mail.key.includes('/remind/0') && mail.to === 'gerente@bama.mx')).toHaveLength(SELLERS);
    await clock.advance(2 * DAY_MS - 60_000);
    expect(sent.filter((mail) => mail.key.includes('/escalate/'))).toHaveLength(0);
    await clock.advance(60_000);

    const escalated = await statementOf('01-000003');
    expect(escalated).toMatchObject({
      reviewLevel: 1,
      reviewer: { kind: 'manager', id: '01-000900', name: 'Regina Salas Ortega', email: 'regional@bama.mx' },
      remindedAt: null,
    });
    expect(escalated.events.at(-1)).toMatchObject({ action: 'escalate', by: 'commissionStatements', reason: 'Regina Salas Ortega' });
    const toRegional = sent.filter((mail) => mail.key.includes('/escalate/1') && mail.to === 'regional@bama.mx');
    expect(toRegional).toHaveLength(team);
    expect(toRegional.map((mail) => mail.key)).toContain(`commissionStatement/${escalated.id}/escalate/1`);
    expect(toRegional[0]!.subject).toMatch(/^Estado de cuenta escalado: /);
    // The sellers of the stores whose manager has no manager go to the reviewer position.
    expect(sent.filter((mail) => mail.key.includes('/escalate/1') && mail.to === 'rh@bama.mx')).toHaveLength(SELLERS - team);

    // The regional manager gets their own reminder and, past the top of the chain, it reaches the reviewer position.
    await clock.advance(3 * DAY_MS);
    expect(sent.filter((mail) => mail.key === `commissionStatement/${escalated.id}/remind/1`)).toEqual([expect.objectContaining({ to: 'regional@bama.mx' })]);
    await clock.advance(2 * DAY_MS);
    expect((await statementOf('01-000003')).reviewer).toMatchObject({ kind: 'position', id: 'demo-area-warehouse', email: 'rh@bama.mx' });
    expect(sent.filter((mail) => mail.key === `commissionStatement/${escalated.id}/escalate/2`)).toEqual([expect.objectContaining({ to: 'rh@bama.mx' })]);
  });

  it('lands a correction of an exported statement in the next period: waiting until it is generated, or at once when it is open', async () => {
    await startPeriod(november);
    await approveStatements({ period: november, reason: 'ok' }, reviewer, now(), notify);
    await exportStatements(november, { name: 'nomina' }, now(), notify);
    const paid = await statementOf('01-000004', november);
    expect(paid.state).toBe('exported');

    expect(await adjustStatement({ id: paid.id, amount: '-120.5', reason: 'Devolución del 28 de noviembre' }, reviewer, now(), notify)).toEqual({
      statementId: null,
      carried: true,
    });
    expect(fromStored((await statementOf('01-000004', november)).total).toString()).toBe(fromStored(paid.total).toString());

    await startPeriod(december);
    const next = await statementOf('01-000004');
    expect(next.adjustments).toMatchObject([
      { reason: 'Devolución del 28 de noviembre', correctsStatementId: paid.id, correctsPeriod: '2025-11-01..2025-12-01' },
    ]);
    expect(fromStored(next.adjustments[0]!.amount).toString()).toBe('-120.5');
    expect(await CarriedAdjustmentModel.countDocuments({ placedIn: next.id })).toBe(1);

    expect(await adjustStatement({ id: paid.id, amount: '10', reason: 'Segunda corrección' }, reviewer, now(), notify)).toEqual({
      statementId: next.id,
      carried: false,
    });
    expect((await statementOf('01-000004')).adjustments).toHaveLength(2);
  });
});
