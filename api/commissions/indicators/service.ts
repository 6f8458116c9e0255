import { randomUUID } from 'node:crypto';
import { IndicatorModel, type CommissionArea, type FormulaRecord, type Indicator } from '../../../db/models/commissions';
import { checkFormulaForSave, formulaOnEdit, type FormulaPayload } from '../formulas/service';
import { found, LIST_LIMIT } from '../records';

/** Indicators of a position (names only). */
export function listIndicators(area: CommissionArea): Promise<Pick<Indicator, 'id' | 'name'>[]> {
  return IndicatorModel.find({ areaId: area.id }, { id: 1, name: 1 }).sort({ name: 1 }).limit(LIST_LIMIT).lean();
}

export function findIndicator(id: string): Promise<Indicator> {
  return found(IndicatorModel.findOne({ id }).lean(), 'COMMISSION_INDICATOR_NOT_FOUND', id);
}

/** An indicator's formula may use variables, parameters, functions and previous steps of its company. */
export async function createIndicator(area: CommissionArea, name: string, formula: FormulaPayload): Promise<Indicator> {
  const checked = await checkFormulaForSave(formula, 'indicator', undefined, area.organizationId);
  const indicator = { id: randomUUID(), name, organizationId: area.organizationId, areaId: area.id, ...checked };
  await IndicatorModel.create(indicator);
  return indicator;
}

/** Renames, moves (to `place`) and re-formulates an indicator; the formula is checked against its company. */
export async function updateIndicator(
  indicator: Indicator,
  name: string,
  place: { areaId: string; organizationId: string },
  formula: FormulaPayload,
): Promise<void> {
  const checked: Partial<FormulaRecord> = await formulaOnEdit(formula, 'indicator', indicator, place.organizationId);
  await IndicatorModel.updateOne({ id: indicator.id }, { name, ...place, ...checked });
}

export async function deleteIndicator(indicator: Indicator): Promise<void> {
  await IndicatorModel.deleteOne({ id: indicator.id });
}
