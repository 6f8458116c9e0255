import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PermissionProfileModel } from '../../../db/models/access/permissionProfile';
import { CommissionReportModel, CommissionStatementModel } from '../../../db/models/commissions';
import { statementLines } from '../../../db/commissions/statements';
import { DEMO_ORGANIZATION_ID } from '../../../db/seed/commissions/demo';
import { createActivities } from '../../../workers/activities';
import { TestClock } from '../../../workers/embedded/clock';
import { startEmbeddedWorkflows, type EmbeddedWorkflows } from '../../../workers/embedded/host';
import { startHistoryTestApp, type HistoryTestApp } from '../../history/testing';
import { commissionStatementsProgressQuery } from '../../../workflows/commissions/commissionStatements';
import { batchIdOf } from './service';
import type { Mailer } from '../../../integrations/mail';

/**
 * The statements' GraphQL API through HTTP with real staff sessions of the demo accounts:
 * comisiones (Statements and StatementApprovals write), comisiones.consulta (read only), gerente
 * (given Statements read and write here, but for the other company only).
 */
let app: HistoryTestApp;
let workflows: EmbeddedWorkflows;
let clock: TestClock;
const cookies: Record<string, string> = {};
let period: { organizationId: string; periodStart: string; periodEnd: string };
const sentMail: { to: string; subject: string; attachments: { filename: string; content: Buffer }[] }[] = [];
const mailer = {
  async sendMail(input: { to: string; subject: string; attachments: { filename: string; content: Buffer }[] }) {
    sentMail.push(input);
    return { messageId: String(sentMail.length) };
  },
} as unknown as Mailer;

const LIST = `query($organizationId: String!, $periodStart: String!, $periodEnd: String!, $state: String, $page: Int) {
  commissionStatements(organizationId: $organizationId, periodStart: $periodStart, periodEnd: $periodEnd, state: $state, page: $page, pageSize: 10) {
    total items { id employeeId state total } summary { state count total } } }`;
const DETAIL = `query($id: ID!) { commissionStatement(id: $id) { id state total commissionsTotal adjustmentsTotal actions lines { result steps { name value } } adjustments { amount reason by } disputes { comment resolution } events { action by reason } } }`;
const START = `mutation($input: CommissionStatementPeriodInput!) { startCommissionStatements(input: $input) { workflowId } }`;
const APPROVE = `mutation($input: CommissionStatementApprovalInput!) { approveCommissionStatements(input: $input) { approved skipped } }`;
const DISPUTE = `mutation($input: CommissionStatementDisputeInput!) { disputeCommissionStatement(input: $input) { state actions } }`;
const ADJUST = `mutation($input: CommissionStatementAdjustmentInput!) { adjustCommissionStatement(input: $input) { statementId carried } }`;
const EXPORT = `mutation($input: CommissionStatementPeriodInput!) { exportCommissionStatements(input: $input) { exportId statements csv } }`;

type Answer = { data?: Record<string, never>; errors?: { message: string; extensions: { errorCode: string } }[] };
const as = (user: string, query: string, variables: Record<string, unknown> = {}, lang = 'es') =>
  app.gql(query, variables, { cookie: cookies[user], lang }) as Promise<Answer>;
const errorOf = (answer: Answer) => answer.errors?.[0]?.extensions.errorCode;

beforeAll(async () => {
  app = await startHistoryTestApp({
    services: async () => {
      clock = new TestClock(Date.now());
      workflows = await startEmbeddedWorkflows({ clock, activities: createActivities({ commissions: { now: () => clock.now() } }) });
      return { workflows: workflows.gateway, mailer };
    },
  });
  const latest = (await CommissionReportModel.findOne({ organizationId: DEMO_ORGANIZATION_ID }).sort({ startDate: -1 }).lean())!;
  period = { organizationId: DEMO_ORGANIZATION_ID, periodStart: latest.startDate, periodEnd: latest.endDate };
  await PermissionProfileModel.updateOne(
    { positionId: 'manager' },
    { $push: { pathPermissions: { $each: [{ id: 'statements', name: 'Statements', read: true, write: true }] } }, $set: { organizations: ['02'] } },
  );
  for (const user of ['comisiones', 'comisiones.consulta', 'gerente']) cookies[user] = await app.signIn(user);
  const started = await as('comisiones', START, { input: period });
  expect(started.errors).toBeUndefined();
  await waitForReview(batchIdOf(period));
}, 240_000);

afterAll(async () => {
  await workflows?.close();
  await app?.close();
});

async function waitForReview(workflowId: string): Promise<void> {
  for (;;) {
    const progress = await workflows.gateway.query(workflowId, commissionStatementsProgressQuery).catch(() => null);
    if (progress?.state === 'reviewing') return;
    await clock.advance(0);
  }
}

describe('commission statements over GraphQL', () => {
  it('lists a period with counts and totals per state, and a statement with its step-by-step breakdown', async () => {
    const answer = await as('comisiones.consulta', LIST, period);
    expect(answer.errors).toBeUndefined();
    const page = answer.data!.commissionStatements as unknown as {
      total: number;
      items: { id: string; state: string; total: string }[];
      summary: { state: string; count: number }[];
    };
    const statements = await CommissionStatementModel.countDocuments(period);
    expect(page.total).toBe(statements);
    expect(page.items).toHaveLength(10);
    expect(page.items[0]!.total).toMatch(/^-?\d+\.\d{4}$/);
    expect(page.summary.find((entry) => entry.state === 'inReview')!.count).toBe(statements);
    const detail = await as('comisiones.consulta', DETAIL, { id: page.items[0]!.id });
    const statement = detail.data!.commissionStatement as unknown as { actions: string[]; lines: { steps: unknown[] }[] };
    expect(statement.lines[0]!.steps.length).toBeGreaterThan(0);
    // A reader is offered nothing to do.
    expect(statement.actions).toEqual([]);
    expect((await as('comisiones', DETAIL, { id: page.items[0]!.id })).data!.commissionStatement).toMatchObject({ actions: ['approve', 'dispute', 'adjust'] });
  });

  it('sorts the list on the server by each sortable column both ways, ties by id, and refuses any other sort in Spanish', async () => {
    const SORTED = `query($organizationId: String!, $periodStart: String!, $periodEnd: String!, $page: Int, $sort: CommissionStatementSort, $direction: SortDirection) {
      commissionStatements(organizationId: $organizationId, periodStart: $periodStart, periodEnd: $periodEnd, page: $page, pageSize: 10, sort: $sort, direction: $direction) { total items { id } } }`;
    const fields = { employee: 'employeeId', name: 'employeeName', area: 'areaName', state: 'state', total: 'total' } as const;
    for (const [sort, field] of Object.entries(fields)) {
      for (const direction of ['asc', 'desc'] as const) {
        const expected = (
          await CommissionStatementModel.find(period, { id: 1 })
            .sort({ [field]: direction === 'asc' ? 1 : -1, ...(sort === 'employee' ? {} : { _id: 1 }) })
            .lean()
        ).map((row) => row.id);
        const seen: string[] = [];
        for (let page = 1; (page - 1) * 10 < expected.length; page += 1) {
          const answer = await as('comisiones.consulta', SORTED, { ...period, page, sort, direction });
          expect(answer.errors).toBeUndefined();
          seen.push(...(answer.data!.commissionStatements as unknown as { items: { id: string }[] }).items.map((item) => item.id));
        }
        expect(seen, `${sort} ${direction}`).toEqual(expected);
      }
    }
    // Only the enum's columns reach the server: a stored field name is refused before any read.
    const refused = (await app.gql(SORTED, { ...period, sort: 'employeeName' }, { cookie: cookies['comisiones.consulta'], lang: 'es' })) as Answer & {
      status?: number;
    };
    expect(refused.errors?.[0]?.message).toMatch(/employeeName/);
    expect(refused.data).toBeUndefined();
    const forbidden = await as('gerente', SORTED, { ...period, sort: 'total', direction: 'desc' });
    expect(errorOf(forbidden)).toBe('COMMISSION_ORGANIZATION_FORBIDDEN');
  });

  it('refuses a reader who tries to approve, adjust or export, and changes nothing', async () => {
    const [first] = (await CommissionStatementModel.find(period).sort({ employeeId: 1 }).limit(1).lean()) as { id: string }[];
    const approve = await as('comisiones.consulta', APPROVE, { input: { ...period, ids: [first!.id] } });
    expect(errorOf(approve)).toBe('COMMISSION_STATEMENT_APPROVE_FORBIDDEN');
    expect(approve.errors![0]!.message).toContain('No tienes permiso para aprobar');
    expect(errorOf(await as('comisiones.consulta', ADJUST, { input: { id: first!.id, amount: '10', reason: 'bono' } }))).toBe('COMMISSION_WRITE_FORBIDDEN');
    expect(errorOf(await as('comisiones.consulta', EXPORT, { input: period }))).toBe('COMMISSION_STATEMENT_APPROVE_FORBIDDEN');
    expect(await CommissionStatementModel.countDocuments({ ...period, state: 'inReview' })).toBe(await CommissionStatementModel.countDocuments(period));
  });

  it("hides a company's statements from a reviewer whose position lists only the other company", async () => {
    const [first] = (await CommissionStatementModel.find(period).limit(1).lean()) as { id: string }[];
    expect(errorOf(await as('gerente', LIST, period))).toBe('COMMISSION_ORGANIZATION_FORBIDDEN');
    const detail = await as('gerente', DETAIL, { id: first!.id }, 'en');
    expect(errorOf(detail)).toBe('COMMISSION_ORGANIZATION_FORBIDDEN');
    expect(detail.errors![0]!.message).toBe(`Your position has no access to the company ${DEMO_ORGANIZATION_ID}.`);
    expect(errorOf(await as('gerente', DISPUTE, { input: { id: first!.id, comment: 'no me corresponde' } }))).toBe('COMMISSION_ORGANIZATION_FORBIDDEN');
  });

  it("answers bad input in the caller's language and changes nothing", async () => {
    const [first] = (await CommissionStatementModel.find(period).limit(1).lean()) as { id: string; total: unknown }[];
    const bad = await as('comisiones', ADJUST, { input: { id: first!.id, amount: '12,50', reason: 'bono' } });
    expect(errorOf(bad)).toBe('COMMISSION_STATEMENT_INVALID');
    expect(bad.errors![0]!.message).toMatch(/^Revisa los datos del estado de cuenta/);
    expect(errorOf(await as('comisiones', APPROVE, { input: { ...period, periodEnd: 'mañana' } }))).toBe('VALIDATION_FAILED');
    expect(errorOf(await as('comisiones', DETAIL, { id: 'no-such' }))).toBe('COMMISSION_STATEMENT_NOT_FOUND');
    expect(errorOf(await as('comisiones', EXPORT, { input: period }))).toBe('COMMISSION_STATEMENT_NOTHING_TO_EXPORT');
    expect(String((await CommissionStatementModel.findOne({ id: first!.id }).lean())!.total)).toBe(String(first!.total));
  });

  it('takes disputes and adjustments, approves the rest at once and exports them as payroll CSV; an exported statement is locked', async () => {
    const [disputed, adjusted] = (await CommissionStatementModel.find(period).sort({ employeeId: 1 }).limit(2).lean()) as { id: string; employeeId: string }[];
    expect(
      (await as('comisiones', DISPUTE, { input: { id: disputed!.id, comment: 'Faltan ventas', onBehalfOfEmployee: true } })).data!.disputeCommissionStatement,
    ).toMatchObject({ state: 'disputed', actions: ['adjust', 'recalculate', 'rejectDispute'] });
    expect(
      (await as('comisiones', ADJUST, { input: { id: adjusted!.id, amount: '-35.5', reason: 'Devolución de mercancía' } })).data!.adjustCommissionStatement,
    ).toEqual({ statementId: adjusted!.id, carried: false });
    const detail = (await as('comisiones', DETAIL, { id: adjusted!.id })).data!.commissionStatement as unknown as {
      adjustmentsTotal: string;
      events: { action: string; by: string }[];
    };
    expect(detail.adjustmentsTotal).toBe('-35.5000');
    expect(detail.events.at(-1)).toMatchObject({ action: 'adjust', by: 'comisiones' });

    const statements = await CommissionStatementModel.countDocuments(period);
    expect((await as('comisiones', APPROVE, { input: { ...period, reason: 'Revisado' } })).data!.approveCommissionStatements).toEqual({
      approved: statements - 1,
      skipped: 1,
    });
    const exported = (await as('comisiones', EXPORT, { input: period })).data!.exportCommissionStatements as unknown as { statements: number; csv: string };
    expect(exported.statements).toBe(statements - 1);
    const rows = exported.csv.trim().split('\r\n');
    expect(rows[0]).toBe('company,employee_id,payroll_number,employee_name,period_start,period_end,commissions,adjustments,total,statement_id');
    expect(rows.find((row) => row.includes(adjusted!.employeeId))).toContain(',-35.5000,');
    expect(rows.some((row) => row.includes(disputed!.employeeId))).toBe(false);

    const locked = await as('comisiones', DISPUTE, { input: { id: adjusted!.id, comment: 'otra vez' } });
    expect(errorOf(locked)).toBe('COMMISSION_STATEMENT_ACTION_NOT_ALLOWED');
    expect(
      (await as('comisiones', ADJUST, { input: { id: adjusted!.id, amount: '5', reason: 'Corrección posterior' } })).data!.adjustCommissionStatement,
    ).toEqual({ statementId: null, carried: true });
  });

  it('gives the statement as a PDF and e-mails it, to the employee or to a typed address', async () => {
    const [first] = (await CommissionStatementModel.find(period).sort({ employeeId: 1 }).limit(1).lean()) as { id: string; employeeName: string }[];
    const pdf = await as('comisiones.consulta', 'query($id: ID!) { commissionStatementPdf(id: $id) { fileName content } }', { id: first!.id });
    const file = pdf.data!.commissionStatementPdf as unknown as { fileName: string; content: string };
    expect(Buffer.from(file.content, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
    expect(file.fileName).toMatch(/^estado-de-cuenta-01-\d+-\d{4}-\d{2}-01\.pdf$/);
    const EMAIL = 'mutation($input: CommissionStatementEmailInput!) { emailCommissionStatement(input: $input) { to } }';
    const missing = await as('comisiones', EMAIL, { input: { id: first!.id } });
    expect(errorOf(missing)).toBe('COMMISSION_STATEMENT_NO_EMAIL');
    expect(missing.errors![0]!.message).toContain(first!.employeeName);
    expect(errorOf(await as('comisiones', EMAIL, { input: { id: first!.id, to: 'no es correo' } }))).toBe('COMMISSION_STATEMENT_INVALID');
    expect((await as('comisiones', EMAIL, { input: { id: first!.id, to: 'empleado@bama.mx' } })).data!.emailCommissionStatement).toEqual({
      to: 'empleado@bama.mx',
    });
    expect(sentMail.at(-1)).toMatchObject({
      to: 'empleado@bama.mx',
      subject: expect.stringContaining('Estado de cuenta'),
      attachments: [{ filename: file.fileName }],
    });
    expect(errorOf(await as('gerente', EMAIL, { input: { id: first!.id, to: 'yo@bama.mx' } }))).toBe('COMMISSION_ORGANIZATION_FORBIDDEN');
  });

  it('recomputes a line with one input changed (what-if) and saves nothing', async () => {
    const [first] = (await CommissionStatementModel.find(period).sort({ employeeId: -1 }).limit(1).lean()) as { id: string; total: unknown }[];
    const reportId = (await statementLines(first!.id))[0]!.reportId;
    const inputs = (
      await as(
        'comisiones.consulta',
        'query($id: ID!, $reportId: ID!) { commissionStatementWhatIfInputs(id: $id, reportId: $reportId) { kind id tag name value } }',
        { id: first!.id, reportId },
      )
    ).data!.commissionStatementWhatIfInputs as unknown as { kind: string; id: string; tag: string; value: string | null }[];
    const sales = inputs.find((input) => input.kind === 'variable' && input.id === 'demo-var-sales')!;
    expect(Number(sales.value)).toBeGreaterThan(0);
    const WHAT_IF = 'query($input: CommissionStatementWhatIfChange!) { commissionStatementWhatIf(input: $input) { before after steps { name value before } } }';
    const doubled = String(Number(sales.value) * 2);
    const answer = (
      await as('comisiones.consulta', WHAT_IF, { input: { id: first!.id, reportId, kind: 'variable', inputId: sales.id, tag: sales.tag, value: doubled } })
    ).data!.commissionStatementWhatIf as unknown as {
      before: string;
      after: string;
      steps: { name: string; value: string; before: string }[];
    };
    expect(Number(answer.after)).toBeGreaterThan(Number(answer.before));
    expect(answer.steps.find((step) => step.name.startsWith('Venta'))).toMatchObject({ value: doubled, before: sales.value });
    const bad = await as('comisiones.consulta', WHAT_IF, {
      input: { id: first!.id, reportId, kind: 'variable', inputId: sales.id, tag: sales.tag, value: '1,5' },
    });
    expect(errorOf(bad)).toBe('COMMISSION_STATEMENT_INVALID');
    expect(String((await CommissionStatementModel.findOne({ id: first!.id }).lean())!.total)).toBe(String(first!.total));
  });
});
