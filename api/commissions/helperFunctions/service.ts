import { randomUUID } from 'node:crypto';
import { AppError } from '../../../domain/errors/catalogue';
import { HelperFunctionModel, type HelperFunction } from '../../../db/models/commissions';
import { checkFormulaForSave, type FormulaPayload } from '../formulas/service';
import { fieldsOf, found, LIST_LIMIT } from '../records';

/** Helper functions: shared by every company (spec 003 7.2 lists them without one). */
export function listHelperFunctions(): Promise<HelperFunction[]> {
  return HelperFunctionModel.find({}).sort({ name: 1 }).limit(LIST_LIMIT).lean();
}

export function findHelperFunction(id: string): Promise<HelperFunction> {
  return found(HelperFunctionModel.findOne({ id }).lean(), 'COMMISSION_FUNCTION_NOT_FOUND', id);
}

/** A helper function's name is unique. */
async function requireFreeName(name: string, except?: string): Promise<void> {
  const taken = await HelperFunctionModel.findOne({ name, ...(except ? { id: { $ne: except } } : {}) }, { id: 1 }).lean();
  if (taken) throw new AppError('COMMISSION_FUNCTION_NAME_TAKEN', {}, { [name]: 'taken' });
}

/** A helper function's formula may use its own arguments only. */
export async function createHelperFunction(input: { name: string; description: string; arguments: string[] } & FormulaPayload): Promise<HelperFunction> {
  await requireFreeName(input.name);
  const formula = await checkFormulaForSave(input, 'function', input.arguments);
  const helper = { id: randomUUID(), name: input.name, description: input.description, arguments: input.arguments, ...formula };
  await HelperFunctionModel.create(helper);
  return helper;
}

/**
 * Edits a helper function: what is not sent stays. New arguments recheck the stored formula
 * (kept with its steps); a sent formula replaces it.
 */
export async function updateHelperFunction(
  helper: HelperFunction,
  changes: { name?: string; description?: string; arguments?: string[] } & FormulaPayload,
): Promise<HelperFunction> {
  const name = changes.name ?? helper.name;
  if (name !== helper.name) await requireFreeName(name, helper.id);
  const args = changes.arguments ?? helper.arguments;
  const sent = changes.expression || changes.html_reference;
  const payload = sent
    ? { expression: changes.expression, html_reference: changes.html_reference }
    : { expression: helper.expression, html_reference: helper.htmlReference };
  const formula = sent || changes.arguments ? await checkFormulaForSave(payload, 'function', args) : {};
  const next = { ...fieldsOf(helper), name, description: changes.description ?? helper.description, arguments: args, ...formula };
  await HelperFunctionModel.updateOne({ id: helper.id }, next);
  return next;
}

export async function deleteHelperFunction(helper: HelperFunction): Promise<void> {
  await HelperFunctionModel.deleteOne({ id: helper.id });
}
