import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { randomUUID } from 'node:crypto';
import { startTestDatabase } from '../../db/testing';
import { createLogger } from '../../config/logger';
import { CommissionReportModel, CommissionStatementModel } from '../../db/models/commissions';
import { statementLines } from '../../db/commissions/statements';
import { DEMO_ORGANIZATION_ID } from '../../db/seed/commissions/demo';
import { seedCommissionDemo } from '../../db/seed/commissions/seed';
import { createApp } from '../../api/app';
import { listen } from '../../api/server';
import { testDeps, TEST_OPERATOR_TOKEN } from '../../api/testing/deps';
import { statementsModule } from '../../api/commissions/statements/graphql';
import { batchIdOf } from '../../api/commissions/statements/service';
import { createActivities } from '../../workers/activities';
import { startEmbeddedWorkflows } from '../../workers/embedded/host';
import { commissionStatementsProgressQuery } from '../../workflows/commissions/commissionStatements';

/**
 * npm run bench:statements (issue 25): 5,000 employees with 3 commissions each in one closed month,
 * through the product's parts (embedded document server, embedded workflow runtime, the GraphQL API
 * over HTTP as the operator, change history on):
 *  - generating the period's statements (the process's first activity, until it waits for people) < 30 s
 *  - approving all 5,000 in one action (approveCommissionStatements without ids) < 30 s
 *  - the export (exportCommissionStatements: lock + CSV) < 10 s
 *  - the statements screen's first page (50 rows with the counts per state; median of 5) < 300 ms
 * and the peak memory. Exit code 1 when a target is missed.
 */
/** BENCH_STATEMENTS_EMPLOYEES: a smaller run first (the targets are for 5,000). */
const EMPLOYEES = Number(process.env.BENCH_STATEMENTS_EMPLOYEES ?? 5_000);
const period = { organizationId: DEMO_ORGANIZATION_ID, periodStart: '2025-12-01', periodEnd: '2026-01-01' };
let peakRss = process.memoryUsage().rss;
const sampler = setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
}, 5);

const database = await startTestDatabase();
const seedStarted = performance.now();
await seedCommissionDemo({ employees: Math.ceil(EMPLOYEES / 0.85) + 2, today: '2026-01-05' });
// Exactly 5,000 employees with the demo commission's December report, then two more commissions each.
const december = await CommissionReportModel.find({ startDate: period.periodStart }).sort({ employeeId: 1 }).lean();
if (december.length < EMPLOYEES) throw new Error(`expected ${EMPLOYEES} reports, got ${december.length}`);
await CommissionReportModel.deleteMany({ startDate: period.periodStart, employeeId: { $in: december.slice(EMPLOYEES).map((report) => report.employeeId) } });
const kept = december.slice(0, EMPLOYEES);
for (const [suffix, name] of [
  ['bonus', 'Bono de cobranza'],
  ['returns', 'Devoluciones'],
] as const) {
  await CommissionReportModel.collection.insertMany(
    kept.map(({ _id, ...report }) => ({
      ...report,
      id: randomUUID(),
      variableCommissionId: `${report.variableCommissionId}-${suffix}`,
      variableCommissionName: name,
    })),
  );
}
console.log(`seeded ${EMPLOYEES} employees x 3 commissions in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`);

const workflows = await startEmbeddedWorkflows({ activities: createActivities() });
const deps = testDeps({ services: { workflows: workflows.gateway }, logger: createLogger('error') });
const server = await listen(createApp(deps, { modules: [statementsModule], routers: {}, dashboardDir: '/nonexistent' }), '127.0.0.1', 0);
async function gql<T>(query: string, variables: Record<string, unknown>): Promise<T> {
  const response = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${TEST_OPERATOR_TOKEN}` },
    body: JSON.stringify({ query, variables }),
  });
  const answer = (await response.json()) as { data?: T; errors?: unknown };
  if (answer.errors || !answer.data) throw new Error(JSON.stringify(answer.errors));
  return answer.data;
}
const timed = async <T>(work: () => Promise<T>): Promise<[T, number]> => {
  const started = performance.now();
  const result = await work();
  return [result, performance.now() - started];
};

const [, generateMs] = await timed(async () => {
  const workflowId = batchIdOf(period);
  await workflows.gateway.start('commissionStatements', period, { workflowId });
  for (;;) {
    const progress = await workflows.gateway.query(workflowId, commissionStatementsProgressQuery).catch(() => null);
    if (progress?.state === 'reviewing') return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
});
const statements = await CommissionStatementModel.countDocuments(period);
console.log(`generated ${statements} statements in ${(generateMs / 1000).toFixed(1)} s`);
const lines = (await statementLines((await CommissionStatementModel.findOne(period).lean())!.id)).length;

const PAGE = `query($organizationId: String!, $periodStart: String!, $periodEnd: String!) {
  commissionStatements(organizationId: $organizationId, periodStart: $periodStart, periodEnd: $periodEnd, page: 1, pageSize: 50) { total items { id employeeId employeeName areaName state total reviewerName reviewLevel adjustmentCount } summary { state count total } } }`;
const pageTimes: number[] = [];
for (let run = 0; run < 6; run += 1) pageTimes.push((await timed(() => gql(PAGE, period)))[1]);
const firstPageMs = pageTimes.slice(1).sort((a, b) => a - b)[2]!;

const [approved, approveMs] = await timed(() =>
  gql<{ approveCommissionStatements: { approved: number } }>(
    'mutation($input: CommissionStatementApprovalInput!) { approveCommissionStatements(input: $input) { approved skipped } }',
    { input: { ...period, reason: 'bench' } },
  ),
);
const [exported, exportMs] = await timed(() =>
  gql<{ exportCommissionStatements: { statements: number; csv: string } }>(
    'mutation($input: CommissionStatementPeriodInput!) { exportCommissionStatements(input: $input) { statements csv } }',
    { input: period },
  ),
);

clearInterval(sampler);
peakRss = Math.max(peakRss, process.memoryUsage().rss);
const targets = [
  ["generate the period's statements", generateMs, 30_000, `${statements} statements, ${lines} lines each`],
  ['approve all in one action', approveMs, 30_000, `${approved.approveCommissionStatements.approved} approved`],
  [
    'export (lock + CSV)',
    exportMs,
    10_000,
    `${exported.exportCommissionStatements.statements} rows, ${(exported.exportCommissionStatements.csv.length / 1024).toFixed(0)} KiB`,
  ],
  ['statements screen first page (median of 5)', firstPageMs, 300, `50 rows + counts per state of ${statements}`],
] as const;
for (const [name, ms, target, detail] of targets)
  console.log(`${ms <= target ? 'ok  ' : 'MISS'} ${name}: ${ms.toFixed(0)} ms (target < ${target} ms; ${detail})`);
console.log(
  `load average: ${os
    .loadavg()
    .map((load) => load.toFixed(1))
    .join(' ')} on ${os.availableParallelism()} cores`,
);
console.log(`peak RSS: ${(peakRss / 1024 / 1024).toFixed(0)} MiB (max RSS reported by the OS: ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MiB)`);
const ok = statements === EMPLOYEES && lines === 3 && targets.every(([, ms, target]) => ms <= target);
await server.close();
await workflows.close();
await database.close();
process.exit(ok ? 0 : 1);
