import sql from 'mssql';
import { describe, expect, it } from 'vitest';
import { erpOperationSchema, type ErpOperation, type ErpOperationInput } from '../../../domain/erp/operations';
import { createMssqlBackend, type ErpDatabase, type SqlPool, type SqlRequest, type SqlResult } from './backend';
import { orderLinesPerStatement } from './queries';

interface Bound {
  name: string;
  type: unknown;
  value: unknown;
}

interface Call {
  database: ErpDatabase;
  kind: 'query' | 'execute';
  text: string;
  inputs: Bound[];
  inTransaction: boolean;
  streamed?: boolean;
}

/** A stand-in for mssql's pool: records every statement with its parameters and answers from a script. */
function fakePools(answer: (call: Call) => Record<string, unknown>[] | Error) {
  const calls: Call[] = [];
  const events: string[] = [];
  function request(database: ErpDatabase, inTransaction: boolean): SqlRequest {
    const inputs: Bound[] = [];
    let streamed: ((rows: Record<string, unknown>[]) => void) | null = null;
    const run = async <Row>(kind: Call['kind'], text: string): Promise<SqlResult<Row>> => {
      const call: Call = { database, kind, text, inputs, inTransaction, ...(streamed ? { streamed: true } : {}) };
      calls.push(call);
      const rows = answer(call);
      if (rows instanceof Error) throw rows;
      streamed?.(rows);
      return { recordset: rows as Row[], rowsAffected: [rows.length] };
    };
    const fake: SqlRequest = {
      input(name, type, value) {
        inputs.push({ name, type, value });
        return fake;
      },
      query: (text) => run('query', text),
      execute: (procedure) => run('execute', procedure),
      // Stream mode: the rows of the next execute, one at a time.
      toReadableStream() {
        const arrived = new Promise<Record<string, unknown>[]>((resolve) => (streamed = resolve));
        return (async function* () {
          yield* await arrived;
        })();
      },
    };
    return fake;
  }
  const pool = (database: ErpDatabase): SqlPool => ({
    request: () => request(database, false),
    transaction: () => ({
      begin: async () => events.push(`begin ${database}`),
      commit: async () => {
        events.push('commit');
      },
      rollback: async () => {
        events.push('rollback');
      },
      request: () => request(database, true),
    }),
  });
  return { calls, events, backend: createMssqlBackend({ pool: async (database) => pool(database) }) };
}

function op<I extends ErpOperationInput>(input: I): Extract<ErpOperation, { operation: I['operation'] }> {
  return erpOperationSchema.parse(input) as Extract<ErpOperation, { operation: I['operation'] }>;
}

const typeOf = (bound: Bound) => (bound.type as { type?: unknown }).type ?? bound.type;

describe('SQL Server backend', () => {
  it('reads empty-container stock with one bound parameter per article key', async () => {
    const { calls, backend } = fakePools(() => [
      { articleKey: 'E0101', articleName: 'Envase', familyKey: 'ENVR', stock: '112345.0000' },
      { articleKey: 'E0201', articleName: 'Caja', familyKey: 'CAJA', stock: 3456 },
    ]);
    const rows = await backend.run(op({ operation: 'emptyContainerStock', companyId: 1, articleKeys: ['E0101', 'E0201'] }));
    expect(rows).toEqual([
      { articleKey: 'E0101', articleName: 'Envase', familyKey: 'ENVR', stock: 112345 },
      { articleKey: 'E0201', articleName: 'Caja', familyKey: 'CAJA', stock: 3456 },
    ]);
    expect(calls).toHaveLength(1);
    expect(calls[0].database).toBe('company1');
    expect(calls[0].text).toContain('WHERE a.ClaArti IN (@articleKey0, @articleKey1)');
    expect(calls[0].text).not.toContain('E0101');
    expect(calls[0].inputs.map((bound) => [bound.name, bound.value])).toEqual([
      ['articleKey0', 'E0101'],
      ['articleKey1', 'E0201'],
    ]);
    expect(typeOf(calls[0].inputs[0])).toBe(sql.VarChar);
  });

  it('runs the sales and inventory procedures with two dd/MM/yyyy dates on the right database', async () => {
    const { calls, backend } = fakePools((call) =>
      call.text === 'dbo.spVentasDiarias'
        ? [{ Fecha: new Date(Date.UTC(2026, 2, 1)), ClaUN: 'T101 ', ClaArti: '100101', Ctd: 4, Importe: 74.5 }]
        : [{ Fecha: '01/03/2026', ClaUN: 'T101', ClaArti: '100101', ExiAct: 12 }],
    );
    const sales = await backend.run(op({ operation: 'salesRange', companyId: 3, from: '01/03/2026', to: '07/03/2026' }));
    const inventory = await backend.run(op({ operation: 'inventoryRange', companyId: 3, from: '01/03/2026', to: '07/03/2026' }));
    expect(sales).toEqual([{ date: '01/03/2026', storeId: 'T101', sku: '100101', quantity: 4, amount: '74.5' }]);
    expect(inventory).toEqual([{ date: '01/03/2026', storeId: 'T101', sku: '100101', stock: 12 }]);
    expect(calls.map((call) => [call.database, call.kind, call.text])).toEqual([
      ['others', 'execute', 'dbo.spVentasDiarias'],
      ['others', 'execute', 'dbo.spInventarioDiario'],
    ]);
    expect(calls[0].inputs.map((bound) => [bound.name, bound.value])).toEqual([
      ['FechaIni', '01/03/2026'],
      ['FechaFin', '07/03/2026'],
    ]);
  });

  it("streams a range for a windowed answer through mssql's stream mode, row by row, on the right database", async () => {
    const { calls, backend } = fakePools(() => [
      { Fecha: '01/03/2026', ClaUN: 'T101', ClaArti: '100101', Ctd: 4, Importe: 74.5 },
      { Fecha: '02/03/2026', ClaUN: 'T102', ClaArti: '100102', Ctd: 1, Importe: 10 },
    ]);
    const rows: unknown[] = [];
    for await (const row of backend.rows!(op({ operation: 'salesRange', companyId: 1, from: '01/03/2026', to: '07/03/2026' }))!) rows.push(row);
    expect(rows).toEqual([
      { date: '01/03/2026', storeId: 'T101', sku: '100101', quantity: 4, amount: '74.5' },
      { date: '02/03/2026', storeId: 'T102', sku: '100102', quantity: 1, amount: '10' },
    ]);
    expect(calls.map((call) => [call.database, call.kind, call.text, call.streamed])).toEqual([['company1', 'execute', 'dbo.spVentasDiarias', true]]);
    expect(backend.rows!(op({ operation: 'nextConsolidatedOrderId', companyId: 1 }))).toBeNull();
  });

  it('selects the next consolidated folio', async () => {
    const { calls, backend } = fakePools(() => [{ IdConsolidado: 4711 }]);
    expect(await backend.run(op({ operation: 'nextConsolidatedOrderId', companyId: 1 }))).toEqual([{ IdConsolidado: 4711 }]);
    expect(calls[0].text).toMatch(/^SELECT ISNULL\(MAX\(IdConsolidado\), 0\) \+ 1 AS IdConsolidado FROM dbo\.OC$/);
    expect(calls[0].inputs).toEqual([]);
  });

  const purchaseOrder = (lineCount: number) =>
    op({
      operation: 'insertPurchaseOrder',
      companyId: 1,
      consolidatedId: 4711,
      orders: ['T001', 'T002'].map((storeId) => ({ storeId, providerId: 'PROV-1', orderDate: '10/03/2026', subtotal: 10, iva: 1.6, ieps: 0, total: 11.6 })),
      lines: Array.from({ length: lineCount }, (_, index) => ({
        storeId: index % 2 === 0 ? 'T001' : 'T002',
        sku: `SKU'${index}; DROP TABLE OC--`,
        packages: 1 + (index % 3),
        piecesPerPackage: 12,
        price: 20.5,
        iva: 3.28,
        ieps: 0,
        total: 23.78,
      })),
    });

  it('inserts OC, OCDet in batches and OCAutomatica inside one transaction', async () => {
    let nextId = 900;
    const { calls, events, backend } = fakePools((call) => {
      if (call.text.startsWith('SELECT')) return [{ orders: 0, lines: 0, automatic: 0 }];
      if (call.text.includes('OUTPUT INSERTED.IdOC')) return [{ IdOC: ++nextId }];
      return [];
    });
    const lines = orderLinesPerStatement * 2 + 50;
    const result = await backend.run(purchaseOrder(lines));
    expect(result).toEqual({ consolidatedId: 4711, ordersInserted: 2, linesInserted: lines, automaticInserted: 2 });
    expect(events).toEqual(['begin company1', 'commit']);
    expect(calls.every((call) => call.inTransaction)).toBe(true);

    const headers = calls.filter((call) => call.text.startsWith('INSERT INTO dbo.OC ('));
    expect(headers).toHaveLength(2);
    expect(Object.fromEntries(headers[0].inputs.map((bound) => [bound.name, bound.value]))).toMatchObject({
      ClaUN: 'T001',
      FecOC: '10/03/2026',
      Estatus: 2,
      ClaMoneda: 1,
      ClaUsuario: 42,
      IdSesion: 9999,
      IdConsolidado: 4711,
    });
    expect(headers[0].text).toContain('CONVERT(date, @FecOC, 103)');

    const details = calls.filter((call) => call.text.startsWith('INSERT INTO dbo.OCDet'));
    expect(details.map((call) => call.inputs.length / 10)).toEqual([orderLinesPerStatement, orderLinesPerStatement, 50]);
    expect(details.every((call) => call.inputs.length <= 2100)).toBe(true);
    // Hostile text stays a parameter value, never part of the statement.
    expect(details.some((call) => call.text.includes('DROP'))).toBe(false);
    const first = Object.fromEntries(
      details[0].inputs.filter((bound) => bound.name.endsWith('0') && !bound.name.endsWith('00')).map((bound) => [bound.name, bound.value]),
    );
    expect(first).toMatchObject({ IdOC0: 901, ClaUN0: 'T001', ClaArti0: "SKU'0; DROP TABLE OC--", Unidad0: 'PIEZA' });
    const second = details[0].inputs.find((bound) => bound.name === 'IdOC1');
    expect(second?.value).toBe(902);

    const automatic = calls.filter((call) => call.text.startsWith('INSERT INTO dbo.OCAutomatica'));
    expect(automatic.map((call) => call.inputs.map((bound) => bound.value))).toEqual([
      [4711, 901],
      [4711, 902],
    ]);
  });

  it('treats a repeated insert as done and refuses a different order on the same folio', async () => {
    const same = fakePools(() => [{ orders: 2, lines: 3, automatic: 2 }]);
    expect(await same.backend.run(purchaseOrder(3))).toMatchObject({ linesInserted: 3 });
    expect(same.calls).toHaveLength(1);
    expect(same.events).toEqual(['begin company1', 'rollback']);

    const other = fakePools(() => [{ orders: 2, lines: 7, automatic: 2 }]);
    await expect(other.backend.run(purchaseOrder(3))).rejects.toThrow(/already belongs to another purchase order/);
  });

  it('rolls back when a statement fails', async () => {
    const { events, backend } = fakePools((call) => {
      if (call.text.startsWith('SELECT')) return [{ orders: 0, lines: 0, automatic: 0 }];
      if (call.text.includes('OUTPUT INSERTED.IdOC')) return [{ IdOC: 1 }];
      return new Error('Violation of FOREIGN KEY constraint');
    });
    await expect(backend.run(purchaseOrder(2))).rejects.toThrow(/FOREIGN KEY/);
    expect(events).toEqual(['begin company1', 'rollback']);
  });
});

describe('ERP backend from configuration', () => {
  const base = {
    ERP_MSSQL_PORT: 1433,
    ERP_MSSQL_DATABASE_COMPANY1: 'FortiaBAMA',
    ERP_MSSQL_DATABASE_OTHERS: 'FortiaTCO',
  };
  it('chooses the simulator, SQL Server or nothing', async () => {
    const { createErpBackend } = await import('../fromConfig');
    expect(createErpBackend({ ...base, ERP_BACKEND: 'simulator' })?.name).toBe('simulator');
    expect(createErpBackend({ ...base, ERP_BACKEND: 'none' })).toBeNull();
    expect(() => createErpBackend({ ...base, ERP_BACKEND: 'mssql' })).toThrow(expect.objectContaining({ code: 'ERP_BACKEND_NOT_CONFIGURED' }));
    const backend = createErpBackend({ ...base, ERP_BACKEND: 'mssql', ERP_MSSQL_SERVER: '127.0.0.1', ERP_MSSQL_USER: 'sa', ERP_MSSQL_PASSWORD: 'x' });
    expect(backend?.name).toBe('mssql');
    await backend?.close?.();
  });
});
