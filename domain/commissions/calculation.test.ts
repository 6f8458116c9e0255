import { describe, expect, it } from 'vitest';
import { calculateCommission, MAX_LOG_ENTRIES, parameterValueOn, type CalculationInput } from './calculation';
import { expr, sampleCalculationInput } from './testing';

/** The sample, with values on more dates (the latest inside the period wins) and a rate that changes after it. */
function input(overrides: Partial<CalculationInput> = {}): CalculationInput {
  return sampleCalculationInput({
    variableValues: [
      {
        variableId: 'sales',
        tag: 'm',
        date: '2026-01-15',
        values: new Map([
          ['01-001', 1000],
          ['01-002', 90000],
        ]),
      },
      // The latest date inside the period wins; dates outside are ignored.
      {
        variableId: 'sales',
        tag: 'm',
        date: '2026-01-31',
        values: new Map([
          ['01-001', 2000],
          ['01-002', 90000],
        ]),
      },
      { variableId: 'sales', tag: 'm', date: '2026-02-01', values: new Map([['01-001', 7]]) },
      {
        variableId: 'returns',
        tag: 'm',
        date: '2026-01-31',
        values: new Map([
          ['01-001', 100],
          ['01-002', 0],
          ['01-003', 5],
        ]),
      },
    ],
    parameters: new Map([
      [
        'rate',
        {
          name: 'Tasa',
          values: [
            { uploadedAt: '2025-12-01', value: 0.1 },
            { uploadedAt: '2026-02-01', value: 0.5 },
          ],
        },
      ],
    ]),
    ...overrides,
  });
}

describe('commission calculation', () => {
  it('evaluates every employee with the period semantics and logs every intermediate value', () => {
    const [ana, luis, eva] = calculateCommission(input());
    expect(ana).toMatchObject({ employeeId: '01-001', evaluationResult: 190, exception: null });
    expect(ana!.evaluationLog.map((entry) => entry.details)).toEqual([
      { name: 'Ventas [m]', value: 2000 },
      { name: 'Devoluciones [m]', value: 100 },
      { name: 'Tasa', value: 0.1 },
      { name: 'Venta neta', value: 1900 },
      { name: 'Resultado_Paso_1', value: 190 },
      { name: 'Resultado_Paso_2', value: 190 },
      // Then the indicator's own steps and each helper function call with its arguments.
      { name: 'Venta neta › Resultado_Paso_1', value: 1900 },
      { name: 'tope (#1)', value: 190, arguments: { x: 190, limit: 500 } },
    ]);
    expect(luis).toMatchObject({ evaluationResult: 500 });
    expect(eva).toMatchObject({ evaluationResult: null, exception: { name: 'DictionaryIndexNotFound', details: 'No value for: Ventas [m]' } });
  });

  it.each([
    [
      'ZeroDivision',
      { commission: { id: 'c', name: 'c', expression: expr('indicator("net") / variable("returns", "m")'), htmlReference: '-' } },
      [null, 'ZeroDivision'],
    ],
    ['IndicatorRidNotFound', { indicators: new Map() }, ['IndicatorRidNotFound', 'IndicatorRidNotFound']],
    ['HelperFunctionRidNotFound', { functions: new Map() }, ['HelperFunctionRidNotFound', 'HelperFunctionRidNotFound']],
    ['InvalidSyntax', { commission: { id: 'c', name: 'c', expression: expr('indicator("net") *'), htmlReference: '-' } }, ['InvalidSyntax', 'InvalidSyntax']],
    [
      'InvalidIndicatorVariableKey',
      { variables: new Map([['sales', { name: 'Ventas', tags: ['other'] }]]) },
      ['InvalidIndicatorVariableKey', 'InvalidIndicatorVariableKey'],
    ],
  ])('names %s as spec 003 section 8.1', (_name, overrides, expected) => {
    const outcomes = calculateCommission(input(overrides as Partial<CalculationInput>));
    expect(outcomes.slice(0, 2).map((outcome) => outcome.exception?.name ?? null)).toEqual(expected);
  });

  it('keeps the log bounded and says how many values were left out', () => {
    const calls = Array.from({ length: 150 }, (_unused, index) => `function("cap", parameter("rate"), ${index})`);
    const [ana] = calculateCommission(input({ commission: { id: 'c', name: 'c', expression: expr(...calls), htmlReference: '-' } }));
    expect(ana!.evaluationLog).toHaveLength(MAX_LOG_ENTRIES + 1);
    // 1 parameter and 150 steps, then 49 of the 150 calls; 101 left out.
    expect(ana!.evaluationLog.at(-1)!.details).toEqual({ name: 'truncated', value: null, truncated: 101 });
    expect(ana!.evaluationLog.at(-2)!.details).toEqual({ name: 'tope (#49)', value: 0.1, arguments: { x: 0.1, limit: 48 } });
  });

  it('takes the parameter in effect at the period start', () => {
    expect(
      parameterValueOn(
        [
          { uploadedAt: '2026-01-01', value: 1 },
          { uploadedAt: '2026-03-01', value: 2 },
        ],
        '2026-02-15',
      ),
    ).toBe(1);
    expect(parameterValueOn([{ uploadedAt: '2026-03-01', value: 2 }], '2026-02-15')).toBeNaN();
  });
});
