import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isObjectType } from 'graphql';
import { ChangeHistoryEntryModel } from '../../db/models/history/changeHistoryEntry';
import { productSchema } from '../graphql/productModules';
import { commissionRouteTable } from '../commissions/routes';
import { TEST_OPERATOR_TOKEN } from '../testing/deps';
import { startHistoryTestApp, type HistoryTestApp } from './testing';
import { restWriteRoutes } from './routeList';
import { accessTable } from './testing/mutationTables/access';
import { customersTable } from './testing/mutationTables/customers';
import { headcountTable } from './testing/mutationTables/headcount';
import { operationsTable } from './testing/mutationTables/operations';
import { commissionsRestTable } from './testing/mutationTables/commissions';
import { commissionStatementsTable } from './testing/mutationTables/commissionStatements';
import { restTable } from './testing/mutationTables/rest';
import { isGql, type Call, type CalledRow, type Table, type TableContext } from './testing/mutationTables/types';

/**
 * Issue 22: every mutation of the schema and every REST write is in one of the tables of
 * testing/mutationTables/ (one file per area), with either a call that must leave exactly one entry per
 * changed record (right actor, operation, recordType, fields), or the reason it records nothing,
 * or why it is not called here. A mutation or REST write added without a row fails the first tests.
 */

const mutationTable: Table = { ...accessTable, ...customersTable, ...headcountTable, ...operationsTable, ...commissionStatementsTable };
const restWrites: Table = { ...restTable, ...commissionsRestTable };

let app: HistoryTestApp;
let context: TableContext;

describe('the tables cover the whole API', () => {
  it('lists every Mutation field of the schema', () => {
    const mutation = productSchema().getMutationType();
    expect(mutation && isObjectType(mutation)).toBe(true);
    const missing = Object.keys(mutation!.getFields()).filter((name) => !(name in mutationTable));
    expect(missing, 'mutations without a row in api/history/testing/mutationTables/').toEqual([]);
    expect(Object.keys(mutationTable).filter((name) => !(name in mutation!.getFields()))).toEqual([]);
  });

  it('lists every REST write route, the commissions API included', () => {
    const commissionWrites = commissionRouteTable({ workflows: () => undefined, logger: undefined as never }).routes.filter((route) => route.method !== 'get');
    const routes = [
      ...new Set([...restWriteRoutes(app.routers), ...commissionWrites.map((route) => `${route.method.toUpperCase()} /api/commissions${route.path}`)]),
    ];
    expect(
      routes.filter((route) => !(route in restWrites)),
      'REST writes without a row in api/history/testing/mutationTables/',
    ).toEqual([]);
    expect(Object.keys(restWrites).filter((route) => !routes.includes(route))).toEqual([]);
    expect(commissionWrites.length).toBeGreaterThan(30);
  });
});

beforeAll(async () => {
  app = await startHistoryTestApp();
  const adminCookie = await app.signIn('admin');
  context = {
    app,
    adminCookie,
    async data(query, variables, as) {
      const answer = await app.gql(query, variables, as === 'admin' ? { cookie: adminCookie } : {});
      if (answer.errors) throw new Error(`${query}: ${JSON.stringify(answer.errors)}`);
      return answer.data as never;
    },
  };
}, 180_000);

afterAll(async () => {
  await app?.close();
});

/** Runs a call; the answer's JSON, or the test fails with the errors it carried. */
async function run(call: Call): Promise<Record<string, unknown>> {
  if (isGql(call)) {
    const answer = await app.gql(call.query, call.variables, call.as === 'admin' ? { cookie: context.adminCookie } : {});
    expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
    expect(answer.data, JSON.stringify(answer)).toBeDefined();
    return answer.data as Record<string, unknown>;
  }
  const auth: Record<string, string> = call.as === 'admin' ? { cookie: context.adminCookie } : { authorization: `Bearer ${TEST_OPERATOR_TOKEN}` };
  const body = call.form ?? (call.json === undefined ? undefined : JSON.stringify(call.json));
  const headers = { 'accept-language': 'es', ...auth, ...(call.form || call.json === undefined ? {} : { 'content-type': 'application/json' }) };
  const response = await fetch(`${app.url}${call.url}`, { method: call.method, headers, body });
  const answer = (await response.json()) as Record<string, unknown>;
  expect(response.status, JSON.stringify(answer)).toBeLessThan(300);
  return answer;
}

/** The entries there are now; entriesSince answers the ones written after. */
const latest = async () => (await ChangeHistoryEntryModel.find().select({ _id: 1 }).lean()).map((entry) => entry._id);
const entriesSince = async (before: unknown[]) => ChangeHistoryEntryModel.find({ _id: { $nin: before } }).lean();

function checkRow(name: string, row: CalledRow) {
  it(name, async () => {
    const call = await row.call(context); // setup writes made while building the call are not counted
    const since = await latest();
    const answer = await run(call);
    row.keep?.(answer);
    const entries = await entriesSince(since);
    expect(entries.length, `${name} recorded nothing`).toBeGreaterThan(0);
    expect([...new Set(entries.map((entry) => entry.recordType))].sort()).toEqual([...row.records].sort());
    const keys = entries.map((entry) => `${entry.recordType}/${entry.recordId}`);
    expect(new Set(keys).size, `one entry per record: ${keys.join(', ')}`).toBe(keys.length);
    for (const entry of entries) {
      expect(entry.actor).toMatchObject(call.as === 'admin' ? { kind: 'staff', name: 'admin' } : { kind: 'operator', name: 'operator' });
      expect(entry.changes.length).toBeGreaterThan(0);
    }
    // Some writes also touch other records of the same type (rules brought up to date, the previous default).
    if (row.operation) expect(entries.map((entry) => entry.operation)).toContain(row.operation);
    const fields = entries.flatMap((entry) => entry.changes.map((change) => change.field));
    if (row.field) expect(fields, fields.join(', ')).toContain(row.field);
    expect(JSON.stringify(entries)).not.toMatch(/\$argon2/);
  });
}

function checkNothing(name: string, call: NonNullable<CalledRow['call']>) {
  it(`${name} records nothing`, async () => {
    const built = await call(context);
    const since = await latest();
    await run(built);
    expect(await entriesSince(since)).toEqual([]);
  });
}

for (const [title, table] of [
  ['each mutation', mutationTable],
  ['each REST write', restWrites],
] as const) {
  describe(`${title} leaves exactly one entry per changed record`, () => {
    for (const [name, row] of Object.entries(table)) {
      if ('records' in row && 'call' in row) checkRow(name, row);
      else if ('nothing' in row && row.call) checkNothing(name, row.call);
    }
  });
}
