import type { Formula } from './formulaSyntax';

/** The indicators and helper functions a formula may use, and the errors of compiling and evaluating it. */
export const rowErrorNames = ['', 'ZeroDivision', 'DictionaryIndexNotFound'] as const;

export const ZERO_DIVISION = 1;

export const MISSING_VALUE = 2;

/** The whole formula cannot run (for every employee): named as spec 003 section 8.1. */
export type CompileExceptionName = 'IndicatorRidNotFound' | 'HelperFunctionRidNotFound' | 'InvalidSyntax' | 'InvalidIndicatorVariableKey';

export class FormulaCompileError extends Error {
  readonly exceptionName: CompileExceptionName;
  readonly ids: string[];
  constructor(exceptionName: CompileExceptionName, message: string, ids: string[] = []) {
    super(message);
    this.name = 'FormulaCompileError';
    this.exceptionName = exceptionName;
    this.ids = ids;
  }
}

export interface HelperFunctionDefinition {
  arguments: string[];
  formula: Formula;
}

/** The stored formulas a formula may name. */
export interface FormulaLibrary {
  indicators: ReadonlyMap<string, Formula>;
  functions: ReadonlyMap<string, HelperFunctionDefinition>;
}

export const emptyLibrary: FormulaLibrary = { indicators: new Map(), functions: new Map() };
