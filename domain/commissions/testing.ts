/**
 * Test support for the commission calculation: a commission over three employees (an indicator of
 * two variables, a capping function and a rate parameter) with the values of January 2026.
 */
import type { CalculationInput } from './calculation';
import { encodeExpression } from './language';

/** A stored expression from its source lines. */
export const expr = (...lines: string[]) => encodeExpression(lines.join('\n'));

/** Ana (01-001), Luis (01-002) and Eva (01-003, no sales) in January 2026, at a rate of 0.1; `overrides` replace whole fields. */
export function sampleCalculationInput(overrides: Partial<CalculationInput> = {}): CalculationInput {
  return {
    commission: {
      id: 'c1',
      name: 'Bono',
      expression: expr('indicator("net") * parameter("rate")', 'function("cap", Resultado_Paso_1, 500)'),
      htmlReference: '-',
    },
    period: { startDate: '2026-01-01', endDate: '2026-02-01' },
    employees: [
      { id: '01-001', name: 'Ana', warehouse: 'T1' },
      { id: '01-002', name: 'Luis', warehouse: 'T2' },
      { id: '01-003', name: 'Eva', warehouse: 'T1' },
    ],
    indicators: new Map([['net', { name: 'Venta neta', expression: expr('variable("sales", "m") - variable("returns", "m")') }]]),
    functions: new Map([['cap', { name: 'tope', arguments: ['x', 'limit'], expression: expr('min(argument("x"), argument("limit"))') }]]),
    variables: new Map([
      ['sales', { name: 'Ventas', tags: ['m'] }],
      ['returns', { name: 'Devoluciones', tags: ['m'] }],
    ]),
    variableValues: [
      {
        variableId: 'sales',
        tag: 'm',
        date: '2026-01-31',
        values: new Map([
          ['01-001', 2000],
          ['01-002', 90000],
        ]),
      },
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
    parameters: new Map([['rate', { name: 'Tasa', values: [{ uploadedAt: '2025-12-01', value: 0.1 }] }]]),
    ...overrides,
  };
}
