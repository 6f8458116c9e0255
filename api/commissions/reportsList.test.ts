import { describe, expect, it } from 'vitest';
import { readCsv } from '../../domain/common/csv';
import { reportSortFields, reportSortKeys } from '../../domain/commissions/reportSort';
import { CommissionReportModel } from '../../db/models/commissions';
import { call, download, useCommissionsApi } from './testing';

/**
 * The commission reports list (spec 003 section 9) in the one data table: sorted on the server by
 * each sortable column (an index each, `_id` breaking ties), and the whole search exported through
 * `/api/export/commissionReports.csv` in the same order, formula-safe, with the search's access.
 */
useCommissionsApi();

const search = (json: object, lang: 'es' | 'en' = 'es', as?: string) =>
  call('POST', '/report/search', { json: { organization_id: '01', type: 'organization', ...json }, lang, ...(as ? { as } : {}) });

async function databaseOrder(field: string, direction: 'asc' | 'desc'): Promise<string[]> {
  const rows = await CommissionReportModel.find({ organizationId: '01' }, { id: 1 })
    .sort({ [field]: direction === 'asc' ? 1 : -1, _id: 1 })
    .lean();
  return rows.map((row) => row.id);
}

describe('commission reports sorted on the server', () => {
  it('pages in the order of each sortable column both ways, no row twice', async () => {
    const total = await CommissionReportModel.countDocuments({ organizationId: '01' });
    expect(total).toBeGreaterThan(50);
    for (const sort of reportSortKeys) {
      for (const direction of ['asc', 'desc'] as const) {
        const seen: string[] = [];
        for (let page = 1; (page - 1) * 50 < total; page += 1) {
          const answer = await search({ sort, direction, page, page_size: 50 });
          expect(answer.status).toBe(200);
          seen.push(...answer.body.data.results.map((row: { id: string }) => row.id));
        }
        expect(seen, `${sort} ${direction}`).toEqual(await databaseOrder(reportSortFields[sort], direction));
      }
    }
    // The payroll sort really orders by payroll number.
    const payroll = (await search({ sort: 'payroll', direction: 'desc', page_size: 100 })).body.data.results.map(
      (row: { employee_id: string }) => row.employee_id,
    );
    expect(payroll).toEqual([...payroll].sort().reverse());
  });

  it('refuses a sort that is not a column of the list, in the caller’s language', async () => {
    expect(await search({ sort: 'employeeName' })).toMatchObject({
      status: 422,
      body: { error: { code: 'VALIDATION_FAILED', message: expect.stringMatching(/^Revisa los datos: .*sort/) } },
    });
    expect(await search({ sort: 'payroll', direction: 'up' }, 'en')).toMatchObject({
      status: 422,
      body: { error: { message: expect.stringMatching(/^Check the data: .*direction/) } },
    });
  });
});

describe('commission reports CSV export', () => {
  it('downloads the whole search in the asked order, formula-safe, the columns of the table', async () => {
    await CommissionReportModel.updateOne({ organizationId: '01' }, { $set: { employeeName: '=HYPERLINK("http://x")' } });
    const file = await download('/commissionReports.csv?type=organization&organization_id=01&sort=employee&direction=asc');
    expect(file.status).toBe(200);
    expect(file.disposition).toMatch(/filename="commission-reports-\d{4}-\d{2}-\d{2}\.csv"/);
    const [header, ...records] = readCsv(file.text).map((record) => record.cells);
    expect(header).toEqual(['Empresa', 'NoNomina', 'Nombre Empleado', 'Puesto', 'Comisión Variable', 'Fecha Inicio', 'Fecha Cálculo', 'Resultado', 'Tienda']);
    const expected = await CommissionReportModel.find({ organizationId: '01' }).sort({ employeeName: 1, _id: 1 }).lean();
    expect(records.map((record) => record[1])).toEqual(expected.map((row) => row.employeeId));
    expect(records.map((record) => record[2])).toContain(`'=HYPERLINK("http://x")`);
    expect(records[0][0]).not.toBe('01');
    const errors = expected.filter((row) => row.exception);
    for (const row of errors) expect(records[expected.indexOf(row)][7]).toBe(`Error: ${row.exception!.name}`);
    // A search narrowed by dates exports just those.
    const december = await download('/commissionReports.csv?type=organization_dates&organization_id=01&start_date=2025-12-01&end_date=2025-12-31');
    expect(readCsv(december.text).length - 1).toBe(
      await CommissionReportModel.countDocuments({ organizationId: '01', startDate: { $gte: '2025-12-01', $lte: '2025-12-31' } }),
    );
  });

  it('refuses a bad sort or search in the caller’s language, a company the position cannot see, and anonymous callers', async () => {
    const badSort = await download('/commissionReports.csv?type=organization&organization_id=01&sort=employeeName');
    expect(badSort.status).toBe(422);
    expect(JSON.parse(badSort.text)).toMatchObject({ error: { code: 'VALIDATION_FAILED', message: expect.stringMatching(/^Revisa los datos: .*sort/) } });
    const inverted = await download('/commissionReports.csv?type=organization_dates&organization_id=01&start_date=2025-12-31&end_date=2025-12-01');
    expect(JSON.parse(inverted.text)).toMatchObject({ error: { message: 'Fechas Inicio debe ser menos que la fecha Final' } });
    const elsewhere = await download('/commissionReports.csv?type=organization&organization_id=01', { as: 'vc-elsewhere' });
    expect(elsewhere.status).toBe(403);
    expect(JSON.parse(elsewhere.text)).toMatchObject({ error: { message: 'Tu puesto no tiene acceso a la empresa 01.' } });
    expect((await download('/commissionReports.csv?type=organization&organization_id=01', { as: 'nobody' })).status).toBe(401);
    // The reader position reads reports: the export is the search's access, not a write.
    expect((await download('/commissionReports.csv?type=organization&organization_id=01', { as: 'vc-reader' })).status).toBe(200);
  });
});
