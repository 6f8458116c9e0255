import { AppError } from '../../domain/errors/catalogue';
import { readCsv } from '../../domain/common/csv';
import { FORECAST_CSV_HEADER, forecastRowSchema, MAX_FORECAST_IMPORT_ROWS, type ForecastRow } from '../../domain/purchasing/schemas';
import {
  decodeSeries,
  encodeSeries,
  ForecastModel,
  ForecastRunModel,
  forecastStoreDays,
  writeRange,
  writeStoreWeekDays,
  type DailySeries,
  type StoreDays,
} from '../../db/models/purchasing';
import { ProductModel } from '../../db/models/products/product';
import { WarehouseModel } from '../../db/models/stores/warehouse';
import { daysBetween } from '../../domain/purchasing/dates';
import type { ForecastImportPart } from '../../domain/purchasing/forecastCsv';

/**
 * Forecast import (CSV: date,item,store,p10,p50,p90). Every row is validated, and its store and
 * article checked, before anything is written; a day of an item at a store has one value, so
 * importing the same file twice changes nothing (idempotent per date-item-store) and a newer file
 * replaces the days it carries. A large file comes in parts (domain/purchasing/forecastCsv.ts):
 * each part is validated and written on its own, and the parts of one import id are listed as one
 * import, running until the last part arrives (a part sent again is counted once).
 */
export async function importForecastCsv(input: {
  csv: string;
  fileName: string;
  by: { userName: string; fullName: string };
  runId: string;
  part?: ForecastImportPart;
}) {
  const part = input.part;
  const runId = part ? part.importId : input.runId;
  try {
    return await importPart(input, runId);
  } catch (error) {
    // A part that fails ends its import as failed (the parts before it stay written).
    if (part && error instanceof AppError) {
      await ForecastRunModel.updateOne({ runId, kind: 'imported' }, { $set: { status: 'failed', failure: error.messageIn('es'), finishedAt: new Date() } });
    }
    throw error;
  }
}

async function importPart(input: { csv: string; fileName: string; by: { userName: string; fullName: string }; part?: ForecastImportPart }, runId: string) {
  const firstLine = input.part?.firstLine ?? 2;
  const [headerRecord, ...records] = readCsv(input.csv);
  const header = (headerRecord?.cells ?? []).map((name) => name.trim().toLowerCase());
  const missing = FORECAST_CSV_HEADER.filter((name) => !header.includes(name));
  if (missing.length > 0) throw new AppError('FORECAST_CSV_COLUMNS', { columns: missing.join(', ') });
  if (records.length === 0 || records.length > MAX_FORECAST_IMPORT_ROWS) {
    throw new AppError('FORECAST_CSV_ROWS', { rows: records.length.toLocaleString('en-US'), max: MAX_FORECAST_IMPORT_ROWS.toLocaleString('en-US') });
  }
  const rows: ForecastRow[] = [];
  for (const record of records) {
    const row = forecastRowSchema.safeParse(Object.fromEntries(header.map((name, index) => [name, record.cells[index]])));
    if (row.success) {
      rows.push(row.data);
      continue;
    }
    // The first bad row, by the line of the file it starts on (the part's header is its line 1).
    const line = record.line - 2 + firstLine;
    const issue = row.error.issues[0]!;
    if (issue.message === 'FORECAST_QUANTILES_ORDER') throw new AppError('FORECAST_CSV_ROW_ORDER', { line });
    throw new AppError('FORECAST_CSV_ROW_VALUE', { line, field: String(issue.path[0] ?? '?') });
  }
  const storeIds = [...new Set(rows.map((row) => row.store))];
  const stores = await WarehouseModel.find({ warehouseId: { $in: storeIds } })
    .select({ warehouseId: 1, organization: 1 })
    .lean();
  const organizationOf = new Map(stores.map((store) => [store.warehouseId, store.organization.organizationId]));
  const unknown = storeIds.filter((store) => !organizationOf.has(store));
  if (unknown.length > 0) throw new AppError('FORECAST_CSV_UNKNOWN_STORES', { stores: unknown.slice(0, 5).join(', ') + (unknown.length > 5 ? '…' : '') });
  // Each article must be in the catalogue of its store's company.
  const items = [...new Set(rows.map((row) => row.item))];
  const products = await ProductModel.find({ sku: { $in: items }, 'organization.organizationId': { $in: [...new Set(organizationOf.values())] } })
    .select({ _id: 0, sku: 1, organization: 1 })
    .lean();
  const known = new Set(products.map((product) => `${product.organization.organizationId}|${product.sku}`));
  const unknownItems = [...new Set(rows.filter((row) => !known.has(`${organizationOf.get(row.store)}|${row.item}`)).map((row) => row.item))];
  if (unknownItems.length > 0) {
    throw new AppError('FORECAST_CSV_UNKNOWN_ITEMS', {
      count: unknownItems.length,
      items: unknownItems.slice(0, 5).join(', ') + (unknownItems.length > 5 ? '…' : ''),
    });
  }
  if (input.part) {
    const run = await ForecastRunModel.findOne({ runId }).select({ kind: 1 }).lean();
    if (run && run.kind !== 'imported') throw new AppError('FORECAST_IMPORT_PART_INVALID');
  }

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
        update: {
          $set: {
            organizationId: organizationOf.get(store)!,
            firstDay,
            p10: encodeSeries(align(p10)),
            p50: encodeSeries(align(p50)),
            p90: encodeSeries(align(p90)),
            runId,
            updatedAt: new Date(),
          },
        },
        upsert: true,
      },
    });
  }
  for (let index = 0; index < operations.length; index += 1000) await ForecastModel.bulkWrite(operations.slice(index, index + 1000), { ordered: false });
  // The same days into the grid's store-weeks.
  for (const [organizationId, days] of weekDays) await writeStoreWeekDays(organizationId, days);
  const start = rows.map((row) => row.date).sort()[0] ?? null;
  if (!input.part) {
    await ForecastRunModel.create({
      runId,
      kind: 'imported',
      organizationId: null,
      providerId: null,
      storeIds,
      start,
      horizonDays: null,
      fileName: input.fileName,
      status: 'done',
      done: groups.size,
      total: groups.size,
      rows: rows.length,
      createdBy: input.by,
      createdAt: new Date(),
      finishedAt: new Date(),
      failure: null,
      workflowId: null,
    });
    return { runId, rows: rows.length, pairs: groups.size, part: 1, parts: 1, importedRows: rows.length };
  }
  const run = await recordPart(runId, input.part, { rows: rows.length, storeIds, start }, input);
  return { runId, rows: rows.length, pairs: groups.size, part: input.part.part, parts: input.part.parts, importedRows: run.rows };
}

/**
 * The import's run after one more part: its rows are those of every part received (a part sent
 * again replaces its own count), done counts the parts, and it is done when all have arrived.
 */
async function recordPart(
  runId: string,
  part: ForecastImportPart,
  figures: { rows: number; storeIds: string[]; start: string | null },
  input: { fileName: string; by: { userName: string; fullName: string } },
) {
  const now = new Date();
  await ForecastRunModel.updateOne(
    { runId },
    {
      $setOnInsert: {
        runId,
        kind: 'imported',
        organizationId: null,
        providerId: null,
        start: null,
        horizonDays: null,
        fileName: input.fileName,
        status: 'running',
        done: 0,
        total: part.parts,
        rows: 0,
        partRows: [],
        createdBy: input.by,
        createdAt: now,
        finishedAt: null,
        failure: null,
        workflowId: null,
      },
    },
    { upsert: true },
  );
  const run = (await ForecastRunModel.findOne({ runId }).lean())!;
  const partRows = [...(run.partRows ?? []).filter((item) => item.part !== part.part), { part: part.part, rows: figures.rows }].sort((a, b) => a.part - b.part);
  const rows = partRows.reduce((sum, item) => sum + item.rows, 0);
  const complete = partRows.length >= part.parts;
  const start = [run.start, figures.start].filter((day): day is string => Boolean(day)).sort()[0] ?? null;
  await ForecastRunModel.updateOne(
    { runId },
    {
      $set: {
        partRows,
        rows,
        done: partRows.length,
        total: part.parts,
        start,
        ...(run.status === 'failed' ? {} : { status: complete ? 'done' : 'running', finishedAt: complete ? now : null }),
      },
      $addToSet: { storeIds: { $each: figures.storeIds } },
    },
  );
  return { rows };
}
