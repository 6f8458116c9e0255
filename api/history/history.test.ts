import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChangeHistoryEntryModel } from '../../db/models/history/changeHistoryEntry';
import { storeDate } from '../../domain/common/time';
import { startHistoryTestApp, type HistoryTestApp } from './testing';

/** Issue 22: the record panel, the audit log (search, permission, bad filters), the CSV export and refused writes. */
let app: HistoryTestApp;
let admin: string;
let clientes: string;

const PAGE = 'page pageSize total entries { id at area recordType recordId operation actor { kind id name runId } changes { field before after } }';

beforeAll(async () => {
  app = await startHistoryTestApp();
  admin = await app.signIn('admin');
  clientes = await app.signIn('clientes');
  const created = await app.gql(
    'mutation { createCustomerType(input: { customerTypeId: "HX", customerTypeName: "Historial" }) { id } }',
    {},
    { cookie: admin },
  );
  if (created.errors) throw new Error(created.errors[0]!.message);
  await app.gql('mutation { renameCustomerType(customerTypeId: "HX", customerTypeName: "=Historial 2") { id } }', {}, { cookie: admin });
}, 180_000);

afterAll(async () => {
  await app?.close();
});

type Page = {
  page: number;
  total: number;
  entries: { recordId: string; operation: string; actor: { name: string }; changes: { field: string; before: unknown; after: unknown }[] }[];
};

describe('recordHistory', () => {
  it("lists a record's entries newest first for whoever reads its area", async () => {
    const id = (
      await app.gql<{ customerTypes: { id: string; customerTypeId: string }[] }>('{ customerTypes { id customerTypeId } }', {}, { cookie: admin })
    ).data!.customerTypes.find((type) => type.customerTypeId === 'HX')!.id;
    const answer = await app.gql<{ recordHistory: Page }>(
      `query ($id: String!) { recordHistory(recordType: "CustomerType", recordId: $id) { ${PAGE} } }`,
      { id },
      { cookie: clientes },
    );
    expect(answer.errors).toBeUndefined();
    const page = answer.data!.recordHistory;
    expect(page.entries.map((entry) => entry.operation)).toEqual(['update', 'create']);
    expect(page.entries[0]!.actor.name).toBe('admin');
    expect(page.entries[0]!.changes).toContainEqual({ field: 'customerTypeName', before: 'Historial', after: '=Historial 2' });
  });

  it("refuses a caller without the area's read scope, and an unknown record type", async () => {
    const compras = await app.signIn('compras');
    expect(
      (await app.gql('{ recordHistory(recordType: "CustomerType", recordId: "x") { total } }', {}, { cookie: compras })).errors?.[0]!.extensions.errorCode,
    ).toBe('FORBIDDEN');
    expect((await app.gql('{ recordHistory(recordType: "Nope", recordId: "x") { total } }', {}, { cookie: admin })).errors?.[0]!.extensions.errorCode).toBe(
      'HISTORY_AREA_UNKNOWN',
    );
  });
});

describe('changeHistory (the audit log)', () => {
  it('searches by user, area, record type, operation and days, pages on the server', async () => {
    const today = storeDate(Date.now());
    const search = async (filter: Record<string, unknown>, page = 1, pageSize = 50) =>
      (
        await app.gql<{ changeHistory: Page }>(
          `query ($filter: ChangeHistoryFilter, $page: Int, $pageSize: Int) { changeHistory(filter: $filter, page: $page, pageSize: $pageSize) { ${PAGE} } }`,
          { filter, page, pageSize },
          { cookie: admin },
        )
      ).data!.changeHistory;
    const mine = await search({ userName: 'admin', area: 'customers', recordType: 'CustomerType', from: today, to: today });
    expect(mine.total).toBeGreaterThanOrEqual(2);
    expect(mine.entries.every((entry) => entry.actor.name === 'admin')).toBe(true);
    expect((await search({ operation: 'create', userName: 'admin' })).entries.every((entry) => entry.operation === 'create')).toBe(true);
    expect((await search({ userName: 'nadie' })).total).toBe(0);
    const second = await search({}, 2, 1);
    expect(second).toMatchObject({ page: 2 });
    expect(second.entries).toHaveLength(1);
    expect((await search({ to: '2000-01-01' })).total).toBe(0);
  });

  it("answers a bad filter with a clear error in the caller's language, never a server error", async () => {
    const bad = async (filter: Record<string, unknown>, lang = 'es') =>
      (await app.gql('query ($filter: ChangeHistoryFilter) { changeHistory(filter: $filter) { total } }', { filter }, { cookie: admin, lang })).errors?.[0];
    expect(await bad({ from: '2026-02-30' })).toMatchObject({
      message: 'La fecha 2026-02-30 no es válida: escríbela como aaaa-MM-dd.',
      extensions: { errorCode: 'HISTORY_DATE_INVALID' },
    });
    expect(await bad({ from: '2026-03-02', to: '2026-03-01' }, 'en')).toMatchObject({
      message: 'The start date (2026-03-02) is after the end date (2026-03-01).',
    });
    expect((await bad({ operation: 'erase' }))?.extensions.errorCode).toBe('HISTORY_OPERATION_UNKNOWN');
    expect((await bad({ area: 'nowhere' }))?.extensions.errorCode).toBe('HISTORY_AREA_UNKNOWN');
    expect((await app.gql('{ changeHistory(pageSize: 100000) { total } }', {}, { cookie: admin })).errors?.[0]!.extensions.errorCode).toBe(
      'HISTORY_PAGE_INVALID',
    );
  });

  it('needs history:read (the administrator has it, customer service does not)', async () => {
    const me = await app.gql<{ me: { permissions: string[] } }>('{ me { permissions } }', {}, { cookie: admin });
    expect(me.data!.me.permissions).toContain('history:read');
    expect((await app.gql('{ changeHistory { total } }', {}, { cookie: clientes })).errors?.[0]!.extensions.errorCode).toBe('FORBIDDEN');
    expect((await app.gql('{ changeHistoryAreas }', {}, { cookie: clientes })).errors?.[0]!.extensions.errorCode).toBe('FORBIDDEN');
    const areas = (await app.gql<{ changeHistoryAreas: string[] }>('{ changeHistoryAreas }', {}, { cookie: admin })).data!.changeHistoryAreas;
    expect(areas).toContain('customers');
    expect(areas).toContain('customers/Customer');
  });

  it('has no mutation that edits or deletes an entry', async () => {
    const fields = (await app.gql<{ __schema: { mutationType: { fields: { name: string }[] } } }>('{ __schema { mutationType { fields { name } } } }')).data!
      .__schema.mutationType.fields;
    expect(fields.filter((field) => /history|audit ?log/i.test(field.name))).toEqual([]);
  });
});

describe('the CSV export', () => {
  it("streams the filtered log through the lists' export, formula-safe, with the same permission", async () => {
    const response = await app.rest('GET', '/api/export/history.csv?recordType=CustomerType&userName=admin', undefined, { cookie: admin });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/csv');
    expect(response.headers.get('content-disposition')).toContain('audit-log-');
    const text = await response.text();
    expect(text.split('\r\n')[0]).toBe('at,actorKind,actorId,actorName,runId,area,recordType,recordId,operation,field,before,after');
    expect(text).toContain(`,customerTypeName,Historial,"'=Historial 2"`);
    expect((await app.rest('GET', '/api/export/history.csv', undefined, { cookie: clientes })).status).toBe(403);
    const bad = await app.rest('GET', '/api/export/history.csv?from=ayer', undefined, { cookie: admin, lang: 'en' });
    expect(bad.status).toBe(422);
    expect(JSON.stringify(await bad.json())).toContain('The date ayer is not valid');
    const badSort = await app.rest('GET', '/api/export/history.csv?sort=changes', undefined, { cookie: admin });
    expect(badSort.status).toBe(422);
    expect(JSON.stringify(await badSort.json())).toContain('Revisa los datos');
  });

  it('sorts the log on the server by each column both ways, the export in the same order', async () => {
    const QUERY =
      'query ($sort: ChangeHistorySort, $direction: SortDirection, $page: Int) { changeHistory(page: $page, pageSize: 2, sort: $sort, direction: $direction) { total entries { id } } }';
    const keyOf: Record<
      string,
      (entry: {
        at: number;
        actor: { name: string };
        area: string;
        recordType: string;
        recordId: string;
        operation: string;
        _id: { toString(): string };
      }) => string
    > = {
      at: (entry) => String(entry.at).padStart(15, '0'),
      actorName: (entry) => entry.actor.name,
      area: (entry) => entry.area,
      record: (entry) => `${entry.recordType}\u0000${entry.recordId}`,
      operation: (entry) => entry.operation,
    };
    const stored = await ChangeHistoryEntryModel.find().lean();
    for (const [sort, key] of Object.entries(keyOf)) {
      for (const direction of ['asc', 'desc'] as const) {
        const ids: string[] = [];
        for (let page = 1; ids.length < stored.length; page += 1) {
          const answer = await app.gql<{ changeHistory: { entries: { id: string }[] } }>(QUERY, { sort, direction, page }, { cookie: admin });
          expect(answer.errors).toBeUndefined();
          ids.push(...answer.data!.changeHistory.entries.map((entry) => entry.id));
        }
        expect(new Set(ids).size).toBe(stored.length);
        const keys = ids.map((id) => key(stored.find((entry) => entry._id.toString() === id) as never));
        const ordered = [...keys].sort();
        expect(keys).toEqual(direction === 'asc' ? ordered : ordered.reverse());
      }
    }
    const csv = await (await app.rest('GET', '/api/export/history.csv?sort=operation&direction=desc', undefined, { cookie: admin })).text();
    const operations = csv
      .trim()
      .split('\r\n')
      .slice(1)
      .map((line) => line.split(',')[8]);
    expect(operations).toEqual([...operations].sort().reverse());
    const bad = await app.gql('{ changeHistory(sort: changes) { total } }', {}, { cookie: admin });
    expect(bad.errors?.[0]!.message).toContain('changes');
  });
});

describe('refused writes and secrets', () => {
  it('leaves no entry for a refused write (validation, duplicate, permission)', async () => {
    const before = await ChangeHistoryEntryModel.countDocuments();
    expect(
      (await app.gql('mutation { createCustomerType(input: { customerTypeId: "HX", customerTypeName: "Otra" }) { id } }', {}, { cookie: admin })).errors,
    ).toBeDefined();
    expect((await app.gql('mutation { createWorkplan(input: { workplanName: "" }) { id } }', {}, { cookie: admin })).errors).toBeDefined();
    expect(
      (await app.gql('mutation { createSystemRole(input: { systemRoleName: "Intruso" }) { systemRoleId } }', {}, { cookie: clientes })).errors,
    ).toBeDefined();
    expect(await ChangeHistoryEntryModel.countDocuments()).toBe(before);
  });

  it('leaves no entry for a refused REST write (a bad commissions body, a stale or unknown product image, an area without write scope)', async () => {
    const before = await ChangeHistoryEntryModel.countDocuments();
    expect((await app.rest('POST', '/api/commissions/organization/01/area', { name: 'A' }, { cookie: admin })).status).toBe(422);
    expect((await app.rest('PATCH', '/api/commissions/parameter/demo-param-rate/uploaded-at/2030-01-01', { value: 1 }, { cookie: admin })).status).toBe(404);
    expect((await app.rest('POST', '/api/commissions/organization/01/area', { name: 'Intrusos' }, { cookie: clientes })).status).toBeGreaterThanOrEqual(400);
    const form = new FormData();
    form.append('image', new Blob([new Uint8Array(Buffer.from('hola, no soy una imagen'))], { type: 'image/png' }), 'foto.png');
    expect(
      (await fetch(`${app.url}/api/products/by-sku/NOEXISTE1/image`, { method: 'POST', body: form, headers: { cookie: admin } })).status,
    ).toBeGreaterThanOrEqual(400);
    expect(await ChangeHistoryEntryModel.countDocuments()).toBe(before);
  });

  it('records a REST write of the commissions API with the caller', async () => {
    const response = await app.rest('POST', '/api/commissions/organization/01/area', { name: 'Área del historial' }, { cookie: admin });
    expect(response.status).toBe(201);
    const id = ((await response.json()) as { node: { id: string } }).node.id;
    const entries = await ChangeHistoryEntryModel.find({ recordType: 'CommissionArea', recordId: id }).lean();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ operation: 'create', area: 'commissions', actor: { kind: 'staff', name: 'admin' } });
  });

  it('never writes a password hash, PIN, TOTP secret or token', async () => {
    await app.gql(
      'mutation { createUser(input: { userName: "secreto1", temporaryPassword: "Temporal#2026x", fullName: "Secreto Uno", positionId: "it" }) { userName } }',
      {},
      { cookie: admin },
    );
    await app.gql('mutation { resetUserPassword(userName: "secreto1", temporaryPassword: "Otra#2026xyz") { userName } }', {}, { cookie: admin });
    await app.gql('mutation { issueStoreToken(storeId: "CO101", label: "caja secreta") { __typename } }');
    const all = JSON.stringify(await ChangeHistoryEntryModel.find({ recordType: { $in: ['Attendant', 'StoreToken'] } }).lean());
    expect(all).not.toMatch(/\$argon2|Temporal#2026x|Otra#2026xyz/);
    expect(all).toContain('"field":"passwordHash","before":"[redacted]","after":"[redacted]"');
  });
});
