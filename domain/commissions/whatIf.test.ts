import { describe, expect, it } from 'vitest';
import type { CalculationInput } from './calculation';
import { sampleCalculationInput } from './testing';
import { whatIf, whatIfInputs, type WhatIfChange } from './whatIf';

const input: CalculationInput = sampleCalculationInput();

describe('what-if on a commission', () => {
  it('lists the inputs the employee may change with the values the calculation used', () => {
    expect(whatIfInputs(input, '01-001')).toEqual([
      { kind: 'variable', id: 'sales', tag: 'm', name: 'Ventas', value: 2000 },
      { kind: 'variable', id: 'returns', tag: 'm', name: 'Devoluciones', value: 100 },
      { kind: 'parameter', id: 'rate', tag: '', name: 'Tasa', value: 0.1 },
    ]);
    expect(whatIfInputs(input, '01-003')[0]!.value).toBeNull();
  });

  it.each<[string, string, WhatIfChange, number | null, number | null, string | null]>([
    ['a higher sale', '01-001', { kind: 'variable', id: 'sales', tag: 'm', value: 3000 }, 190, 290, null],
    ['a sale past the cap', '01-001', { kind: 'variable', id: 'sales', tag: 'm', value: 90000 }, 190, 500, null],
    ['a return that takes the result negative', '01-001', { kind: 'variable', id: 'returns', tag: 'm', value: 2500 }, 190, -50, null],
    ['another rate', '01-001', { kind: 'parameter', id: 'rate', value: 0.2 }, 190, 380, null],
    ['a missing value supplied', '01-003', { kind: 'variable', id: 'sales', tag: 'm', value: 105 }, null, 10, null],
  ])('%s', (_name, employeeId, change, before, after, exception) => {
    const outcome = whatIf(input, employeeId, change);
    expect(outcome.before.evaluationResult).toBe(before);
    expect(outcome.after.evaluationResult).toBe(after);
    expect(outcome.after.exception?.name ?? null).toBe(exception);
    expect(outcome.after.evaluationLog.find((entry) => entry.details.name === 'Resultado_Paso_2')?.details.value).toBe(after);
  });

  it('changes nothing of the input it was given, nor the other employees', () => {
    whatIf(input, '01-001', { kind: 'variable', id: 'sales', tag: 'm', value: 1 });
    expect(input.variableValues[0]!.values.get('01-001')).toBe(2000);
    expect(input.parameters.get('rate')!.values).toHaveLength(1);
  });
});
