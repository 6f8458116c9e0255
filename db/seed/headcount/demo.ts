import { nameKeyOf } from '../../../domain/common/text';
import type { WorkTeamTemplate } from '../../models/headcount/workTeamTemplate';
import type { IncidentObservation, IncidentPlanAction } from '../../models/headcount/incidents';
import type { StatusName } from '../../../domain/headcount/rules';

/** Position ids and names of the demo positions headcount counts (db/seed/demoAccess.ts). */
const positionNames: Record<string, string> = {
  manager: 'Manager',
  attendantManager: 'Attendant Manager',
  attendant: 'Attendant',
  floorHelper: 'Floor Helper',
  warehouseAssistant: 'Warehouse Assistant',
};

function positions(templateId: string, counts: [string, number, boolean, string?][]) {
  return counts.map(([positionId, quantity, required, observation], index) => ({
    teamPositionId: `${templateId}-P${index + 1}`,
    positionId,
    positionName: positionNames[positionId] ?? positionId,
    quantity,
    required,
    observation: observation ?? '',
  }));
}

/** A template's status levels, each as [vacancies, days assigned], in the order given (high to low). */
function statuses(levels: Partial<Record<StatusName, [number, number]>>) {
  return (Object.entries(levels) as [StatusName, [number, number]][]).map(([statusName, [vacantNumber, assignedDays]]) => ({
    statusName,
    vacantNumber,
    assignedDays,
  }));
}

/**
 * The store types of the demo chain: small, medium and large stores by monthly sales, plus a
 * former type kept inactive (its selection is disabled in the stores table).
 */
export const demoWorkTeamTemplates: WorkTeamTemplate[] = [
  {
    workTeamTemplateId: 'WTT-CHICA',
    workTeamTemplate: 'Tienda chica',
    active: true,
    minSalesAmount: 0,
    maxSalesAmount: 1_500_000,
    frecuencySales: 'mensual',
    periodSales: 1,
    positions: positions('WTT-CHICA', [
      ['manager', 1, true],
      ['attendantManager', 1, true],
      ['attendant', 2, true],
      ['floorHelper', 1, true],
      ['floorHelper', 1, false, 'Fines de semana'],
    ]),
    statuses: statuses({ high: [3, 7], medium: [2, 3], low: [1, 0] }),
  },
  {
    workTeamTemplateId: 'WTT-MEDIANA',
    workTeamTemplate: 'Tienda mediana',
    active: true,
    minSalesAmount: 1_500_000,
    maxSalesAmount: 3_000_000,
    frecuencySales: 'mensual',
    periodSales: 1,
    positions: positions('WTT-MEDIANA', [
      ['manager', 1, true],
      ['attendantManager', 1, true],
      ['attendant', 4, true],
      ['floorHelper', 2, true],
    ]),
    statuses: statuses({ high: [4, 7], medium: [2, 3], low: [1, 0] }),
  },
  {
    workTeamTemplateId: 'WTT-GRANDE',
    workTeamTemplate: 'Tienda grande',
    active: true,
    minSalesAmount: 3_000_000,
    maxSalesAmount: 8_000_000,
    frecuencySales: 'mensual',
    periodSales: 1,
    positions: positions('WTT-GRANDE', [
      ['manager', 1, true],
      ['attendantManager', 2, true],
      ['attendant', 6, true],
      ['floorHelper', 3, true],
      ['floorHelper', 2, false, 'Temporada alta'],
    ]),
    statuses: statuses({ high: [5, 5], medium: [3, 2], low: [1, 0] }),
  },
  {
    workTeamTemplateId: 'WTT-EXPRESS',
    workTeamTemplate: 'Express (descontinuada)',
    active: false,
    minSalesAmount: 0,
    maxSalesAmount: 600_000,
    frecuencySales: 'quincenal',
    periodSales: 2,
    positions: positions('WTT-EXPRESS', [
      ['attendantManager', 1, true],
      ['attendant', 2, true],
    ]),
    statuses: statuses({ low: [1, 0] }),
  },
].map((template) => ({ ...template, nameKey: nameKeyOf(template.workTeamTemplate) })) as WorkTeamTemplate[];

const largeStores = new Set(['CO101', 'CO110', 'CO115', 'CO120', 'TC201']);
const mediumStores = new Set(['CO102', 'CO104', 'CO106', 'CO108', 'CO111', 'CO112', 'CO114', 'CO116', 'CO121', 'CO124', 'TC202', 'TC203']);
/** Two stores still wait for a store type: they show 'Status not ready yet'. */
const untypedStores = new Set(['CO119', 'TC206']);

/** The store type of a demo store (null for distribution centres and the two waiting stores). */
export function demoTemplateOf(warehouseId: string, distributionCenter: boolean): string | null {
  if (distributionCenter || untypedStores.has(warehouseId)) return null;
  if (largeStores.has(warehouseId)) return 'WTT-GRANDE';
  if (mediumStores.has(warehouseId)) return 'WTT-MEDIANA';
  return 'WTT-CHICA';
}

/** What HR notes about vacancies: roots then children (spec 002: trees kept by HR). */
export const demoIncidentObservations: IncidentObservation[] = [
  { incidentObservationId: 'OBS-ROT', incidentObservationName: 'Rotación de personal', parentIncidentObservationId: null },
  { incidentObservationId: 'OBS-ROT-REN', incidentObservationName: 'Renuncia voluntaria', parentIncidentObservationId: 'OBS-ROT' },
  { incidentObservationId: 'OBS-ROT-BAJ', incidentObservationName: 'Baja por desempeño', parentIncidentObservationId: 'OBS-ROT' },
  { incidentObservationId: 'OBS-AUS', incidentObservationName: 'Ausentismo', parentIncidentObservationId: null },
  { incidentObservationId: 'OBS-AUS-INC', incidentObservationName: 'Incapacidad IMSS', parentIncidentObservationId: 'OBS-AUS' },
  { incidentObservationId: 'OBS-AUS-VAC', incidentObservationName: 'Vacaciones', parentIncidentObservationId: 'OBS-AUS' },
  { incidentObservationId: 'OBS-AUS-FAL', incidentObservationName: 'Faltas injustificadas', parentIncidentObservationId: 'OBS-AUS' },
  { incidentObservationId: 'OBS-REC', incidentObservationName: 'Reclutamiento', parentIncidentObservationId: null },
  { incidentObservationId: 'OBS-REC-SIN', incidentObservationName: 'Sin candidatos en la plaza', parentIncidentObservationId: 'OBS-REC' },
  { incidentObservationId: 'OBS-REC-PRO', incidentObservationName: 'Candidato en proceso', parentIncidentObservationId: 'OBS-REC' },
];

export const demoIncidentPlanActions: IncidentPlanAction[] = [
  { incidentPlanActionId: 'PLA-REC', incidentPlanActionName: 'Reclutamiento', parentIncidentPlanActionId: null },
  { incidentPlanActionId: 'PLA-REC-BOL', incidentPlanActionName: 'Publicar vacante en bolsa de trabajo', parentIncidentPlanActionId: 'PLA-REC' },
  { incidentPlanActionId: 'PLA-REC-REF', incidentPlanActionName: 'Campaña de referidos', parentIncidentPlanActionId: 'PLA-REC' },
  { incidentPlanActionId: 'PLA-COB', incidentPlanActionName: 'Cobertura temporal', parentIncidentPlanActionId: null },
  { incidentPlanActionId: 'PLA-COB-PRE', incidentPlanActionName: 'Préstamo de personal de otra sucursal', parentIncidentPlanActionId: 'PLA-COB' },
  { incidentPlanActionId: 'PLA-COB-EXT', incidentPlanActionName: 'Tiempo extra autorizado', parentIncidentPlanActionId: 'PLA-COB' },
  { incidentPlanActionId: 'PLA-SEG', incidentPlanActionName: 'Seguimiento con el gerente', parentIncidentPlanActionId: null },
];

export const incidentDescriptions = [
  'Falta sin aviso',
  'Incapacidad por enfermedad',
  'Permiso personal',
  'Retardo mayor a 30 minutos',
  'Vacaciones programadas',
  'Cambio de turno no autorizado',
];
