import { AppError } from '../../domain/errors/catalogue';
import { ParamModel } from '../../db/models/params/param';
import {
  EmptyContainerWindowModel,
  loadXadisSettings,
  XADIS_SETTINGS_ID,
  XadisEmptyContainerModel,
  XadisSettingsModel,
  XadisTransmissionModel,
  type EmptyContainerWindow,
  type XadisEmptyContainer,
  type XadisSettings,
  type XadisTransmission,
} from '../../db/models/xadis';
import { isDuplicateKeyError, type VersionedRecord } from '../../db/models/common';
import { EMPTY_CONTAINER_ARTICLE_KEYS } from '../../domain/xadis/emptyContainerArticles';
import {
  boxTotal,
  canSendReport,
  emptyContainerBanner,
  emptyContainerStockState,
  parseEquivalence,
  stockTypeOf,
  type ErpContainerStock,
  type SaveEmptyContainerReportInput,
} from '../../domain/xadis/emptyContainers';
import { dayWithinRange, reportWindow } from '../../domain/xadis/window';
import {
  TRANSMISSION_BATCHES_PER_RUN,
  TRANSMISSION_ERP_WINDOW,
  TRANSMISSION_PROCESS_VERSION,
  type TransmissionRange,
  type XadisSettingsInput,
} from '../../domain/xadis/transmissions';
import { storeDate, storeDayStart } from '../../domain/common/time';
import { ERP_QUERY_WORKFLOW, erpQueryInput, type ErpQueryResult } from '../../workflows/erp/erpQuery';
import type { WorkflowGateway } from '../../workers/gateway/types';
import { applySchedule } from '../../workers/gateway/schedules';
import { PARTNER_TRANSMISSION_WORKFLOW, partnerTransmissionProgressQuery, type PartnerTransmissionProgress } from '../../workflows/xadis/partnerTransmission';
import { TRANSMISSION_SCHEDULE_ID, transmissionSchedule } from '../../domain/xadis/schedules';

/**
 * The xadis area's business operations and every database call: the window's empty-container
 * report (with the ERP stock of the window), its history, the partner transmissions and settings.
 */
type ErpConfig = { ERP_POLL_INTERVAL_MS: number; ERP_DEADLINE_MS: number };

export async function equivalenceProducts() {
  const param = await ParamModel.findOne({ param: 'equivalenceEmptyContainer', $or: [{ endDate: null }, { endDate: { $gt: Math.floor(Date.now() / 1000) } }] })
    .sort({ startDate: -1 })
    .lean();
  return parseEquivalence(param?.value).map((item) => ({ ...item, stockType: stockTypeOf(item.description) }));
}

type ReportRecord = XadisEmptyContainer & VersionedRecord & { _id: unknown };

export interface EmptyContainerScreen {
  windowStart: number;
  windowEnd: number;
  day: string;
  captureDate: string;
  state: number;
  erpRows: ErpContainerStock[];
  erpTotal: number | null;
  readError: string | null;
  products: Awaited<ReturnType<typeof equivalenceProducts>>;
  report: ReturnType<typeof reportView> | null;
}

function reportView(report: ReportRecord) {
  return {
    id: String(report._id),
    version: report._version,
    startDate: report.startDate,
    endDate: report.endDate,
    shippingDate: report.shippingDate,
    emptyContainers: report.emptyContainers,
    boxTotal: report.boxTotal,
    erpTotal: report.erpTotal,
    state: report.state,
    closed: report.endDate !== null && report.endDate !== undefined,
    attendantId: report.xadisEmptyContainerAttendantId,
  };
}

/** The window's stock: what the daily process read, or read now through the ERP query process when it has not. */
async function windowStock(gateway: WorkflowGateway | undefined, config: ErpConfig, nowMs: number, refresh: boolean): Promise<EmptyContainerWindow> {
  const window = reportWindow(nowMs);
  const found = await EmptyContainerWindowModel.findOne({ day: window.day }).lean();
  if (found && found.readAt && !refresh) return found;
  let rows: ErpContainerStock[] | null = null;
  let error: string | null = null;
  if (gateway) {
    try {
      const { workflowId } = await gateway.start(
        ERP_QUERY_WORKFLOW,
        erpQueryInput({ operation: 'emptyContainerStock', companyId: 1, articleKeys: [...EMPTY_CONTAINER_ARTICLE_KEYS] }, config),
      );
      const result = await gateway.result<ErpQueryResult<'emptyContainerStock'>>(workflowId, { timeoutMs: config.ERP_DEADLINE_MS + 60_000 });
      rows = result.rows as ErpContainerStock[];
    } catch (caught) {
      error = caught instanceof Error ? caught.message : String(caught);
    }
  }
  const update = rows ? { erpRows: rows, readAt: nowMs, readError: null } : { readError: error };
  return (await EmptyContainerWindowModel.findOneAndUpdate(
    { day: window.day },
    {
      $set: { windowStart: window.opensAt, windowEnd: window.end, ...update },
      $setOnInsert: { reminderSentAt: null, ...(rows ? {} : { erpRows: [], readAt: null }) },
    },
    { upsert: true, returnDocument: 'after' },
  ).lean()) as EmptyContainerWindow;
}

export async function emptyContainerScreen(
  gateway: WorkflowGateway | undefined,
  config: ErpConfig,
  nowMs = Date.now(),
  refresh = false,
): Promise<EmptyContainerScreen> {
  const window = reportWindow(nowMs);
  const [stock, products, report] = await Promise.all([
    windowStock(gateway, config, nowMs, refresh),
    equivalenceProducts(),
    XadisEmptyContainerModel.findOne({ day: window.day }).lean<ReportRecord>(),
  ]);
  const state = emptyContainerStockState(stock.readAt ? stock.erpRows : null);
  return {
    windowStart: window.opensAt,
    windowEnd: window.end,
    day: window.day,
    captureDate: storeDate(nowMs),
    state: state.state,
    erpRows: state.rows,
    erpTotal: state.erpTotal,
    readError: stock.readError ?? null,
    products,
    report: report ? reportView(report) : null,
  };
}

/** First submit creates the window's report, later ones update it while open; `send` closes it when the totals match (or state 0). */
export async function saveEmptyContainerReport(
  gateway: WorkflowGateway | undefined,
  config: ErpConfig,
  attendantId: string,
  input: SaveEmptyContainerReportInput,
  nowMs = Date.now(),
): Promise<EmptyContainerScreen> {
  const screen = await emptyContainerScreen(gateway, config, nowMs);
  const known = new Map(screen.products.map((product) => [product.sku, product]));
  for (const line of input.emptyContainers) {
    if (!known.has(line.sku)) throw new AppError('XADIS_UNKNOWN_PRODUCT', { sku: line.sku });
  }
  const state = screen.state as 0 | 1 | 2 | 3;
  const editable = state === 1 || state === 2;
  const lines = screen.products.map((product) => {
    const typed = input.emptyContainers.find((line) => line.sku === product.sku);
    return { sku: product.sku, sap: product.sap, stockType: product.stockType, quantity: editable ? (typed?.quantity ?? 0) : 0 };
  });
  const total = boxTotal(
    state,
    lines.map((line) => line.quantity),
  );
  if (screen.report?.closed) throw new AppError('XADIS_REPORT_CLOSED');
  let endDate: number | null = null;
  let shippingDate: string | null = null;
  if (input.send) {
    if (!input.shippingDate) throw new AppError('XADIS_SHIPPING_DATE_REQUIRED');
    if (!dayWithinRange(input.shippingDate, nowMs)) throw new AppError('XADIS_DATE_OUT_OF_RANGE');
    if (!canSendReport(state, screen.erpTotal, total)) {
      throw new AppError('XADIS_TOTALS_DIFFER', { difference: emptyContainerBanner(screen.erpTotal, total).difference });
    }
    shippingDate = input.shippingDate;
    endDate = Math.max(storeDayStart(input.shippingDate), screen.report?.startDate ?? nowMs);
  }
  const fields = {
    emptyContainers: lines,
    state,
    erpTotal: screen.erpTotal,
    boxTotal: total,
    shippingDate,
    endDate,
    xadisEmptyContainerAttendantId: attendantId,
  };
  if (!screen.report) {
    try {
      await XadisEmptyContainerModel.create({ ...fields, startDate: nowMs, windowStart: screen.windowStart, day: screen.day });
    } catch (error) {
      if (isDuplicateKeyError(error)) throw new AppError('XADIS_REPORT_CHANGED');
      throw error;
    }
  } else {
    const expected = input.version ?? screen.report.version;
    const updated = await XadisEmptyContainerModel.updateOne(
      { _id: screen.report.id, _version: expected, endDate: null },
      { $set: fields, $inc: { _version: 1 } },
    );
    if (updated.matchedCount === 0) throw new AppError('XADIS_REPORT_CHANGED');
  }
  return emptyContainerScreen(gateway, config, nowMs);
}

/**
 * One window's summary by its day (a past day's too): the report's state, ERP total and box total
 * as saved, its status (sent, draft); without a report, the window's stored stock and 'missing'.
 */
export async function emptyContainerDaySummary(day: string, nowMs = Date.now()) {
  if (!dayWithinRange(day, nowMs)) throw new AppError('XADIS_DATE_OUT_OF_RANGE');
  const [report, window] = await Promise.all([
    XadisEmptyContainerModel.findOne({ day }).lean<ReportRecord>(),
    EmptyContainerWindowModel.findOne({ day }).lean(),
  ]);
  if (report) {
    const closed = report.endDate !== null && report.endDate !== undefined;
    return {
      day,
      state: report.state,
      erpTotal: report.erpTotal,
      boxTotal: report.boxTotal,
      difference: report.boxTotal - (report.erpTotal ?? 0),
      status: closed ? 'sent' : 'draft',
      shippingDate: report.shippingDate,
      emptyContainers: report.emptyContainers,
    };
  }
  const stock = emptyContainerStockState(window?.readAt ? window.erpRows : null);
  return {
    day,
    state: stock.state,
    erpTotal: stock.erpTotal,
    boxTotal: 0,
    difference: 0 - (stock.erpTotal ?? 0),
    status: 'missing',
    shippingDate: null,
    emptyContainers: [],
  };
}

/** Quantities per sku per day of the closed reports whose window opened between the two days. */
export async function emptyContainerHistory(from: string, to: string, nowMs = Date.now()) {
  if (!dayWithinRange(from, nowMs) || !dayWithinRange(to, nowMs)) throw new AppError('XADIS_DATE_OUT_OF_RANGE');
  if (from > to) throw new AppError('XADIS_RANGE_ORDER');
  const reports = await XadisEmptyContainerModel.find({ day: { $gte: from, $lte: to }, endDate: { $ne: null } })
    .sort({ day: 1 })
    .lean();
  return reports.flatMap((report) =>
    report.emptyContainers.map((line) => ({
      day: report.day,
      sku: line.sku,
      sap: line.sap,
      stockType: line.stockType,
      quantity: line.quantity,
      shippingDate: report.shippingDate,
      erpTotal: report.erpTotal ?? null,
    })),
  );
}

// ---------------------------------------------------------------- transmissions

type TransmissionRecord = XadisTransmission & { _id: unknown };

export function transmissionView(record: TransmissionRecord, live: PartnerTransmissionProgress | null = null) {
  return {
    id: record.transmissionId,
    from: record.from,
    to: record.to,
    status: record.status,
    state: live?.state ?? null,
    requestedBy: record.requestedBy,
    scheduled: record.scheduled,
    sales: live?.sales ?? record.sales,
    inventory: live?.inventory ?? record.inventory,
    errorItems: record.errorItems,
    emailSubject: record.emailSubject,
    emailRecipients: record.emailRecipients,
    emailSentAt: record.emailSentAt,
    message: record.message,
    startedAt: record.startedAt,
    endedAt: record.endedAt,
  };
}

async function liveProgress(gateway: WorkflowGateway | undefined, record: TransmissionRecord): Promise<PartnerTransmissionProgress | null> {
  if (!gateway || record.status !== 'running') return null;
  try {
    return await gateway.query<PartnerTransmissionProgress>(record.transmissionId, partnerTransmissionProgressQuery);
  } catch {
    return null;
  }
}

/** A transmission as the screen shows it: a running one's counts are the process's live ones. */
export async function liveTransmissionView(gateway: WorkflowGateway | undefined, record: TransmissionRecord) {
  return transmissionView(record, await liveProgress(gateway, record));
}

export async function listTransmissions(gateway: WorkflowGateway | undefined, limit = 50) {
  const records = await XadisTransmissionModel.find({})
    .sort({ startedAt: -1 })
    .limit(Math.min(Math.max(limit, 1), 200))
    .lean<TransmissionRecord[]>();
  return Promise.all(records.map((record) => liveTransmissionView(gateway, record)));
}

export async function getTransmission(gateway: WorkflowGateway | undefined, id: string) {
  const record = await XadisTransmissionModel.findOne({ transmissionId: id }).lean<TransmissionRecord>();
  if (!record) throw new AppError('XADIS_TRANSMISSION_NOT_FOUND', { id });
  return transmissionView(record, await liveProgress(gateway, record));
}

export async function startTransmission(gateway: WorkflowGateway, config: ErpConfig, range: TransmissionRange, requestedBy: string, nowMs = Date.now()) {
  if (!dayWithinRange(range.from, nowMs) || !dayWithinRange(range.to, nowMs)) throw new AppError('XADIS_DATE_OUT_OF_RANGE');
  const running = await XadisTransmissionModel.findOne({ status: 'running' }).lean<TransmissionRecord>();
  if (running) {
    const details = await gateway.describe(running.transmissionId).catch(() => null);
    if (details?.status === 'running') throw new AppError('XADIS_TRANSMISSION_RUNNING');
    await XadisTransmissionModel.updateOne(
      { transmissionId: running.transmissionId },
      { $set: { status: details?.status === 'cancelled' ? 'cancelled' : 'failed', endedAt: nowMs } },
    );
  }
  const workflowId = `xadis-${range.from}-${range.to}-${nowMs.toString(36)}`;
  await XadisTransmissionModel.create({
    transmissionId: workflowId,
    from: range.from,
    to: range.to,
    requestedBy,
    scheduled: false,
    status: 'running',
    startedAt: nowMs,
  });
  await gateway.start(
    PARTNER_TRANSMISSION_WORKFLOW,
    {
      from: range.from,
      to: range.to,
      requestedBy,
      pollIntervalMs: config.ERP_POLL_INTERVAL_MS,
      deadlineMs: config.ERP_DEADLINE_MS,
      batchesPerRun: TRANSMISSION_BATCHES_PER_RUN,
      erpWindow: TRANSMISSION_ERP_WINDOW,
      processVersion: TRANSMISSION_PROCESS_VERSION,
    },
    { workflowId },
  );
  return getTransmission(gateway, workflowId);
}

export async function cancelTransmission(gateway: WorkflowGateway, id: string) {
  const record = await XadisTransmissionModel.findOne({ transmissionId: id }).lean<TransmissionRecord>();
  if (!record) throw new AppError('XADIS_TRANSMISSION_NOT_FOUND', { id });
  if (record.status === 'running') await gateway.cancel(id);
  return getTransmission(gateway, id);
}

/** The settings as an administrator sees them: the recipient lists, the daily switch and the configured warehouse code (never the credentials). */
export type XadisSettingsView = XadisSettings & { warehouseCode: string };
type WarehouseConfig = { PARTNER_WAREHOUSE_CODE: string };

export async function xadisSettings(config: WarehouseConfig): Promise<XadisSettingsView> {
  return { ...(await loadXadisSettings()), warehouseCode: config.PARTNER_WAREHOUSE_CODE };
}

export async function saveXadisSettings(gateway: WorkflowGateway, config: WarehouseConfig, input: XadisSettingsInput): Promise<XadisSettingsView> {
  await loadXadisSettings();
  const saved = await XadisSettingsModel.findOneAndUpdate(
    { settingsId: XADIS_SETTINGS_ID },
    { $set: input },
    { returnDocument: 'after' },
  ).lean<XadisSettings>();
  await applySchedule(gateway, TRANSMISSION_SCHEDULE_ID, transmissionSchedule(input.dailyTransmission));
  return { ...(saved as XadisSettings), warehouseCode: config.PARTNER_WAREHOUSE_CODE };
}
