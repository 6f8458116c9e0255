/**
 * What the fast evaluator (`evaluator.ts`) promises its callers: a compiled formula, the columns a
 * batch of employees is evaluated on, and the batch's results, errors and intermediate values.
 */

export interface EvaluationInput {
  rows: number;
  /** One column per entry of `variables`, one value per employee; NaN where the employee has none. */
  variables: readonly Float64Array[];
  /** One value per entry of `parameters`; NaN when none is in effect. */
  parameters: readonly number[];
}

/** The outcome of one batch; valid until the next `evaluate` of the same compiled formula. */
export interface EvaluationBatch {
  rows: number;
  /** The last step's value per employee. */
  result(row: number): number;
  /** Every employee's result at once (a view valid until the next evaluate). */
  results(): Float64Array;
  /** 0, ZERO_DIVISION or MISSING_VALUE per employee. */
  error(row: number): number;
  /** Every employee's error code at once (a view valid until the next evaluate). */
  errors(): Uint8Array;
  /** Value of step `index` (1-based) for an employee. */
  stepValue(index: number, row: number): number;
  indicatorValue(id: string, row: number): number;
  /** Values of `trace[index]` for an employee: an indicator step's value, or a call's arguments then its result. */
  traceValues(index: number, row: number): number[];
  /** The same values as columns (one value per employee), for a caller logging every employee. */
  stepColumn(index: number): Float64Array;
  indicatorColumn(id: string): Float64Array | undefined;
  traceColumns(index: number): Float64Array[];
}

/**
 * Intermediate values beyond the formula's own steps, in the order their compilation finished:
 * each step of every indicator reached (indicators are compiled once, so once each), and every
 * helper function call (numbered in order, nested calls included) with its arguments and result.
 */
export type TraceEntry =
  { kind: 'indicatorStep'; indicatorId: string; step: number } | { kind: 'functionCall'; functionId: string; call: number; arguments: string[] };

export interface CompiledFormula {
  /** The variable columns `evaluate` expects, in order. */
  variables: { id: string; tag: string }[];
  /** The parameter values `evaluate` expects, in order. */
  parameters: string[];
  /** Indicators (ids) the formula uses, directly. */
  indicators: string[];
  steps: number;
  trace: TraceEntry[];
  evaluate(input: EvaluationInput): EvaluationBatch;
}
