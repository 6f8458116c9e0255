import { randomInt, randomUUID } from 'node:crypto';
import { AppError } from '../../domain/errors/catalogue';
import type { ErpOperationInput, PriceListOfferRow } from '../../domain/erp/operations';
import { exportDayOf, nextExportDay, priceListCsv, PRICE_LIST_FILE_NAME, type PriceLine } from '../../domain/pricing/priceList';
import { canAddArticle } from '../../domain/pricing/priceList';
import { PriceListExportModel, type PriceListExport } from '../../db/models/pricing/priceListExport';
import { OrganizationModel } from '../../db/models/stores/organization';
import { buildFileKey, type FileStorage } from '../../integrations/storage';
import { isDuplicateKeyError } from '../../db/models/common';
import { ERP_QUERY_WORKFLOW, erpQueryInput, type ErpQueryResult } from '../../workflows/erp/erpQuery';
import type { WorkflowGateway } from '../../workers/gateway';
import type { Principal } from '../context';

/**
 * The customer price list (spec 002, Pricing). Readings go to the ERP through the ERP query
 * process with typed operations; the export writes ListadePrecios.csv to the file storage once per
 * company and stores' day, which the unique (companyId, day) index enforces against simultaneous
 * exports too.
 */

export const priceListTables = ['customers', 'offers', 'articles'] as const;
export type PriceListTable = (typeof priceListTables)[number];

/** Runs of the price-list readings carry this prefix, so a poll cannot read another process's run. */
export const PRICE_LIST_QUERY_PREFIX = 'priceList-';

export function priceListOperation(table: PriceListTable, companyId: number, options: { search?: string; customerKeys?: string[] }): ErpOperationInput {
  if (table === 'customers') return { operation: 'priceListCustomers', companyId, search: options.search ?? '' };
  if (table === 'offers') return { operation: 'priceListOffers', companyId, customerKeys: options.customerKeys ?? [] };
  return { operation: 'priceListArticles', companyId, search: options.search ?? '' };
}

export async function startPriceListQuery(
  gateway: WorkflowGateway,
  config: { ERP_POLL_INTERVAL_MS: number; ERP_DEADLINE_MS: number },
  operation: ErpOperationInput,
): Promise<string> {
  const workflowId = `${PRICE_LIST_QUERY_PREFIX}${operation.operation}-${randomUUID()}`;
  await gateway.start(ERP_QUERY_WORKFLOW, erpQueryInput(operation, config), { workflowId });
  return workflowId;
}

export async function priceListCompanies(now: number = Date.now()) {
  const [organizations, exportedToday] = await Promise.all([
    OrganizationModel.find({ active: { $ne: false } })
      .sort({ organizationId: 1 })
      .lean(),
    PriceListExportModel.find({ day: exportDayOf(now) }).lean(),
  ]);
  const done = new Set(exportedToday.map((record) => record.companyId));
  return organizations.map((organization) => ({
    organizationId: organization.organizationId,
    organizationName: organization.organizationName,
    erpCompanyId: organization.erpCompanyId,
    exportedToday: done.has(organization.erpCompanyId),
    nextExportDay: done.has(organization.erpCompanyId) ? nextExportDay(exportDayOf(now)) : exportDayOf(now),
  }));
}

export async function requireCompany(companyId: number): Promise<void> {
  if (!(await OrganizationModel.exists({ erpCompanyId: companyId }))) throw new AppError('PRICE_LIST_COMPANY_UNKNOWN', { companyId });
}

/** The company's current offers, read from the ERP and waited for (the CLI exports them with new dates). */
export async function currentOffers(
  gateway: WorkflowGateway,
  config: { ERP_POLL_INTERVAL_MS: number; ERP_DEADLINE_MS: number },
  companyId: number,
): Promise<PriceLine[]> {
  const workflowId = await startPriceListQuery(gateway, config, { operation: 'priceListOffers', companyId, customerKeys: [] });
  const result = await gateway.result<ErpQueryResult<'priceListOffers'>>(workflowId, { timeoutMs: config.ERP_DEADLINE_MS + 5_000 });
  const rows: PriceListOfferRow[] = result.rows;
  return rows
    .filter((row) => canAddArticle(row.precioofe))
    .map((row) => ({ clacte: row.clacte, claemp: companyId, claarti: row.claarti, precioofe: row.precioofe, pctdescto: row.pctdescto }));
}

export interface ExportPriceListInput {
  companyId: number;
  from: string;
  to: string;
  lines: PriceLine[];
}

/** The file's key: one folder per company and day, the file keeps the name the ERP loads. */
export function priceListFileKey(companyId: number, day: string): string {
  return buildFileKey('private', 'pricing', `excel/${companyId}-${day}/${PRICE_LIST_FILE_NAME}`);
}

export function exportView(record: PriceListExport & { _id: unknown }, storage: FileStorage | undefined) {
  return {
    id: String(record._id),
    companyId: record.companyId,
    day: record.day,
    sessionId: record.sessionId,
    offerFrom: record.offerFrom,
    offerTo: record.offerTo,
    lineCount: record.lineCount,
    customerCount: record.customerCount,
    fileName: record.fileName,
    status: record.status,
    downloadUrl: storage && record.status === 'done' ? storage.url(record.fileKey, { expiresInSeconds: 15 * 60 }) : null,
    exportedBy: record.exportedBy.fullName || record.exportedBy.userName,
    exportedAt: record.exportedAt.toISOString(),
    nextExportDay: nextExportDay(record.day),
  };
}

/**
 * Exports the list: claims the company's day first (the unique index refuses a second claim, even
 * one sent at the same moment), then writes the file; a failed write frees the day again.
 */
export async function exportPriceList(storage: FileStorage, principal: Principal, input: ExportPriceListInput, now: number = Date.now()) {
  const day = exportDayOf(now);
  const fileKey = priceListFileKey(input.companyId, day);
  const sessionId = randomInt(100_000_000, 999_999_999);
  let record;
  try {
    record = await PriceListExportModel.create({
      companyId: input.companyId,
      day,
      status: 'writing',
      sessionId,
      offerFrom: input.from,
      offerTo: input.to,
      lineCount: input.lines.length,
      customerCount: new Set(input.lines.map((line) => line.clacte)).size,
      fileKey,
      fileName: PRICE_LIST_FILE_NAME,
      exportedBy: { id: principal.id, userName: principal.userName, fullName: principal.fullName },
      exportedAt: new Date(now),
    });
  } catch (error) {
    if (isDuplicateKeyError(error)) {
      throw new AppError('PRICE_LIST_ALREADY_EXPORTED', { companyId: input.companyId, day, nextDay: nextExportDay(day) });
    }
    throw error;
  }
  try {
    const csv = priceListCsv(input.lines, { from: input.from, to: input.to, sessionId });
    await storage.put(fileKey, csv, { contentType: 'text/csv; charset=utf-8', metadata: { fileName: PRICE_LIST_FILE_NAME, exportedBy: principal.userName } });
  } catch (error) {
    await PriceListExportModel.deleteOne({ _id: record._id });
    throw error;
  }
  const done = await PriceListExportModel.findByIdAndUpdate(record._id, { $set: { status: 'done' } }, { returnDocument: 'after' }).lean();
  return exportView(done ?? { ...record.toObject(), status: 'done' }, storage);
}

export async function listPriceListExports(storage: FileStorage | undefined, filter: { companyId?: number | null; limit?: number | null }) {
  const records = await PriceListExportModel.find({ status: 'done', ...(filter.companyId ? { companyId: filter.companyId } : {}) })
    .sort({ exportedAt: -1 })
    .limit(Math.min(filter.limit ?? 100, 300))
    .lean();
  return records.map((record) => exportView(record, storage));
}

/** The stored file's text, for the CLI's --file (it has the operator token, not a browser link). */
export async function priceListFileText(storage: FileStorage, id: string): Promise<string | null> {
  const record = await PriceListExportModel.findById(id).lean();
  if (!record) return null;
  const file = await storage.get(record.fileKey);
  if (!file) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of file.stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}
