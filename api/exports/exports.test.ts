import mongoose from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readCsv } from '../../domain/common/csv';
import { startTestDatabase, type TestDatabase } from '../../db/testing';
import { CustomerModel } from '../../db/models/customers/customer';
import { CustomerTypeModel } from '../../db/models/customers/customerType';
import { seedCustomers } from '../../bench/scale/data';
import { startCustomersTestApp, type CustomersTestApp } from '../customers/testing';

/**
 * The one CSV export (/api/export/<list>.csv) and the list sorts, through HTTP on the customers:
 * the list's permission, whitelisted sort keys and filters, formula-safe cells, the whole filtered
 * list in the asked order, and bad input answered in the caller's language without a 500.
 */
let database: TestDatabase;
let app: CustomersTestApp;
const COUNT = 45;

beforeAll(async () => {
  database = await startTestDatabase();
  await CustomerModel.init();
  await seedCustomers(mongoose.connection.db!, COUNT, Date.now(), 20, () => undefined);
  // A name that would run as a formula in a spreadsheet.
  await CustomerModel.collection.updateOne({}, { $set: { customerName: '=HYPERLINK("http://x")', nameKey: '=hyperlink' } });
  app = await startCustomersTestApp();
}, 60_000);
afterAll(async () => {
  await app?.close();
  await database?.close();
});

async function download(path: string, token: string | null = app.operatorToken, lang = 'en') {
  const response = await fetch(`${app.url}${path}`, { headers: { 'accept-language': lang, ...(token ? { authorization: `Bearer ${token}` } : {}) } });
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    disposition: response.headers.get('content-disposition'),
    text: await response.text(),
  };
}

const PAGE = /* GraphQL */ `
  query ($sort: CustomerSort, $direction: SortDirection, $page: Int) {
    customers(pageSize: 20, page: $page, sort: $sort, direction: $direction) {
      total
      rows {
        id
        customerName
        customerTypeId
        lastUpdate
      }
    }
  }
`;
type Page = { customers: { total: number; rows: { id: string; customerName: string; customerTypeId: string; lastUpdate: string }[] } };

describe('customer list sort', () => {
  it('pages in the order of each sortable column, ties broken by id, no row twice', async () => {
    const typeNames = new Map((await CustomerTypeModel.find({}).lean()).map((type) => [type.customerTypeId, type.customerTypeName]));
    const all = await CustomerModel.find({ _deleted: null }).sort({ _lastChangedAt: -1, _id: 1 }).lean();
    for (const [sort, field] of [
      ['customerName', 'nameKey'],
      ['customerType', null],
      ['lastUpdate', '_lastChangedAt'],
    ] as const) {
      for (const direction of ['asc', 'desc'] as const) {
        // The type sort: types by name, each type's customers in the list's order (last change first).
        const byType = (a: (typeof all)[number], b: (typeof all)[number]) => {
          const [x, y] = [typeNames.get(a.customerTypeId) ?? a.customerTypeId, typeNames.get(b.customerTypeId) ?? b.customerTypeId];
          return x === y ? 0 : (x < y ? -1 : 1) * (direction === 'asc' ? 1 : -1);
        };
        const expected = field
          ? (
              await CustomerModel.find({ _deleted: null })
                .sort({ [field]: direction === 'asc' ? 1 : -1, _id: 1 })
                .lean()
            ).map((row) => String(row._id))
          : [...all].sort(byType).map((row) => String(row._id));
        const seen: string[] = [];
        for (let page = 0; page * 20 < expected.length; page += 1) {
          const answer = await app.gql<Page>(PAGE, { sort, direction, page });
          expect(answer.errors).toBeUndefined();
          seen.push(...answer.data!.customers.rows.map((row) => row.id));
        }
        expect(seen, `${sort} ${direction}`).toEqual(expected);
      }
    }
  });

  it('refuses a sort that is not a column of the list, in the caller’s language', async () => {
    const english = await app.gql(PAGE.replace('$sort: CustomerSort', '$sort: String'), { sort: 'passwordHash' });
    expect(english.status).toBe(400);
    const refused = await app.gql(`{ customers(sort: nameKey) { total } }`, {});
    expect(refused.status).toBe(400);
    expect(refused.errors?.[0].message).toMatch(/nameKey/);
  });
});

describe('CSV export', () => {
  it('downloads the whole filtered list in the asked order, formula-safe', async () => {
    const all = await download('/api/export/customers.csv?sort=customerName&direction=asc');
    expect(all.status).toBe(200);
    expect(all.type).toMatch(/^text\/csv/);
    expect(all.disposition).toMatch(/filename="customers-\d{4}-\d{2}-\d{2}\.csv"/);
    const records = readCsv(all.text);
    expect(records[0].cells[0]).toBe('customerName');
    expect(records).toHaveLength(COUNT + 1);
    const names = (await CustomerModel.find({ _deleted: null }).sort({ nameKey: 1, _id: 1 }).lean()).map((row) => row.customerName);
    expect(records.slice(1).map((record) => record.cells[0].replace(/^'/, ''))).toEqual(names);
    expect(records.slice(1).some((record) => record.cells[0] === `'=HYPERLINK("http://x")`)).toBe(true);

    const byType = readCsv((await download('/api/export/customers.csv?sort=customerType&direction=desc')).text).slice(1);
    const firstPage = await app.gql<Page>(PAGE, { sort: 'customerType', direction: 'desc', page: 0 });
    expect(byType.slice(0, 20).map((record) => record.cells[0].replace(/^'/, ''))).toEqual(firstPage.data!.customers.rows.map((row) => row.customerName));

    const cl = await download('/api/export/customers.csv?customerTypeId=CL');
    const clCount = await CustomerModel.countDocuments({ _deleted: null, customerTypeId: 'CL' });
    expect(readCsv(cl.text)).toHaveLength(clCount + 1);
  });

  it('asks the list’s own permission and a session', async () => {
    expect((await download('/api/export/customers.csv', null)).status).toBe(401);
    const noRead = await app.staffToken(['audits.read']);
    const forbidden = await download('/api/export/customers.csv', noRead, 'es');
    expect(forbidden.status).toBe(403);
    expect(JSON.parse(forbidden.text).error.message).toBe('No tienes permiso para esta operación.');
    expect((await download('/api/export/customers.csv', await app.staffToken(['customers.read']))).status).toBe(200);
  });

  it('answers a bad filter, sort or list with a clear message and no file', async () => {
    const badSort = await download('/api/export/customers.csv?sort=%24where', app.operatorToken, 'es');
    expect(badSort.status).toBe(422);
    expect(JSON.parse(badSort.text).error.message).toMatch(/^Revisa los datos: sort/);
    const badClass = await download('/api/export/customers.csv?class=everyone', app.operatorToken, 'en');
    expect(badClass.status).toBe(422);
    expect(JSON.parse(badClass.text).error.message).toMatch(/^Check the data: class/);
    expect((await download('/api/export/customers.csv?search=a&search=b')).status).toBe(422);
    expect((await download('/api/export/passwords.csv')).status).toBe(404);
    expect((await download('/api/export/__proto__.csv')).status).toBe(404);
  });
});
