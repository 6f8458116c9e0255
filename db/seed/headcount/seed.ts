import { createDemoRandom } from '../../../domain/demo/random';
import { storeDate } from '../../../domain/common/time';
import { computeStoreHeadcount, daysBetween, previousDay, statusLevel } from '../../../domain/headcount/rules';
import { AttendantModel, userNameKeyOf, type AttendantIncident } from '../../models/access/attendant';
import { calculateHeadcount, headcountStoreIds } from '../../models/headcount/calculation';
import { IncidentObservationModel, IncidentPlanActionModel } from '../../models/headcount/incidents';
import { HeadcountReportModel, HeadcountVacantLogModel, vacantLogId } from '../../models/headcount/report';
import { WorkTeamTemplateModel } from '../../models/headcount/workTeamTemplate';
import { WarehouseModel } from '../../models/stores/warehouse';
import { demoIncidentObservations, demoIncidentPlanActions, demoWorkTeamTemplates, incidentDescriptions } from './demo';

/** Days of history before the last calculation day. */
export const HEADCOUNT_HISTORY_DAYS = 28;

export interface HeadcountSeedOptions {
  /** The store day the demo treats as today (yyyy-mm-dd); the current one by default. */
  today?: string;
  reset?: boolean;
  seed?: number;
}

export interface HeadcountSeedCounts {
  templates: number;
  staff: number;
  logs: number;
  stores: number;
}

const firstNames = [
  'Adriana',
  'Benjamín',
  'Cecilia',
  'Diego',
  'Elena',
  'Fabián',
  'Gabriela',
  'Hugo',
  'Irene',
  'Jaime',
  'Karina',
  'Lorenzo',
  'Marisol',
  'Néstor',
  'Olga',
  'Pablo',
];
const lastNames = [
  'Aguilar',
  'Bautista',
  'Castro',
  'Delgado',
  'Escobar',
  'Flores',
  'Guzmán',
  'Ibarra',
  'Juárez',
  'Lara',
  'Mendoza',
  'Navarro',
  'Ochoa',
  'Pineda',
];

/**
 * The headcount demo (issue 13): work-team templates with positions and rules, the HR trees of
 * observations and plan actions, the staff each typed store has beyond the seeded cashiers (a
 * manager, cashiers, floor helpers, with a few gaps and incidents), four weeks of vacant logs so
 * the charts have a line, and the real calculation of yesterday. Idempotent: records are inserted
 * when missing and never overwritten (HR's edits and evaluations survive a reseed).
 */
export async function seedHeadcountDemo(options: HeadcountSeedOptions = {}): Promise<HeadcountSeedCounts> {
  const today = options.today ?? storeDate(Date.now());
  const yesterday = previousDay(today);
  const random = createDemoRandom((options.seed ?? 1) * 7919 + 13);
  await Promise.all([
    WorkTeamTemplateModel.createIndexes(),
    HeadcountReportModel.createIndexes(),
    HeadcountVacantLogModel.createIndexes(),
    IncidentObservationModel.createIndexes(),
    IncidentPlanActionModel.createIndexes(),
  ]);
  if (options.reset) {
    await Promise.all([
      WorkTeamTemplateModel.deleteMany({}),
      HeadcountReportModel.deleteMany({}),
      HeadcountVacantLogModel.deleteMany({}),
      IncidentObservationModel.deleteMany({}),
      IncidentPlanActionModel.deleteMany({}),
      AttendantModel.deleteMany({ attendantId: { $regex: '^HC-' } }),
    ]);
  }
  const insertMissing = async <T extends object>(
    model: { bulkWrite: (ops: never[], options: object) => Promise<unknown> },
    key: string,
    records: readonly T[],
  ) => {
    if (records.length === 0) return;
    await model.bulkWrite(
      records.map((record) => ({
        updateOne: {
          filter: { [key]: (record as Record<string, unknown>)[key] },
          update: { $setOnInsert: { ...record, _version: 1, _deleted: null, _lastChangedAt: Date.now() } },
          upsert: true,
        },
      })) as never[],
      { ordered: false },
    );
  };
  await insertMissing(WorkTeamTemplateModel, 'workTeamTemplateId', demoWorkTeamTemplates);
  await insertMissing(IncidentObservationModel, 'incidentObservationId', demoIncidentObservations);
  await insertMissing(IncidentPlanActionModel, 'incidentPlanActionId', demoIncidentPlanActions);

  const templateById = new Map(demoWorkTeamTemplates.map((template) => [template.workTeamTemplateId, template]));
  const stores = await WarehouseModel.find({ workTeamTemplateId: { $ne: null } })
    .select({ warehouseId: 1, warehouseName: 1, warehouseRelatedId: 1, organization: 1, zone: 1, workTeamTemplateId: 1 })
    .sort({ warehouseId: 1 })
    .lean();
  const existingStaff = await AttendantModel.find({ 'warehouse.warehouseId': { $in: stores.map((store) => store.warehouseId) } })
    .select({ attendantId: 1, 'warehouse.warehouseId': 1, 'position.positionId': 1, active: 1 })
    .lean();
  const staffRecords: Record<string, unknown>[] = [];
  const logRecords: Record<string, unknown>[] = [];
  const reportRecords: Record<string, unknown>[] = [];
  const historyStart = (() => {
    let day = yesterday;
    for (let index = 0; index < HEADCOUNT_HISTORY_DAYS; index += 1) day = previousDay(day);
    return day;
  })();
  for (const store of stores) {
    const template = store.workTeamTemplateId ? templateById.get(store.workTeamTemplateId) : undefined;
    if (!template) continue;
    const have = new Map<string, number>();
    for (const member of existingStaff) {
      if (member.warehouse?.warehouseId !== store.warehouseId || !member.active || member.position.positionId === undefined) continue;
      if (member.attendantId.startsWith('HC-')) continue;
      have.set(member.position.positionId, (have.get(member.position.positionId) ?? 0) + 1);
    }
    // Fill the required positions, leaving 0 to 3 gaps, and a helper over the plan now and then.
    let gaps = random.pick([0, 0, 1, 1, 1, 2, 2, 3]);
    let sequence = 0;
    // The store's active staff once seeded, and its incidents by day (the logs copy them).
    const staffPositions: string[] = [...have.entries()].flatMap(([positionId, count]) => Array.from({ length: count }, () => positionId));
    const incidentsByDay = new Map<string, (AttendantIncident & { attendantId: string })[]>();
    const wanted = new Map<string, number>();
    for (const position of template.positions.filter((entry) => entry.required))
      wanted.set(position.positionId, (wanted.get(position.positionId) ?? 0) + position.quantity);
    if (random.chance(0.15)) wanted.set('floorHelper', (wanted.get('floorHelper') ?? 0) + 1);
    for (const [positionId, quantity] of wanted) {
      for (let slot = have.get(positionId) ?? 0; slot < quantity; slot += 1) {
        if (gaps > 0 && random.chance(0.5)) {
          gaps -= 1;
          continue;
        }
        sequence += 1;
        const attendantId = `HC-${store.warehouseId}-${String(sequence).padStart(2, '0')}`;
        const incidents: AttendantIncident[] = [];
        for (let day = historyStart; day <= yesterday; day = nextDay(day)) {
          if (!random.chance(0.03)) continue;
          incidents.push({
            incidentId: `${attendantId}-${day}`,
            datetime: Math.floor(Date.parse(`${day}T15:00:00Z`) / 1000),
            day,
            warehouseId: store.warehouseId,
            description: random.pick(incidentDescriptions),
            headcountCount: true,
          });
        }
        for (const incident of incidents) incidentsByDay.set(incident.day, [...(incidentsByDay.get(incident.day) ?? []), { ...incident, attendantId }]);
        staffPositions.push(positionId);
        const userName = `${store.warehouseId}HC${String(sequence).padStart(2, '0')}`;
        staffRecords.push({
          attendantId,
          fullName: `${random.pick(firstNames)} ${random.pick(lastNames)} ${random.pick(lastNames)}`,
          userName,
          userNameKey: userNameKeyOf(userName),
          passwordHash: null,
          pinHash: null,
          profilePhoto: null,
          limitEpoch: null,
          managerAttendantId: null,
          active: true,
          color: '#238551',
          organizationId: store.organization.organizationId,
          warehouse: { warehouseId: store.warehouseId, warehouseName: store.warehouseName },
          position: { positionId, positionName: template.positions.find((entry) => entry.positionId === positionId)?.positionName ?? positionId },
          role: null,
          phones: [],
          emails: [],
          fingers: [],
          incidents,
          passwordChangeRequired: false,
          failedSignInAttempts: 0,
          lastFailedSignInAt: null,
        });
      }
    }
    // Four weeks of history: the shortage drifts a little from day to day and ends near the
    // shortage the real calculation of yesterday finds, so the line and the status carry on.
    const fullTeam = computeStoreHeadcount(template.positions, []).detail;
    const required = fullTeam.reduce((sum, entry) => sum + entry.count, 0);
    const realVacancies = computeStoreHeadcount(
      template.positions,
      staffPositions.map((positionId) => ({ positionId, active: true })),
    ).vacancies;
    const days: string[] = [];
    for (let day = historyStart; day < yesterday; day = nextDay(day)) days.push(day);
    const drift = new Array<number>(days.length);
    for (let index = days.length - 1; index >= 0; index -= 1) {
      const next = index === days.length - 1 ? realVacancies : drift[index + 1];
      drift[index] = Math.max(0, Math.min(6, next + random.pick([-1, 0, 0, 0, 1])));
    }
    let sinceDate = historyStart;
    let previousVacancies = -1;
    let last: (Record<string, unknown> & { calculationDate: string }) | null = null;
    for (const [index, day] of days.entries()) {
      const vacancies = drift[index];
      if (vacancies === 0 || previousVacancies <= 0) sinceDate = day;
      previousVacancies = vacancies;
      const statusName = statusLevel(template.statuses, vacancies, daysBetween(sinceDate, day));
      let left = vacancies;
      const detail = fullTeam
        .map((entry) => {
          const count = Math.min(left, entry.count);
          left -= count;
          return { positionId: entry.positionId, positionName: entry.positionName, count, date: day };
        })
        .filter((entry) => entry.count > 0);
      const evaluated = vacancies > 0 && random.chance(0.35);
      last = { required, assigned: Math.max(0, required - vacancies), vacants: vacancies, sinceDate, statusName, calculationDate: day, detail };
      logRecords.push({
        logId: vacantLogId(store.warehouseId, day),
        reportId: store.warehouseId,
        organizationId: store.organization.organizationId,
        calculationDate: day,
        sinceDate,
        vacantCounter: vacancies,
        required,
        assigned: Math.max(0, required - vacancies),
        statusName,
        detail,
        incidents: incidentsByDay.get(day) ?? [],
        incidentObservationId: evaluated
          ? random.pick(demoIncidentObservations.filter((entry) => entry.parentIncidentObservationId).map((entry) => entry.incidentObservationId))
          : null,
        incidentPlanActionId: evaluated
          ? random.pick(demoIncidentPlanActions.filter((entry) => entry.parentIncidentPlanActionId).map((entry) => entry.incidentPlanActionId))
          : null,
      });
    }
    // The report as the day before yesterday left it: yesterday's calculation continues its run of vacancies.
    if (last) {
      reportRecords.push({
        reportId: store.warehouseId,
        warehouseId: store.warehouseId,
        warehouseName: store.warehouseName,
        warehouseRelatedId: store.warehouseRelatedId ?? store.warehouseId,
        organizationId: store.organization.organizationId,
        organizationName: store.organization.organizationName,
        zoneName: store.zone?.zoneName ?? '',
        workTeamTemplateId: template.workTeamTemplateId,
        workTeamTemplateName: template.workTeamTemplate,
        managerAttendantId: null,
        extras: 0,
        vacantsChangedAt: last.calculationDate,
        ...last,
      });
    }
  }
  await insertMissing(AttendantModel, 'attendantId', staffRecords);
  await insertMissing(HeadcountVacantLogModel, 'logId', logRecords);
  await insertMissing(HeadcountReportModel, 'reportId', reportRecords);
  // Yesterday is the real calculation over the seeded staff.
  const storeIds = await headcountStoreIds();
  const { results } = await calculateHeadcount(yesterday, storeIds);
  return { templates: demoWorkTeamTemplates.length, staff: staffRecords.length, logs: logRecords.length, stores: results.length };
}

function nextDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}
