import {
  CarriedAdjustmentModel,
  CommissionAreaModel,
  CommissionEmployeeModel,
  CommissionReportModel,
  CommissionStatementModel,
  StatementEventModel,
  StatementLinesModel,
  StatementSettingsModel,
  type CarriedAdjustment,
  type CommissionEmployee,
  type CommissionReport,
  type StatementLine,
  type StatementRecord,
  type StoredStatementEvent,
} from './index';
import { DEFAULT_REVIEW_SETTINGS, type ReviewEmployee, type ReviewSettings, type StatementState } from '../../../domain/commissions/statements';
import { employeeName } from '../../commissions/calculationInput';
import { changeStatement, insertMissing, statementLines, type StatementChange } from '../../commissions/statements';
import { openSummary, rebuildSummary, type PeriodKey } from '../../commissions/statementSummary';

/**
 * What the commission statements' activities (workers/activities/commissionStatements.ts) read and
 * write: the period's reports, the statements with their lines, events and summary, the corrections
 * carried to them, the review settings and the reviewers. The activities receive it, so a test may
 * give another; `mongoStatementRepository` is the database's.
 */

/** What a statement copies of a report: the line and the statement's names, not the report's bookkeeping. */
export type ReportLine = Pick<
  CommissionReport,
  | 'id'
  | 'employeeId'
  | 'employeeName'
  | 'areaId'
  | 'areaName'
  | 'variableCommissionId'
  | 'variableCommissionName'
  | 'startDate'
  | 'endDate'
  | 'evaluationResult'
  | 'exception'
> & {
  details?: Partial<CommissionReport['details']>;
};

/** The company's review settings and its reviewer position (null when none is set). */
export type StatementReviewSettings = ReviewSettings & { position: { id: string; name: string; email: string } | null };

/** What the review pass reads of a statement waiting for its reviewer. */
export type WaitingStatement = Pick<
  StatementRecord,
  | 'id'
  | 'state'
  | 'organizationId'
  | 'employeeId'
  | 'employeeName'
  | 'periodStart'
  | 'periodEnd'
  | 'total'
  | 'reviewer'
  | 'reviewLevel'
  | 'waitingSince'
  | 'remindedAt'
>;

/** A new statement as generation writes it. */
export type NewStatement = StatementRecord & { createdAt: Date; updatedAt: Date };

export interface StatementRepository {
  /** The company's reports inside the period (of one employee when given). */
  reportLines(query: PeriodKey & { employeeId?: string }): Promise<ReportLine[]>;
  /** The statements already written for the period: their employee, id and the ids of their corrections. */
  statementsOfPeriod(period: PeriodKey): Promise<Pick<StatementRecord, 'employeeId' | 'id' | 'adjustments'>[]>;
  /** The corrections waiting for a statement of the company. */
  carriedAdjustments(organizationId: string): Promise<CarriedAdjustment[]>;
  /** Marks a carried correction as placed in a statement (once). */
  placeAdjustment(adjustmentId: string, statementId: string): Promise<void>;
  reviewSettings(organizationId: string): Promise<StatementReviewSettings>;
  /** The company's employees as reviewers (name, e-mail, subordinates). */
  reviewEmployees(organizationId: string): Promise<ReviewEmployee[]>;
  findEmployees(employeeIds: readonly string[]): Promise<CommissionEmployee[]>;
  /** Creates the period's summary if missing (db/commissions/statementSummary.ts). */
  openSummary(period: PeriodKey): Promise<void>;
  /** Counts the period's summary whole from its statements. */
  rebuildSummary(period: PeriodKey): Promise<void>;
  /** Writes the lines, the events, then the statements; what an earlier attempt wrote is skipped. */
  insertStatements(written: {
    lines: readonly { statementId: string; lines: StatementLine[]; createdAt: Date; updatedAt: Date }[];
    events: readonly StoredStatementEvent[];
    statements: readonly NewStatement[];
  }): Promise<void>;
  /** How many statements the batch holds (in `state` when given). */
  countStatements(batchId: string, state?: StatementState): Promise<number>;
  /** How many statements of the batch have not gone to payroll. */
  countOpenStatements(batchId: string): Promise<number>;
  statementsInState(batchId: string, state: StatementState): Promise<StatementRecord[]>;
  statementLines(statementId: string): Promise<StatementLine[]>;
  /** Changes a statement still matching the change's filter, with its event (db/commissions/statements.ts); true when it changed. */
  changeStatement(statementId: string, change: StatementChange): Promise<boolean>;
  /** A statement's state and adjustments as they are now; null when it no longer exists. */
  statementState(statementId: string): Promise<Pick<StatementRecord, 'state' | 'adjustments'> | null>;
  /** The batch's statements in review or disputed. */
  waitingStatements(batchId: string): Promise<WaitingStatement[]>;
}

const reportFields = {
  _id: 0,
  id: 1,
  employeeId: 1,
  employeeName: 1,
  areaId: 1,
  areaName: 1,
  variableCommissionId: 1,
  variableCommissionName: 1,
  startDate: 1,
  endDate: 1,
  evaluationResult: 1,
  exception: 1,
  'details.evaluationLog': 1,
} as const;

const waitingFields = {
  id: 1,
  state: 1,
  organizationId: 1,
  employeeId: 1,
  employeeName: 1,
  periodStart: 1,
  periodEnd: 1,
  total: 1,
  reviewer: 1,
  reviewLevel: 1,
  waitingSince: 1,
  remindedAt: 1,
} as const;

export const mongoStatementRepository: StatementRepository = {
  reportLines: ({ organizationId, employeeId, periodStart, periodEnd }) =>
    CommissionReportModel.find(
      { organizationId, ...(employeeId === undefined ? {} : { employeeId }), startDate: { $gte: periodStart }, endDate: { $lte: periodEnd } },
      reportFields,
    ).lean<ReportLine[]>(),
  statementsOfPeriod: ({ organizationId, periodStart, periodEnd }) =>
    CommissionStatementModel.find({ organizationId, periodStart, periodEnd }, { _id: 0, employeeId: 1, id: 1, 'adjustments.id': 1 }).lean<
      Pick<StatementRecord, 'employeeId' | 'id' | 'adjustments'>[]
    >(),
  carriedAdjustments: (organizationId) => CarriedAdjustmentModel.find({ organizationId, placedIn: null }).lean<CarriedAdjustment[]>(),
  async placeAdjustment(adjustmentId, statementId) {
    await CarriedAdjustmentModel.updateOne({ id: adjustmentId, placedIn: null }, { $set: { placedIn: statementId } });
  },
  async reviewSettings(organizationId) {
    const settings = await StatementSettingsModel.findOne({ organizationId }).lean();
    const area = settings?.reviewerAreaId ? await CommissionAreaModel.findOne({ id: settings.reviewerAreaId }).lean() : null;
    return {
      reminderDays: settings?.reminderDays ?? DEFAULT_REVIEW_SETTINGS.reminderDays,
      escalationDays: settings?.escalationDays ?? DEFAULT_REVIEW_SETTINGS.escalationDays,
      position: area ? { id: area.id, name: area.name, email: settings?.reviewerEmail ?? '' } : null,
    };
  },
  async reviewEmployees(organizationId) {
    const employees = await CommissionEmployeeModel.find(
      { organizationId },
      { id: 1, firstName: 1, lastName: 1, secondLastName: 1, email: 1, subordinates: 1 },
    ).lean();
    return employees.map((employee) => ({ id: employee.id, name: employeeName(employee), email: employee.email ?? '', subordinates: employee.subordinates }));
  },
  findEmployees: (employeeIds) => CommissionEmployeeModel.find({ id: { $in: employeeIds } }).lean<CommissionEmployee[]>(),
  openSummary,
  rebuildSummary,
  async insertStatements({ lines, events, statements }) {
    await insertMissing(StatementLinesModel.collection, lines);
    await insertMissing(StatementEventModel.collection, events);
    await insertMissing(CommissionStatementModel.collection, statements);
  },
  countStatements: (batchId, state) => CommissionStatementModel.countDocuments(state === undefined ? { batchId } : { batchId, state }),
  countOpenStatements: (batchId) => CommissionStatementModel.countDocuments({ batchId, state: { $ne: 'exported' } }),
  statementsInState: (batchId, state) => CommissionStatementModel.find({ batchId, state }).lean<StatementRecord[]>(),
  statementLines,
  changeStatement,
  statementState: (statementId) =>
    CommissionStatementModel.findOne({ id: statementId }, { _id: 0, state: 1, adjustments: 1 }).lean<Pick<StatementRecord, 'state' | 'adjustments'>>().exec(),
  waitingStatements: (batchId) =>
    CommissionStatementModel.find({ batchId, state: { $in: ['inReview', 'disputed'] } }, waitingFields).lean<WaitingStatement[]>(),
};
