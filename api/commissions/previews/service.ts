import type { PreviewLocation, PreviewResult } from '../../../domain/commissions/answers';
import { calculateCommission } from '../../../domain/commissions/calculation';
import { loadCalculationInput } from '../../../db/commissions/calculationInput';
import { formulaForSave } from '../../../domain/commissions/compiler';
import { periodEnd, type Frequency } from '../../../domain/commissions/period';
import { parseHtmlReference, type StepItem } from '../../../domain/commissions/steps';
import { AppError } from '../../../domain/errors/catalogue';
import { CommissionEmployeeModel, type CommissionArea } from '../../../db/models/commissions';

export interface PreviewRequest {
  screen: 'indicator' | 'commission';
  htmlReference?: string;
  expression?: string;
  employeeId: string;
  startDate: string;
  period: { frequency: Frequency; multiple: number };
}

/** The preview's answer, as the route's response schema says (domain/commissions/answers.ts). */
export type PreviewAnswer = PreviewResult;

/**
 * The item a failing step points at: the first input of that step without a value (a variable,
 * parameter or indicator the log shows as null), else the value after its first division (a
 * division by zero), else none.
 */
function failingItem(
  items: StepItem[] | undefined,
  missing: { variables: Set<string>; parameters: Set<string>; indicators: Set<string> },
  exception: string,
): number | null {
  if (!items) return null;
  const index = items.findIndex((item) => {
    if (item.type !== 'element') return false;
    const { kind, value } = item.value;
    if (kind === 'variable') return missing.variables.has(`${value.id}\u0000${value.tag ?? ''}`);
    if (kind === 'parameter') return missing.parameters.has(value.id);
    if (kind === 'areaIndicators') return missing.indicators.has(value.id);
    return false;
  });
  if (index >= 0) return index + 1;
  if (exception === 'ZeroDivision') {
    const division = items.findIndex((item) => item.type === 'operator' && item.value === 'division');
    if (division >= 0) return division + 2;
  }
  return null;
}

/**
 * A formula being edited, evaluated for one employee and one period by the calculation engine
 * itself (domain/commissions/calculation.ts: the same compiler, evaluator and evaluation log a
 * run writes in its reports), without storing anything. The formula is checked first as a save
 * would (syntax, the screen's kinds, the step rules); an indicator is evaluated as if it were the
 * formula of a commission, so its own steps are the steps shown.
 */
export async function previewFormula(area: CommissionArea, request: PreviewRequest): Promise<PreviewAnswer> {
  const checked = formulaForSave({ htmlReference: request.htmlReference, expression: request.expression }, { screen: request.screen });
  if (!checked.valid) return { valid: false, error: { reason: checked.reason, message: checked.message, step: checked.line, item: null } };
  const expression = checked.expression as string;
  const employee = await CommissionEmployeeModel.findOne({ id: request.employeeId, organizationId: area.organizationId }).lean();
  if (!employee) throw new AppError('COMMISSION_EMPLOYEE_NOT_FOUND', { id: request.employeeId });
  const endDate = periodEnd(request.startDate, request.period.frequency, request.period.multiple, Number(request.startDate.slice(8, 10)));

  // What the formula reaches, in the position's company only (as a run does).
  const input = await loadCalculationInput(
    { id: 'preview', name: 'preview', expression, htmlReference: request.htmlReference ?? '-', organizationId: area.organizationId },
    [employee],
    { startDate: request.startDate, endDate },
  );
  const [outcome] = calculateCommission(input);
  if (!outcome) throw new AppError('COMMISSION_EMPLOYEE_NOT_FOUND', { id: request.employeeId });
  const steps = outcome.evaluationLog
    .filter((entry) => /^Resultado_Paso_\d+$/.test(entry.details.name))
    .map((entry) => ({ name: entry.details.name, value: entry.details.value }));

  let at: PreviewLocation | null = null;
  if (outcome.exception) {
    const failing = steps.findIndex((step) => step.value === null);
    if (failing >= 0) {
      const missing = { variables: new Set<string>(), parameters: new Set<string>(), indicators: new Set<string>() };
      const variableByName = new Map([...input.variables].map(([id, variable]) => [variable.name, id]));
      for (const { details } of outcome.evaluationLog) {
        if (details.value !== null) continue;
        const tagged = /^(.*) \[(.*)\]$/.exec(details.name);
        if (tagged) missing.variables.add(`${variableByName.get(tagged[1] as string) ?? tagged[1]}\u0000${tagged[2]}`);
        [...input.parameters].filter(([, parameter]) => parameter.name === details.name).forEach(([id]) => missing.parameters.add(id));
        [...input.indicators].filter(([, indicator]) => indicator.name === details.name).forEach(([id]) => missing.indicators.add(id));
      }
      let items: StepItem[] | undefined;
      try {
        items = request.htmlReference && request.htmlReference !== '-' ? parseHtmlReference(request.htmlReference)[failing] : undefined;
      } catch {
        items = undefined;
      }
      at = { step: failing + 1, item: failingItem(items, missing, outcome.exception.name) };
    }
  }
  return {
    valid: true,
    startDate: request.startDate,
    endDate,
    employee: { id: employee.id, name: input.employees[0]!.name },
    steps,
    result: outcome.evaluationResult,
    exception: outcome.exception ? { ...outcome.exception, at } : null,
    log: outcome.evaluationLog,
  };
}
