import { Schema } from 'mongoose';
import { defineModel, signedMoneyField } from '../common';
import type { StoredDecimal } from '../../../domain/common/money';
import type { EvaluationLogEntry } from '../../../domain/commissions/calculation';
import {
  CarriedAdjustmentModel,
  CommissionStatementModel,
  StatementEventModel,
  StatementLinesModel,
  StatementSettingsModel,
  StatementSummaryModel,
} from './statements';

export * from './statements';

/**
 * The variable-commissions module (spec 003 section 3.2). Records are addressed by a string `id`
 * (a uuid, or the business id for employees: company and payroll number joined by a hyphen) as
 * the REST API exposes them. Dates are calendar days `yyyy-MM-dd` (Mexico City).
 */

const timestamps = { timestamps: true } as const;

export interface CommissionOrganization {
  id: string;
  name: string;
}
const organizationSchema = new Schema<CommissionOrganization>(
  { id: { type: String, required: true }, name: { type: String, required: true } },
  { ...timestamps, collection: 'commissionOrganizations' },
);
organizationSchema.index({ id: 1 }, { unique: true });
export const CommissionOrganizationModel = defineModel<CommissionOrganization>('CommissionOrganization', organizationSchema);

/** A position (area, "hierarchical node") of a company. */
export interface CommissionArea {
  id: string;
  name: string;
  organizationId: string;
}
const areaSchema = new Schema<CommissionArea>(
  { id: { type: String, required: true }, name: { type: String, required: true }, organizationId: { type: String, required: true } },
  { ...timestamps, collection: 'commissionAreas' },
);
areaSchema.index({ id: 1 }, { unique: true });
areaSchema.index({ organizationId: 1 });
export const CommissionAreaModel = defineModel<CommissionArea>('CommissionArea', areaSchema);

export interface DataSource {
  id: string;
  name: string;
  organizationId: string;
}
const dataSourceSchema = new Schema<DataSource>(
  { id: { type: String, required: true }, name: { type: String, required: true }, organizationId: { type: String, required: true } },
  { ...timestamps, collection: 'commissionDataSources' },
);
dataSourceSchema.index({ id: 1 }, { unique: true });
dataSourceSchema.index({ organizationId: 1 });
export const DataSourceModel = defineModel<DataSource>('CommissionDataSource', dataSourceSchema);

export interface Variable {
  id: string;
  name: string;
  dataSourceId: string;
  organizationId: string;
  /** The tags its values were loaded under (kept in step with the tag values). */
  tags: string[];
}
const variableSchema = new Schema<Variable>(
  {
    id: { type: String, required: true },
    name: { type: String, required: true },
    dataSourceId: { type: String, required: true },
    organizationId: { type: String, required: true },
    tags: { type: [String], default: [] },
  },
  { ...timestamps, collection: 'commissionVariables' },
);
variableSchema.index({ id: 1 }, { unique: true });
variableSchema.index({ dataSourceId: 1 });
export const VariableModel = defineModel<Variable>('CommissionVariable', variableSchema);

export interface EmployeeValue {
  employeeId: string;
  value: number;
}
const employeeValueSchema = new Schema<EmployeeValue>(
  { employeeId: { type: String, required: true }, value: { type: Number, required: true } },
  { _id: false },
);

/** The values of a variable for one tag and date, per employee (kept as a list: ids are data, not field names). */
export interface VariableValue {
  id: string;
  variableId: string;
  tag: string;
  date: string;
  values: EmployeeValue[];
}
const variableValueSchema = new Schema<VariableValue>(
  {
    id: { type: String, required: true },
    variableId: { type: String, required: true },
    tag: { type: String, required: true },
    date: { type: String, required: true },
    values: { type: [employeeValueSchema], default: [] },
  },
  { ...timestamps, collection: 'commissionVariableValues' },
);
variableValueSchema.index({ id: 1 }, { unique: true });
variableValueSchema.index({ variableId: 1, tag: 1, date: 1 }, { unique: true });
export const VariableValueModel = defineModel<VariableValue>('CommissionVariableValue', variableValueSchema);

export interface ParameterValue {
  uploadedAt: string;
  value: number;
}
export interface Parameter {
  id: string;
  name: string;
  areaId: string;
  organizationId: string;
  values: ParameterValue[];
}
const parameterSchema = new Schema<Parameter>(
  {
    id: { type: String, required: true },
    name: { type: String, required: true },
    areaId: { type: String, required: true },
    organizationId: { type: String, required: true },
    values: {
      type: [new Schema<ParameterValue>({ uploadedAt: { type: String, required: true }, value: { type: Number, required: true } }, { _id: false })],
      default: [],
    },
  },
  { ...timestamps, collection: 'commissionParameters' },
);
parameterSchema.index({ id: 1 }, { unique: true });
parameterSchema.index({ areaId: 1 });
export const ParameterModel = defineModel<Parameter>('CommissionParameter', parameterSchema);

export interface CommissionEmployee {
  id: string;
  firstName: string;
  lastName: string;
  secondLastName: string;
  job: string;
  warehouse: string;
  areaId: string;
  organizationId: string;
  subordinates: string[];
  /** Where a statement's review reminders reach this employee as a manager (issue 25); may be empty. */
  email?: string;
}
const employeeSchema = new Schema<CommissionEmployee>(
  {
    id: { type: String, required: true },
    firstName: { type: String, required: true },
    lastName: { type: String, required: true },
    secondLastName: { type: String, required: true },
    job: { type: String, default: '' },
    warehouse: { type: String, default: '' },
    areaId: { type: String, required: true },
    organizationId: { type: String, required: true },
    subordinates: { type: [String], default: [] },
    email: { type: String, default: '' },
  },
  { ...timestamps, collection: 'commissionEmployees' },
);
employeeSchema.index({ id: 1 }, { unique: true });
employeeSchema.index({ areaId: 1 });
employeeSchema.index({ organizationId: 1 });
export const CommissionEmployeeModel = defineModel<CommissionEmployee>('CommissionEmployee', employeeSchema);

/** What a saved formula names, kept so that loads answer the lists and deletions can be checked. */
export interface FormulaRecord {
  expression: string;
  htmlReference: string;
  parameterIds: string[];
  variableRefs: { id: string; tag: string }[];
  indicatorIds: string[];
  functionIds: string[];
}
const formulaFields = {
  expression: { type: String, required: true },
  htmlReference: { type: String, default: '-' },
  parameterIds: { type: [String], default: [] },
  variableRefs: { type: [new Schema({ id: { type: String, required: true }, tag: { type: String, required: true } }, { _id: false })], default: [] },
  indicatorIds: { type: [String], default: [] },
  functionIds: { type: [String], default: [] },
};

export interface Indicator extends FormulaRecord {
  id: string;
  name: string;
  organizationId: string;
  areaId: string;
}
const indicatorSchema = new Schema<Indicator>(
  {
    id: { type: String, required: true },
    name: { type: String, required: true },
    organizationId: { type: String, required: true },
    areaId: { type: String, required: true },
    ...formulaFields,
  },
  { ...timestamps, collection: 'commissionIndicators' },
);
indicatorSchema.index({ id: 1 }, { unique: true });
indicatorSchema.index({ areaId: 1 });
export const IndicatorModel = defineModel<Indicator>('CommissionIndicator', indicatorSchema);

export interface HelperFunction extends FormulaRecord {
  id: string;
  name: string;
  description: string;
  arguments: string[];
}
const helperFunctionSchema = new Schema<HelperFunction>(
  {
    id: { type: String, required: true },
    name: { type: String, required: true },
    description: { type: String, default: '' },
    arguments: { type: [String], default: [] },
    ...formulaFields,
  },
  { ...timestamps, collection: 'commissionHelperFunctions' },
);
helperFunctionSchema.index({ id: 1 }, { unique: true });
helperFunctionSchema.index({ name: 1 }, { unique: true });
export const HelperFunctionModel = defineModel<HelperFunction>('CommissionHelperFunction', helperFunctionSchema);

export const periodFrequencies = ['diario', 'semana', 'quincenal', 'mensual'] as const;
export type PeriodFrequency = (typeof periodFrequencies)[number];

export interface VariableCommission extends FormulaRecord {
  id: string;
  name: string;
  organizationId: string;
  areaId: string;
  active: boolean;
  /** First run (yyyy-MM-dd). */
  runDate: string;
  frequency: PeriodFrequency;
  /** 1 to 10 periods per run. */
  multiple: number;
}
const variableCommissionSchema = new Schema<VariableCommission>(
  {
    id: { type: String, required: true },
    name: { type: String, required: true },
    organizationId: { type: String, required: true },
    areaId: { type: String, required: true },
    active: { type: Boolean, default: true },
    runDate: { type: String, required: true },
    frequency: { type: String, enum: periodFrequencies, required: true },
    multiple: { type: Number, min: 1, max: 10, default: 1 },
    ...formulaFields,
  },
  { ...timestamps, collection: 'variableCommissions' },
);
variableCommissionSchema.index({ id: 1 }, { unique: true });
variableCommissionSchema.index({ areaId: 1 });
export const VariableCommissionModel = defineModel<VariableCommission>('VariableCommission', variableCommissionSchema);

export type { EvaluationLogEntry };
export interface CommissionReport {
  id: string;
  employeeId: string;
  employeeName: string;
  organizationId: string;
  areaId: string;
  areaName: string;
  variableCommissionId: string;
  variableCommissionName: string;
  startDate: string;
  endDate: string;
  /** Money: Decimal128 with 4 decimals (a plain number in reports written before issue 22's second half). */
  evaluationResult: StoredDecimal | number | null;
  warehouse: string;
  exception: { name: string; details: string } | null;
  details: { htmlReference: string; evaluationLog: EvaluationLogEntry[] };
  /** The workflow run that wrote it last. */
  runId: string;
  calculatedAt: Date;
}
const reportSchema = new Schema<CommissionReport>(
  {
    id: { type: String, required: true },
    employeeId: { type: String, required: true },
    employeeName: { type: String, required: true },
    organizationId: { type: String, required: true },
    areaId: { type: String, required: true },
    areaName: { type: String, required: true },
    variableCommissionId: { type: String, required: true },
    variableCommissionName: { type: String, required: true },
    startDate: { type: String, required: true },
    endDate: { type: String, required: true },
    evaluationResult: { ...signedMoneyField, default: null },
    warehouse: { type: String, default: '' },
    exception: { type: new Schema({ name: { type: String, required: true }, details: { type: String, default: '' } }, { _id: false }), default: null },
    details: { type: Schema.Types.Mixed, required: true },
    runId: { type: String, required: true },
    calculatedAt: { type: Date, required: true },
  },
  { ...timestamps, collection: 'commissionReports' },
);
reportSchema.index({ id: 1 }, { unique: true });
// One report per commission, employee and period: a run of the same period replaces it.
reportSchema.index({ variableCommissionId: 1, employeeId: 1, startDate: 1 }, { unique: true });
// The report list: a company's reports newest period first, then by employee (equality, range and sort in one index).
reportSchema.index({ organizationId: 1, startDate: -1, employeeId: 1 });
// One employee's reports (reportes/{employeeId}).
reportSchema.index({ employeeId: 1, startDate: -1 });
// The list's sortable columns (domain/commissions/reportSort.ts): a company's reports along each column, _id breaking ties.
for (const field of ['employeeId', 'employeeName', 'startDate', 'endDate', 'evaluationResult', 'warehouse'])
  reportSchema.index({ organizationId: 1, [field]: 1, _id: 1 });
export const CommissionReportModel = defineModel<CommissionReport>('CommissionReport', reportSchema);

export const commissionModels = [
  CommissionOrganizationModel,
  CommissionAreaModel,
  DataSourceModel,
  VariableModel,
  VariableValueModel,
  ParameterModel,
  CommissionEmployeeModel,
  IndicatorModel,
  HelperFunctionModel,
  VariableCommissionModel,
  CommissionReportModel,
  CommissionStatementModel,
  StatementLinesModel,
  StatementEventModel,
  StatementSummaryModel,
  CarriedAdjustmentModel,
  StatementSettingsModel,
] as const;
