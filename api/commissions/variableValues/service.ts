import { randomUUID } from 'node:crypto';
import { isCalendarDate } from '../../../domain/commissions/period';
import { mergeEmployeeValues } from '../../../domain/commissions/rules';
import { AppError } from '../../../domain/errors/catalogue';
import { CommissionEmployeeModel, VariableModel, VariableValueModel, type Variable, type VariableValue } from '../../../db/models/commissions';
import { found, LIST_LIMIT } from '../records';

/** The tags of a variable (one per tag and date), newest first. */
export function listTags(variable: Variable): Promise<Pick<VariableValue, 'id' | 'tag' | 'date'>[]> {
  return VariableValueModel.find({ variableId: variable.id }, { id: 1, tag: 1, date: 1 }).sort({ date: -1 }).limit(LIST_LIMIT).lean();
}

export function findTag(id: string): Promise<VariableValue> {
  return found(VariableValueModel.findOne({ id }).lean(), 'COMMISSION_VARIABLE_VALUE_NOT_FOUND', id);
}

export interface TagLoad {
  tag: string;
  date: string;
  values?: Record<string, number>;
}

export interface TagLoadResult {
  /** Tags refused (no name, date or value): their index and tag. */
  incomplete: { index: number; tag: string }[];
  processed: { id: string; tag: string; date: string; values: number }[];
  employeesNotFound: string[];
}

/**
 * Loads tagged values: each tag and date merges its values per employee into what is stored;
 * employees the company does not have are listed and skipped; an incomplete tag is listed and
 * skipped; the rest is loaded.
 */
export async function loadTags(variable: Variable, tags: TagLoad[]): Promise<TagLoadResult> {
  const employees = new Set((await CommissionEmployeeModel.find({ organizationId: variable.organizationId }, { id: 1 }).lean()).map((employee) => employee.id));
  const result: TagLoadResult = { incomplete: [], processed: [], employeesNotFound: [] };
  const notFound = new Set<string>();
  for (const [index, item] of tags.entries()) {
    const entries = Object.entries(item.values ?? {});
    if (!item.tag || !isCalendarDate(item.date) || entries.length === 0) {
      result.incomplete.push({ index, tag: item.tag });
      continue;
    }
    const known = entries.filter(([employeeId]) => {
      if (employees.has(employeeId)) return true;
      notFound.add(employeeId);
      return false;
    });
    const existing = await VariableValueModel.findOne({ variableId: variable.id, tag: item.tag, date: item.date }).lean();
    const values = mergeEmployeeValues(existing?.values ?? [], known);
    const id = existing?.id ?? randomUUID();
    await VariableValueModel.updateOne(
      { variableId: variable.id, tag: item.tag, date: item.date },
      { $set: { values }, $setOnInsert: { id } },
      { upsert: true },
    );
    result.processed.push({ id, tag: item.tag, date: item.date, values: known.length });
  }
  const loaded = [...new Set(result.processed.map((item) => item.tag))];
  if (loaded.length > 0) await VariableModel.updateOne({ id: variable.id }, { $addToSet: { tags: { $each: loaded } } });
  result.employeesNotFound = [...notFound];
  return result;
}

/** Sets values of one tag for employees of its company; the others are listed as not found. */
export async function setTagValues(
  tag: VariableValue,
  variable: Variable,
  sent: Record<string, number>,
): Promise<{ values: VariableValue['values']; employeesNotFound: string[] }> {
  const entries = Object.entries(sent);
  if (entries.length === 0) throw new AppError('COMMISSION_TAG_INCOMPLETE');
  const employees = new Set(
    (await CommissionEmployeeModel.find({ organizationId: variable.organizationId, id: { $in: entries.map(([id]) => id) } }, { id: 1 }).lean()).map(
      (employee) => employee.id,
    ),
  );
  const employeesNotFound = entries.filter(([employeeId]) => !employees.has(employeeId)).map(([employeeId]) => employeeId);
  const values = mergeEmployeeValues(
    tag.values,
    entries.filter(([employeeId]) => employees.has(employeeId)),
  );
  await VariableValueModel.updateOne({ id: tag.id }, { values });
  return { values, employeesNotFound };
}

/** Deletes a tag's values for one date; the variable forgets the tag once no date has it. */
export async function deleteTag(tag: VariableValue, variable: Variable): Promise<void> {
  await VariableValueModel.deleteOne({ id: tag.id });
  if ((await VariableValueModel.countDocuments({ variableId: variable.id, tag: tag.tag })) === 0) {
    await VariableModel.updateOne({ id: variable.id }, { $pull: { tags: tag.tag } });
  }
}

export async function removeEmployeeValue(tag: VariableValue, employeeId: string): Promise<void> {
  if (!tag.values.some((entry) => entry.employeeId === employeeId)) throw new AppError('COMMISSION_EMPLOYEE_NOT_FOUND', { id: employeeId });
  await VariableValueModel.updateOne({ id: tag.id }, { $pull: { values: { employeeId } } });
}
