import { describe, expect, it } from 'vitest';
import { createMssqlPricingHandlers, priceListOffersSql } from './pricing';
import type { SqlPool, SqlRequest } from './backend';

/** A pool that records the query texts and the bound values, answering fixed rows. */
function fakePool(rows: Record<string, unknown>[]) {
  const calls: { text: string; inputs: Record<string, unknown> }[] = [];
  const pool: SqlPool = {
    request() {
      const inputs: Record<string, unknown> = {};
      const request: SqlRequest = {
        input(name, _type, value) {
          inputs[name] = value;
          return request;
        },
        async query<Row>(text: string) {
          calls.push({ text, inputs });
          return { recordset: rows as Row[], rowsAffected: [rows.length] };
        },
        async execute() {
          throw new Error('no procedures here');
        },
      };
      return request;
    },
    transaction() {
      throw new Error('no transactions here');
    },
  };
  return { pool, calls };
}

describe('price-list readings on SQL Server', () => {
  it('binds every value: a search with SQL in it never reaches the query text', async () => {
    const { pool, calls } = fakePool([{ clacte: ' 100001 ', nomcte: 'ABARROTES', claemp: '1', nomemp: 'BAMA', nomregion: null, nomgirocom: 'Abarrotes' }]);
    const handlers = createMssqlPricingHandlers(async () => pool);
    const rows = await handlers.priceListCustomers({ operation: 'priceListCustomers', companyId: 1, search: "'; DROP TABLE Cliente; --", limit: 3000 });
    expect(rows).toEqual([{ clacte: '100001', nomcte: 'ABARROTES', claemp: 1, nomemp: 'BAMA', nomregion: '', nomgirocom: 'Abarrotes' }]);
    expect(calls[0].text).not.toContain('DROP');
    expect(calls[0].inputs).toMatchObject({ companyId: 1, limit: 3000, search: "'; DROP TABLE Cliente; --" });
  });

  it('names one parameter per customer of the offers filter', async () => {
    expect(priceListOffersSql(0)).not.toContain('IN (');
    expect(priceListOffersSql(3)).toContain('IN (@clacte0, @clacte1, @clacte2)');
    const { pool, calls } = fakePool([{ claarti: '100101', clacte: '100001', precioofe: '17.5', pctdescto: 5 }]);
    const rows = await createMssqlPricingHandlers(async () => pool).priceListOffers({
      operation: 'priceListOffers',
      companyId: 2,
      customerKeys: ['100001', '100002'],
      limit: 3000,
    });
    expect(rows).toEqual([{ claarti: '100101', clacte: '100001', precioofe: '17.5', pctdescto: 5 }]);
    expect(calls[0].inputs).toMatchObject({ clacte0: '100001', clacte1: '100002', companyId: 2 });
  });
});
