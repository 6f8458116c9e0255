import { MockActivityEnvironment } from '@temporalio/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestDatabase, type TestDatabase } from '../../db/testing';
import { CarriedAdjustmentModel, CommissionEmployeeModel, CommissionStatementModel } from '../../db/models/commissions';
import { loadStatement } from '../../db/commissions/statements';
import { toStored } from '../../db/models/common';
import { DEMO_ORGANIZATION_ID } from '../../db/seed/commissions/demo';
import { clearCommissionData, seedCommissionDemo } from '../../db/seed/commissions/seed';
import { fromStored } from '../../domain/common/money';
import { DAY_MS } from '../../domain/commissions/statements';
import type { Mailer } from '../../integrations/mail';
import { createCommissionActivities } from './commissions';
import { createStatementActivities } from './commissionStatements';
import { mongoStatementRepository } from '../../db/models/commissions/commissionStatementRepository';

let database: TestDatabase;
const environment = new MockActivityEnvironment();
const mails: string[] = [];
const mailer = {
  async sendMail(input: { idempotencyKey: string }) {
    mails.push(input.idempotencyKey);
    return { messageId: input.idempotencyKey };
  },
} as unknown as Mailer;
const activities = createCommissionActivities({ mailer });
const run = <Args extends unknown[], Result>(activity: (...args: Args) => Promise<Result>, ...args: Args): Promise<Result> =>
  environment.run(activity, ...args) as Promise<Result>;
const start = Date.UTC(2026, 0, 5, 15);
const input = { batchId: 'batch-dec', organizationId: DEMO_ORGANIZATION_ID, periodStart: '2025-12-01', periodEnd: '2026-01-01', now: start };

beforeAll(async () => {
  database = await startTestDatabase();
});
afterAll(async () => {
  await database.close();
});
beforeEach(async () => {
  mails.length = 0;
  await clearCommissionData();
  await seedCommissionDemo({ employees: 20, today: '2026-01-05' });
  await CommissionEmployeeModel.updateMany({ areaId: 'demo-area-managers' }, { $set: { email: 'gerente@bama.mx' } });
});

describe('commission statement activities (Temporal mock activity environment)', () => {
  it('generates one statement per employee with reports, once: a retried generation changes nothing', async () => {
    const first = await run(activities.generateStatements, input);
    expect(first.statements).toBeGreaterThan(0);
    expect(first.inReview).toBe(first.statements);
    const ids = (await CommissionStatementModel.find({}).sort({ employeeId: 1 }).lean()).map((statement) => statement.id);
    expect(await run(activities.generateStatements, { ...input, now: start + 1000 })).toEqual(first);
    expect((await CommissionStatementModel.find({}).sort({ employeeId: 1 }).lean()).map((statement) => statement.id)).toEqual(ids);
  });

  it('completes a generation an earlier attempt left half written: the same statement, its events once', async () => {
    await run(activities.generateStatements, input);
    const lost = (await CommissionStatementModel.findOne({ employeeId: '01-000001' }).lean())!;
    // As if the attempt had stopped after the lines and events, before this statement.
    await CommissionStatementModel.collection.deleteOne({ id: lost.id });
    await run(activities.generateStatements, { ...input, now: start + 1000 });
    const again = (await loadStatement({ employeeId: '01-000001' }))!;
    expect(again.id).toBe(lost.id);
    expect(again.events.map((item) => item.action)).toEqual(['calculated', 'openReview']);
    expect(again.lines.length).toBeGreaterThan(0);
    expect(String(again.commissionsTotal)).toBe(String(lost.commissionsTotal));
  });

  it('places a waiting correction in the statement it generates, exactly once', async () => {
    await CarriedAdjustmentModel.create({
      id: 'carried-1',
      organizationId: DEMO_ORGANIZATION_ID,
      employeeId: '01-000001',
      amount: toStored('-50.25'),
      reason: 'Devolución',
      by: 'ana',
      at: new Date(start),
      correctsStatementId: 'old',
      correctsPeriod: '2025-11-01..2025-12-01',
      placedIn: null,
    });
    await run(activities.generateStatements, input);
    await run(activities.generateStatements, input);
    const statement = (await loadStatement({ employeeId: '01-000001' }))!;
    expect(statement.adjustments).toHaveLength(1);
    expect(fromStored(statement.total).toString()).toBe(fromStored(statement.lines[0]!.result).minus('50.25').toString());
  });

  it('keeps a correction that lands while the statement is recalculated in its total', async () => {
    await run(activities.generateStatements, input);
    const statement = (await CommissionStatementModel.findOne({ employeeId: '01-000001' }).lean())!;
    await CommissionStatementModel.updateOne({ id: statement.id }, { $set: { state: 'recalculating' } });
    // While the process recalculates, a correction of the employee's exported November lands here (it keeps the state).
    const landing = createStatementActivities({
      repository: mongoStatementRepository,
      calculate: async () => {
        await CommissionStatementModel.updateOne(
          { id: statement.id },
          { $push: { adjustments: { id: 'correction-1', amount: toStored('-80.5'), reason: 'Devolución de noviembre', by: 'ana', at: new Date(start) } } },
        );
        return { processed: 1, failed: 0 };
      },
    });
    expect(await run(landing.reviewStatements, { batchId: 'batch-dec', now: start + 1000 })).toMatchObject({ recalculated: 1 });
    const recalculated = (await loadStatement({ id: statement.id }))!;
    expect(recalculated.state).toBe('inReview');
    expect(recalculated.adjustments.map((adjustment) => adjustment.id)).toEqual(['correction-1']);
    expect(fromStored(recalculated.total).toString()).toBe(fromStored(recalculated.commissionsTotal).minus('80.5').toString());
  });

  it('reminds once per reviewer level, however many times the pass is retried', async () => {
    await run(activities.generateStatements, input);
    const before = await run(activities.reviewStatements, { batchId: 'batch-dec', now: start + DAY_MS });
    expect(before).toMatchObject({ reminded: 0, escalated: 0, nextCheckInMs: 2 * DAY_MS });
    const due = await run(activities.reviewStatements, { batchId: 'batch-dec', now: start + 3 * DAY_MS });
    expect(due.reminded).toBe(before.open);
    const again = await run(activities.reviewStatements, { batchId: 'batch-dec', now: start + 3 * DAY_MS });
    expect(again).toMatchObject({ reminded: 0, escalated: 0 });
    expect(new Set(mails).size).toBe(mails.length);
    expect(mails).toHaveLength(before.open);
  });
});
