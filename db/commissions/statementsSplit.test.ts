import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestDatabase, type TestDatabase } from '../testing';
import { CommissionStatementModel, StatementEventModel, StatementLinesModel } from '../models/commissions';
import { toStored } from '../models/common';
import { loadStatement } from './statements';
import { readSummary } from './statementSummary';
import { ensureStatementsSplit } from './statementsSplit';

let database: TestDatabase;
beforeAll(async () => {
  database = await startTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const at = new Date('2026-01-05T15:00:00Z');
const line = (reportId: string, result: string | null) => ({
  reportId,
  variableCommissionId: 'c',
  variableCommissionName: 'Ventas',
  startDate: '2025-12-01',
  endDate: '2026-01-01',
  result: result === null ? null : toStored(result),
  exception: null,
  evaluationLog: [{ details: { name: 'ventas', value: 10 } }],
});

/** A statement as stored before issue 25's split: lines and events inside it. */
const oldShape = (id: string, employeeId: string) => ({
  id,
  organizationId: '01',
  employeeId,
  employeeName: 'Ana',
  areaId: '',
  areaName: '',
  periodStart: '2025-12-01',
  periodEnd: '2026-01-01',
  batchId: 'b',
  state: 'approved',
  lines: [line('r1', '100.5'), line('r2', '-0.25'), line('r3', null)],
  adjustments: [],
  disputes: [],
  events: [
    { at, by: 'commissionStatements', action: 'calculated', from: 'calculated', to: 'calculated', reason: '3' },
    { at, by: 'commissionStatements', action: 'openReview', from: 'calculated', to: 'inReview', reason: '' },
    { at, by: 'ana', action: 'approve', from: 'inReview', to: 'approved', reason: 'ok' },
  ],
  total: toStored('100.25'),
  reviewer: { kind: 'none', id: '', name: '', email: '' },
  reviewLevel: 0,
  waitingSince: null,
  remindedAt: null,
  exportId: null,
});

describe('statements stored with their lines and events inside', () => {
  it('are split once at start: the same statement read back, the stored one small, a second run changes nothing', async () => {
    await CommissionStatementModel.collection.insertMany([oldShape('s1', '01-000001'), oldShape('s2', '01-000002')] as never[]);
    expect(await ensureStatementsSplit()).toBe(2);
    const statement = (await loadStatement({ id: 's1' }))!;
    expect(statement.lines.map((item) => item.reportId)).toEqual(['r1', 'r2', 'r3']);
    expect(statement.events.map((item) => item.action)).toEqual(['calculated', 'openReview', 'approve']);
    expect(String(statement.commissionsTotal)).toBe('100.25');
    const stored = (await CommissionStatementModel.collection.findOne({ id: 's1' }))!;
    expect(stored).not.toHaveProperty('lines');
    expect(stored).not.toHaveProperty('events');

    expect((await readSummary({ organizationId: '01', periodStart: '2025-12-01', periodEnd: '2026-01-01' })).find((row) => row.state === 'approved')).toEqual({
      state: 'approved',
      count: 2,
      total: '200.5',
    });

    expect(await ensureStatementsSplit()).toBe(0);
    expect(await StatementLinesModel.countDocuments()).toBe(2);
    expect(await StatementEventModel.countDocuments()).toBe(6);
  });
});
