import { randomUUID } from 'node:crypto';
import { mergeParameterValues } from '../../../domain/commissions/rules';
import { AppError } from '../../../domain/errors/catalogue';
import { ParameterModel, type CommissionArea, type Parameter } from '../../../db/models/commissions';
import { found, LIST_LIMIT } from '../records';

/** A dated value as sent. */
export interface ParameterValueInput {
  uploaded_at: string;
  value: number;
}

/** Parameters of a position, each with its dated values. */
export function listParameters(area: CommissionArea): Promise<Parameter[]> {
  return ParameterModel.find({ areaId: area.id }).sort({ name: 1 }).limit(LIST_LIMIT).lean();
}

export function findParameter(id: string): Promise<Parameter> {
  return found(ParameterModel.findOne({ id }).lean(), 'COMMISSION_PARAMETER_NOT_FOUND', id);
}

/** A parameter needs at least one value; one value per date (the last one sent wins). */
export async function createParameter(area: CommissionArea, name: string, values: ParameterValueInput[] | undefined): Promise<Parameter> {
  if (!values?.length) throw new AppError('COMMISSION_PARAMETER_VALUES_REQUIRED');
  const parameter = { id: randomUUID(), name, areaId: area.id, organizationId: area.organizationId, values: mergeParameterValues([], values) };
  await ParameterModel.create(parameter);
  return parameter;
}

export async function renameParameter(parameter: Parameter, name: string): Promise<Parameter> {
  await ParameterModel.updateOne({ id: parameter.id }, { name });
  return { ...parameter, name };
}

export async function deleteParameter(parameter: Parameter): Promise<void> {
  await ParameterModel.deleteOne({ id: parameter.id });
}

/** Adds dated values: a date already there takes the new value. */
export async function addParameterValues(parameter: Parameter, added: ParameterValueInput[]): Promise<Parameter> {
  const values = mergeParameterValues(parameter.values, added);
  await ParameterModel.updateOne({ id: parameter.id }, { values });
  return { ...parameter, values };
}

/** The parameter has a value for this date (else COMMISSION_PARAMETER_VALUE_NOT_FOUND). */
export function requireValueDate(parameter: Parameter, date: string): void {
  if (!parameter.values.some((value) => value.uploadedAt === date)) throw new AppError('COMMISSION_PARAMETER_VALUE_NOT_FOUND', { date });
}

/** Changes the value of a date the parameter has. */
export async function changeParameterValue(parameter: Parameter, date: string, value: number): Promise<Parameter> {
  requireValueDate(parameter, date);
  return addParameterValues(parameter, [{ uploaded_at: date, value }]);
}

export async function removeParameterValue(parameter: Parameter, date: string): Promise<void> {
  requireValueDate(parameter, date);
  await ParameterModel.updateOne({ id: parameter.id }, { $pull: { values: { uploadedAt: date } } });
}
