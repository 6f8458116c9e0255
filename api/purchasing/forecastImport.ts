import Papa from 'papaparse';
import { AppError } from '../../domain/errors/catalogue';
import { FORECAST_CSV_HEADER, forecastRowSchema, MAX_FORECAST_IMPORT_ROWS, type ForecastRow } from '../../domain/purchasing/schemas';
import { decodeSeries, encodeSeries, ForecastModel, ForecastRunModel, forecastStoreDays, writeRange, writeStoreWeekDays, type DailySeries, type StoreDays } from '../../db/models/purchasing';
import { WarehouseModel } from '../../db/models/stores/warehouse';
import { daysBetween } from '../../domain/purchasing/dates';

/**
 * Forecast import (CSV: date,item,store,p10,p50,p90). Every row is validated before anything is
 * written; a day of an item at a store has one value, so importing the same file twice changes
 * nothing (idempotent per date-item-store) and a newer file replaces the days it carries.
 */
export async function importForecastCsv(input: { csv: string; fileName: string; by: { userName: string; fullName: string }; runId: string }) {
  const parsed = Papa.parse<Record<string, string>>(input.csv.trim(), { header: true, skipEmptyLines: true, transformHeader: (header) => header.trim().toLowerCase() });
  const header = parsed.meta.fields ?? [];
  const missing = FORECAST_CSV_HEADER.filter((name) => !header.includes(name));
  if (missing.length > 0) throw new AppError('FORECAST_CSV_INVALID', { detail: `faltan columnas ${missing.join(', ')}` });
  if (parsed.data.length === 0 || parsed.data.length > MAX_FORECAST_IMPORT_ROWS) throw new AppError('FORECAST_CSV_INVALID', { detail: `${parsed.data.length} filas` });
  const rows: ForecastRow[] = [];
  const problems: string[] = [];
  parsed.data.forEach((record, index) => {
    const row = forecastRowSchema.safeParse(record);
    if (row.success) rows.push(row.data);
    else if (problems.length < 5) problems.push(`línea ${index + 2}: ${row.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`).join(', ')}`);
  });
  if (problems.length > 0) throw new AppError('FORECAST_CSV_INVALID', { detail: problems.join('; ') });
  const storeIds = [...new Set(rows.map((row) => row.store))];
  const stores = await WarehouseModel.find({ warehouseId: { $in: storeIds } }).select({ warehouseId: 1, organization: 1 }).lean();
  const organizationOf = new Map(stores.map((store) => [store.warehouseId, store.organization.organizationId]));
  const unknown = storeIds.filter((store) => !organizationOf.has(store));
  if (unknown.length > 0) throw new AppError('FORECAST_CSV_INVALID', { detail: `tiendas desconocidas ${unknown.slice(0, 5).join(', ')}` });

  const groups = new Map<string, ForecastRow[]>();
  for (const row of rows) groups.set(`${row.store}|${row.item}`, [...(groups.get(`${row.store}|${row.item}`) ?? []), row]);
  const existing = await ForecastModel.find({ store: { $in: storeIds }, item: { $in: [...new Set(rows.map((row) => row.item))] } }).lean();
  const existingOf = new Map(existing.map((doc) => [`${doc.store}|${doc.item}`, doc]));
  const operations = [];
  const weekDays = new Map<string, StoreDays[]>();
  for (const [key, group] of groups) {
    const [store, item] = key.split('|') as [string, string];
    const days = weekDays.get(organizationOf.get(store)!) ?? [];
    for (const row of group) days.push(...forecastStoreDays(store, item, row.date, [row]));
    weekDays.set(organizationOf.get(store)!, days);
    const doc = existingOf.get(key);
    let p10: DailySeries = doc ? decodeSeries(doc.firstDay, doc.p10) : { firstDay: group[0]!.date, values: [] };
    let p50: DailySeries = doc ? decodeSeries(doc.firstDay, doc.p50) : { firstDay: group[0]!.date, values: [] };
    let p90: DailySeries = doc ? decodeSeries(doc.firstDay, doc.p90) : { firstDay: group[0]!.date, values: [] };
    for (const row of group) {
      p10 = writeRange(p10, row.date, [row.p10]);
      p50 = writeRange(p50, row.date, [row.p50]);
      p90 = writeRange(p90, row.date, [row.p90]);
    }
    // The three series share their first day (each grew the same way).
    const firstDay = [p10.firstDay, p50.firstDay, p90.firstDay].sort()[0]!;
    const align = (series: DailySeries) => [...new Array<null>(daysBetween(firstDay, series.firstDay)).fill(null), ...series.values];
    operations.push({
      updateOne: {
        filter: { store, item },
        update: { $set: { organizationId: organizationOf.get(store)!, firstDay, p10: encodeSeries(align(p10)), p50: encodeSeries(align(p50)), p90: encodeSeries(align(p90)), runId: input.runId, updatedAt: new Date() } },
        upsert: true,
      },
    });
  }
  for (let index = 0; index < operations.length; index += 1000) await ForecastModel.bulkWrite(operations.slice(index, index + 1000), { ordered: false });
  // The same days into the grid's store-weeks.
  for (const [organizationId, days] of weekDays) await writeStoreWeekDays(organizationId, days);
  await ForecastRunModel.create({
    runId: input.runId, kind: 'imported', organizationId: null, providerId: null, storeIds, start: rows.map((row) => row.date).sort()[0] ?? null, horizonDays: null,
    fileName: input.fileName, status: 'done', done: groups.size, total: groups.size, rows: rows.length, createdBy: input.by, createdAt: new Date(), finishedAt: new Date(), failure: null, workflowId: null,
  });
  return { runId: input.runId, rows: rows.length, pairs: groups.size };
}
