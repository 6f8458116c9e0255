import type { AnyBulkWriteOperation } from 'mongoose';
import { computeStoreHeadcount, daysBetween, statusLevel, type StatusName } from '../../../domain/headcount/rules';
import { AttendantModel } from '../access/attendant';
import { warehouseTypes, WarehouseModel } from '../stores/warehouse';
import { HeadcountReportModel, HeadcountVacantLogModel, vacantLogId, type HeadcountReport, type HeadcountVacantLog, type LoggedIncident } from './report';
import { WorkTeamTemplateModel } from './workTeamTemplate';

/** The position id of a store manager (managerAttendantId of the report). */
export const MANAGER_POSITION_ID = 'manager';

export interface StoreHeadcountResult {
  warehouseId: string;
  warehouseName: string;
  organizationId: string;
  required: number;
  assigned: number;
  vacancies: number;
  extras: number;
  statusName: StatusName;
}

/**
 * The stores the daily calculation covers: active stores (type _10) with a work-team template.
 * Sorted by code, so batches are the same on every run.
 */
export async function headcountStoreIds(): Promise<string[]> {
  const stores = await WarehouseModel.find({ warehouseType: warehouseTypes.store, active: true, _deleted: { $ne: true }, workTeamTemplateId: { $ne: null } })
    .select({ warehouseId: 1 })
    .sort({ warehouseId: 1 })
    .lean();
  return stores.map((store) => store.warehouseId);
}

/**
 * Computes and stores the headcount of some stores for one calculation day: the store's report
 * (rewritten) and its vacant log of the day (upserted by store and day, so a second calculation
 * of the day replaces the numbers and keeps the observation and plan action HR chose). Stores
 * whose template is missing, deleted or inactive are skipped. Reads in four queries whatever the
 * number of stores, writes in two bulk writes.
 */
export async function calculateHeadcount(
  calculationDate: string,
  warehouseIds: readonly string[],
): Promise<{ results: StoreHeadcountResult[]; skipped: number }> {
  const stores = await WarehouseModel.find({ warehouseId: { $in: warehouseIds }, _deleted: { $ne: true } })
    .select({ warehouseId: 1, warehouseName: 1, warehouseRelatedId: 1, organization: 1, zone: 1, workTeamTemplateId: 1 })
    .lean();
  const templateIds = [...new Set(stores.map((store) => store.workTeamTemplateId).filter((id): id is string => Boolean(id)))];
  const [templates, staff, previousReports] = await Promise.all([
    WorkTeamTemplateModel.find({ workTeamTemplateId: { $in: templateIds }, active: true, _deleted: { $ne: true } }).lean(),
    AttendantModel.find({ 'warehouse.warehouseId': { $in: warehouseIds }, active: true })
      .select({ attendantId: 1, 'warehouse.warehouseId': 1, 'position.positionId': 1, incidents: 1, active: 1 })
      .lean(),
    HeadcountReportModel.find({ reportId: { $in: warehouseIds } })
      .select({ reportId: 1, vacants: 1, vacantsChangedAt: 1, sinceDate: 1, calculationDate: 1 })
      .lean(),
  ]);
  const templateById = new Map(templates.map((template) => [template.workTeamTemplateId, template]));
  const staffByStore = new Map<string, typeof staff>();
  for (const member of staff) {
    const storeId = member.warehouse?.warehouseId;
    if (!storeId) continue;
    const list = staffByStore.get(storeId) ?? [];
    list.push(member);
    staffByStore.set(storeId, list);
  }
  const previousById = new Map(previousReports.map((report) => [report.reportId, report]));
  const reportWrites: AnyBulkWriteOperation<HeadcountReport>[] = [];
  const logWrites: AnyBulkWriteOperation<HeadcountVacantLog>[] = [];
  const results: StoreHeadcountResult[] = [];
  let skipped = 0;
  for (const store of stores) {
    const template = store.workTeamTemplateId ? templateById.get(store.workTeamTemplateId) : undefined;
    if (!template) {
      skipped += 1;
      continue;
    }
    const members = staffByStore.get(store.warehouseId) ?? [];
    const counted = computeStoreHeadcount(
      template.positions,
      members.map((member) => ({ positionId: member.position.positionId, active: member.active })),
    );
    const previous = previousById.get(store.warehouseId);
    // A calculation of an older day than the report's does not move the report back.
    const isLatest = !previous || previous.calculationDate <= calculationDate;
    // A run of vacancies carries on from the previous day; computing the same day again keeps the run it had.
    const continuing =
      previous &&
      counted.vacancies > 0 &&
      ((previous.calculationDate < calculationDate && previous.vacants > 0) ||
        (previous.calculationDate === calculationDate && previous.sinceDate < calculationDate));
    const sinceDate = continuing ? previous.sinceDate : calculationDate;
    const vacantsChangedAt = previous && previous.vacants === counted.vacancies ? previous.vacantsChangedAt : calculationDate;
    const statusName = statusLevel(template.statuses, counted.vacancies, daysBetween(sinceDate, calculationDate));
    const detail = counted.detail.map((entry) => ({ ...entry, date: calculationDate }));
    const incidents: LoggedIncident[] = members.flatMap((member) =>
      (member.incidents ?? []).filter((incident) => incident.day === calculationDate).map((incident) => ({ ...incident, attendantId: member.attendantId })),
    );
    const manager = members.find((member) => member.position.positionId === MANAGER_POSITION_ID);
    if (isLatest) {
      reportWrites.push({
        updateOne: {
          filter: { reportId: store.warehouseId },
          update: {
            $set: {
              warehouseId: store.warehouseId,
              warehouseName: store.warehouseName,
              warehouseRelatedId: store.warehouseRelatedId,
              organizationId: store.organization.organizationId,
              organizationName: store.organization.organizationName,
              zoneName: store.zone?.zoneName ?? '',
              workTeamTemplateId: template.workTeamTemplateId,
              workTeamTemplateName: template.workTeamTemplate,
              managerAttendantId: manager?.attendantId ?? null,
              required: counted.required,
              assigned: counted.assigned,
              vacants: counted.vacancies,
              extras: counted.extras,
              vacantsChangedAt,
              sinceDate,
              statusName,
              calculationDate,
              detail,
              _lastChangedAt: Date.now(),
            },
            ...(previous ? { $inc: { _version: 1 } } : { $setOnInsert: { _version: 1, _deleted: null } }),
          },
          upsert: true,
        },
      });
    }
    logWrites.push({
      updateOne: {
        filter: { reportId: store.warehouseId, calculationDate },
        update: {
          $set: {
            logId: vacantLogId(store.warehouseId, calculationDate),
            organizationId: store.organization.organizationId,
            sinceDate,
            vacantCounter: counted.vacancies,
            required: counted.required,
            assigned: counted.assigned,
            statusName,
            detail,
            incidents,
            _lastChangedAt: Date.now(),
          },
          $setOnInsert: { incidentObservationId: null, incidentPlanActionId: null, _version: 1, _deleted: null },
        },
        upsert: true,
      },
    });
    results.push({
      warehouseId: store.warehouseId,
      warehouseName: store.warehouseName,
      organizationId: store.organization.organizationId,
      required: counted.required,
      assigned: counted.assigned,
      vacancies: counted.vacancies,
      extras: counted.extras,
      statusName,
    });
  }
  await Promise.all([
    reportWrites.length ? HeadcountReportModel.bulkWrite(reportWrites, { ordered: false }) : null,
    logWrites.length ? HeadcountVacantLogModel.bulkWrite(logWrites, { ordered: false }) : null,
  ]);
  results.sort((a, b) => a.warehouseId.localeCompare(b.warehouseId));
  return { results, skipped };
}
