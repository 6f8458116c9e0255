import { randomUUID } from 'node:crypto';
import { VariableModel, VariableValueModel, type DataSource, type Variable } from '../../../db/models/commissions';
import { found, LIST_LIMIT } from '../records';

/** Variables of a data source, with the tags their values were loaded under. */
export function listVariables(dataSourceId: string): Promise<Variable[]> {
  return VariableModel.find({ dataSourceId }).sort({ name: 1 }).limit(LIST_LIMIT).lean();
}

export function findVariable(id: string): Promise<Variable> {
  return found(VariableModel.findOne({ id }).lean(), 'COMMISSION_VARIABLE_NOT_FOUND', id);
}

export async function createVariable(dataSource: DataSource, name: string): Promise<Variable> {
  const variable = { id: randomUUID(), name, dataSourceId: dataSource.id, organizationId: dataSource.organizationId, tags: [] };
  await VariableModel.create(variable);
  return variable;
}

export async function renameVariable(variable: Variable, name: string): Promise<Variable> {
  await VariableModel.updateOne({ id: variable.id }, { name });
  return { ...variable, name };
}

/** A variable takes its tag values with it. */
export async function deleteVariable(variable: Variable): Promise<void> {
  await Promise.all([VariableModel.deleteOne({ id: variable.id }), VariableValueModel.deleteMany({ variableId: variable.id })]);
}
