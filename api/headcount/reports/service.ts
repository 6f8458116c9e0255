import { AppError } from '../../../domain/errors/catalogue';
import { type ListSort } from '../../../domain/common/listSort';
import { type HeadcountReportSortKey } from '../../../domain/headcount/reportSort';
import { cardSeverity, parseSemaphore } from '../../../domain/headcount/rules';
import {
  HeadcountReportModel,
  HeadcountVacantLogModel,
  IncidentObservationModel,
  IncidentPlanActionModel,
  WorkTeamTemplateModel,
} from '../../../db/models/headcount';
import { ParamModel } from '../../../db/models/params/param';
import { WarehouseModel, warehouseTypes } from '../../../db/models/stores/warehouse';
import { liveRecords } from '../../../db/models/common';

/** The headcount dashboard (spec 002): every store's report, the cards and chart, a store's history and the evaluation of a cut-off. */

export interface ReportFilter {
  search?: string | null;
  statusName?: string | null;
  organizationId?: string | null;
}

/** Every typed store: computed ones with their report, the others with no status ('Status not ready yet'). */
async function reportRows() {
  const [stores, reports] = await Promise.all([
    WarehouseModel.find({ warehouseType: warehouseTypes.store, active: true, ...liveRecords })
      .select({ warehouseId: 1, warehouseName: 1, organization: 1, zone: 1, workTeamTemplateId: 1 })
      .sort({ 'organization.organizationId': 1, warehouseId: 1 })
      .lean(),
    HeadcountReportModel.find({}).lean(),
  ]);
  const templates = new Map(
    (await WorkTeamTemplateModel.find({}).select({ workTeamTemplateId: 1, workTeamTemplate: 1 }).lean()).map((template) => [
      template.workTeamTemplateId,
      template.workTeamTemplate,
    ]),
  );
  const reportBy = new Map(reports.map((report) => [report.reportId, report]));
  return stores.map((store) => {
    const report = store.workTeamTemplateId ? reportBy.get(store.warehouseId) : undefined;
    return {
      id: store.warehouseId,
      organizationId: store.organization.organizationId,
      organizationName: store.organization.organizationName,
      warehouseId: store.warehouseId,
      warehouseName: store.warehouseName,
      zoneName: store.zone?.zoneName ?? '',
      workTeamTemplateName: store.workTeamTemplateId ? (templates.get(store.workTeamTemplateId) ?? store.workTeamTemplateId) : null,
      teamPositionsCount: report?.required ?? null,
      teamAssignedCount: report?.assigned ?? null,
      vacants: report?.vacants ?? null,
      extras: report?.extras ?? null,
      statusName: report?.statusName ?? null,
      sinceDate: report?.sinceDate ?? null,
      calculationDate: report?.calculationDate ?? null,
      detail: report?.detail ?? [],
    };
  });
}

function normal(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

export async function headcountReports(filter: ReportFilter, page: number, pageSize: number, sort: ListSort<HeadcountReportSortKey> = {}) {
  const all = await reportRows();
  const search = filter.search ? normal(filter.search.trim()) : '';
  const rows = all.filter(
    (row) =>
      (!filter.organizationId || row.organizationId === filter.organizationId) &&
      (!filter.statusName || (filter.statusName === 'none' ? row.statusName === null : row.statusName === filter.statusName)) &&
      (!search || normal([row.organizationName, row.warehouseId, row.warehouseName, row.zoneName, row.workTeamTemplateName ?? ''].join(' ')).includes(search)),
  );
  const sorted = sort.sort ? [...rows].sort(compareBy(sort.sort, sort.direction === 'desc' ? -1 : 1)) : rows;
  return { rows: sorted.slice(page * pageSize, (page + 1) * pageSize), total: rows.length, page, pageSize };
}

/** Every report of a filter in the asked order (the CSV export). */
export async function* headcountReportCsvRows(filter: ReportFilter, sort: ListSort<HeadcountReportSortKey>): AsyncGenerator<unknown[]> {
  const { rows } = await headcountReports(filter, 0, Number.MAX_SAFE_INTEGER, sort);
  for (const row of rows)
    yield [
      row.organizationName,
      row.warehouseId,
      row.warehouseName,
      row.zoneName,
      row.workTeamTemplateName ?? '',
      row.teamPositionsCount ?? '',
      row.teamAssignedCount ?? '',
      row.vacants ?? '',
      row.extras ?? '',
      row.statusName ?? '',
      row.sinceDate ?? '',
      row.calculationDate ?? '',
    ];
}

/** The headcount CSV's header: the table's columns, then the dates of the status. */
export const HEADCOUNT_CSV_HEADER = [
  'company',
  'storeCode',
  'store',
  'zone',
  'type',
  'positions',
  'assigned',
  'vacants',
  'extras',
  'status',
  'sinceDate',
  'calculationDate',
];

type ReportRow = Awaited<ReturnType<typeof reportRows>>[number];
const collator = new Intl.Collator('es-MX', { sensitivity: 'base', numeric: true });
const statusRank: Record<string, number> = { low: 1, medium: 2, high: 3 };
const sortValue: Record<HeadcountReportSortKey, (row: ReportRow) => string | number | null> = {
  company: (row) => row.organizationName,
  storeCode: (row) => row.warehouseId,
  store: (row) => row.warehouseName,
  zone: (row) => row.zoneName,
  type: (row) => row.workTeamTemplateName,
  positions: (row) => row.teamPositionsCount,
  assigned: (row) => row.teamAssignedCount,
  vacants: (row) => row.vacants,
  extras: (row) => row.extras,
  status: (row) => (row.statusName ? (statusRank[row.statusName] ?? 0) : null),
};

/** A column's order (text in Spanish collation, numbers as numbers), empty values last either way, the store code breaking ties. */
function compareBy(key: HeadcountReportSortKey, direction: 1 | -1) {
  const value = sortValue[key];
  return (a: ReportRow, b: ReportRow): number => {
    const [x, y] = [value(a), value(b)];
    if (x !== y) {
      if (x === null || x === '') return 1;
      if (y === null || y === '') return -1;
      const order = typeof x === 'number' && typeof y === 'number' ? x - y : collator.compare(String(x), String(y));
      if (order !== 0) return order * direction;
    }
    return collator.compare(a.warehouseId, b.warehouseId);
  };
}

/** The cards (one per organization) and the stacked bar chart of status levels per organization. */
export async function headcountSummary() {
  const [rows, semaphoreParam] = await Promise.all([
    reportRows(),
    ParamModel.findOne({ param: 'headcountVacantSemaphore', ...liveRecords })
      .sort({ startDate: -1 })
      .lean(),
  ]);
  const semaphore = parseSemaphore(semaphoreParam?.value);
  const byOrganization = new Map<string, typeof rows>();
  for (const row of rows) byOrganization.set(row.organizationId, [...(byOrganization.get(row.organizationId) ?? []), row]);
  return [...byOrganization.entries()].map(([organizationId, list]) => {
    const positions = list.reduce((sum, row) => sum + (row.teamPositionsCount ?? 0), 0);
    const vacants = list.reduce((sum, row) => sum + (row.vacants ?? 0), 0);
    const vacantPositions = new Map<string, number>();
    for (const row of list)
      for (const entry of row.detail) vacantPositions.set(entry.positionName, (vacantPositions.get(entry.positionName) ?? 0) + entry.count);
    return {
      organizationId,
      organizationName: list[0].organizationName,
      templatePositions: positions,
      vacants,
      severity: cardSeverity(semaphore, positions, vacants),
      vacantPositions: [...vacantPositions.entries()].map(([positionName, count]) => ({ positionName, count })).sort((a, b) => b.count - a.count),
      storeIds: list.filter((row) => (row.vacants ?? 0) > 0).map((row) => row.warehouseId),
      high: list.filter((row) => row.statusName === 'high').length,
      medium: list.filter((row) => row.statusName === 'medium').length,
      low: list.filter((row) => row.statusName === 'low').length,
      notReady: list.filter((row) => row.statusName === null).length,
    };
  });
}

/** A store's history: its logs, newest cut-off first, with incidents and details. */
export async function headcountHistory(reportId: string) {
  const logs = await HeadcountVacantLogModel.find({ reportId }).sort({ calculationDate: -1 }).limit(400).lean();
  return logs.map((log) => ({ ...log, id: log.logId }));
}

/** Saves the observation and/or plan action of an evaluation at once (only cut-offs with vacancies). */
export async function evaluateLog(logId: string, observationId: string | null | undefined, planActionId: string | null | undefined) {
  const log = await HeadcountVacantLogModel.findOne({ logId }).lean();
  if (!log) throw new AppError('HEADCOUNT_LOG_NOT_FOUND');
  if (log.vacantCounter <= 0) throw new AppError('HEADCOUNT_NO_VACANCIES');
  const set: Record<string, string | null> = {};
  if (observationId !== undefined) {
    if (observationId !== null && !(await IncidentObservationModel.exists({ incidentObservationId: observationId, active: { $ne: false }, ...liveRecords })))
      throw new AppError('HEADCOUNT_CHOICE_UNKNOWN');
    set.incidentObservationId = observationId;
  }
  if (planActionId !== undefined) {
    if (planActionId !== null && !(await IncidentPlanActionModel.exists({ incidentPlanActionId: planActionId, active: { $ne: false }, ...liveRecords })))
      throw new AppError('HEADCOUNT_CHOICE_UNKNOWN');
    set.incidentPlanActionId = planActionId;
  }
  const updated = await HeadcountVacantLogModel.findOneAndUpdate({ logId }, { $set: set }, { returnDocument: 'after' }).lean();
  return { ...updated!, id: updated!.logId };
}

// ---- Running the calculation on demand ----
