import type { BinaryOperator, BuiltinName, Formula, FormulaNode } from './language';
import { collectReferences } from './language';

/**
 * The fast evaluator. A formula (with the indicators and helper functions it uses) is compiled
 * once into a flat list of instructions over columns: each instruction runs one tight loop over
 * every employee of the batch (a Float64Array per intermediate value), so the interpretive cost
 * is paid once per node and batch instead of once per node and employee. Values that are the
 * same for every employee (numbers, parameters, and anything computed only from them) are
 * scalars, computed once per batch. Helper functions are inlined with their arguments bound;
 * indicators are compiled once and shared by every place that names them.
 *
 * Per-employee failures never stop the batch: each column carries an optional error column
 * (0 = fine), set by a division by zero (ZeroDivision) or a missing input (NaN in an input column
 * or parameter: DictionaryIndexNotFound). The first error in evaluation order wins, and `if`
 * takes the error of the branch it chose, so a division by zero in the branch not taken is not
 * an error (the same as evaluating one employee at a time).
 */

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

/** Rounds half away from zero to `digits` decimals (the same in every evaluator). */
export function roundTo(value: number, digits: number): number {
  const factor = 10 ** Math.trunc(digits);
  return (Math.sign(value) * Math.round(Math.abs(value) * factor)) / factor;
}

/** The rate of the last (threshold, rate) pair whose threshold the value reaches; 0 below all. */
export function tierOf(value: number, pairs: readonly number[]): number {
  let rate = 0;
  for (let index = 0; index + 1 < pairs.length; index += 2) if (value >= (pairs[index] as number)) rate = pairs[index + 1] as number;
  return rate;
}

export function applyOperator(operator: BinaryOperator, left: number, right: number): number {
  switch (operator) {
    case '+':
      return left + right;
    case '-':
      return left - right;
    case '*':
      return left * right;
    case '/':
      return left / right;
    case '>':
      return left > right ? 1 : 0;
    case '<':
      return left < right ? 1 : 0;
    case '>=':
      return left >= right ? 1 : 0;
    case '<=':
      return left <= right ? 1 : 0;
    case '==':
      return left === right ? 1 : 0;
    case '!=':
      return left !== right ? 1 : 0;
  }
}

type Operand = { scalar: true; slot: number } | { scalar: false; register: number };

interface Frame {
  rows: number;
  registers: Float64Array[];
  errors: (Uint8Array | null)[];
  scalars: Float64Array;
  scalarErrors: Uint8Array;
}

type Instruction = (frame: Frame) => void;

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
  /** Value of step `index` (1-based) for an employee. */
  stepValue(index: number, row: number): number;
  indicatorValue(id: string, row: number): number;
  /** Values of `trace[index]` for an employee: an indicator step's value, or a call's arguments then its result. */
  traceValues(index: number, row: number): number[];
}

/**
 * Intermediate values beyond the formula's own steps, in the order their compilation finished:
 * each step of every indicator reached (indicators are compiled once, so once each), and every
 * helper function call (numbered in order, nested calls included) with its arguments and result.
 */
export type TraceEntry =
  | { kind: 'indicatorStep'; indicatorId: string; step: number }
  | { kind: 'functionCall'; functionId: string; call: number; arguments: string[] };

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

const MAX_DEPTH = 16;

class Compiler {
  readonly instructions: Instruction[] = [];
  readonly variables: { id: string; tag: string }[] = [];
  readonly parameters: string[] = [];
  readonly parameterSlots: number[] = [];
  private readonly variableOperands = new Map<string, Operand>();
  private readonly parameterOperands = new Map<string, Operand>();
  readonly indicatorOperands = new Map<string, Operand>();
  readonly trace: { entry: TraceEntry; operands: Operand[] }[] = [];
  private functionCalls = 0;
  registerCount = 0;
  scalarCount = 0;
  /** Registers that are input columns, by variable index (not allocated). */
  readonly inputRegisters: number[] = [];

  constructor(private readonly library: FormulaLibrary) {}

  private scalar(): { scalar: true; slot: number } {
    return { scalar: true, slot: this.scalarCount++ };
  }

  private vector(): { scalar: false; register: number } {
    return { scalar: false, register: this.registerCount++ };
  }

  /** The steps in order, and the formula's value: the last step, failing where any step failed. */
  compileSteps(formula: Formula, env: ReadonlyMap<string, Operand>, depth: number): { steps: Operand[]; result: Operand } {
    if (depth > MAX_DEPTH) throw new FormulaCompileError('InvalidSyntax', 'Formulas nest too deeply');
    const steps: Operand[] = [];
    for (const step of formula.steps) steps.push(this.node(step, steps, env, depth));
    return { steps, result: this.withStepErrors(steps) };
  }

  private withStepErrors(steps: Operand[]): Operand {
    const last = steps[steps.length - 1] as Operand;
    if (steps.length === 1) return last;
    if (steps.every((step) => step.scalar)) {
      const out = this.scalar();
      this.instructions.push((frame) => {
        frame.scalars[out.slot] = frame.scalars[(last as { slot: number }).slot] as number;
        let code = 0;
        for (const step of steps) code ||= frame.scalarErrors[(step as { slot: number }).slot] as number;
        frame.scalarErrors[out.slot] = code;
      });
      return out;
    }
    const out = this.vector();
    this.instructions.push((frame) => {
      if (last.scalar) (frame.registers[out.register] as Float64Array).fill(frame.scalars[last.slot] as number, 0, frame.rows);
      // Same values as the last step: share its column, only the errors differ.
      else frame.registers[out.register] = frame.registers[last.register] as Float64Array;
      const readers = steps.map((step) => errorReader(frame, step)).filter((read) => read !== null);
      let errors: Uint8Array | null = null;
      if (readers.length > 0) {
        for (let row = 0; row < frame.rows; row += 1) {
          for (const read of readers) {
            const code = read(row);
            if (code) {
              errors ??= new Uint8Array(frame.rows);
              errors[row] = code;
              break;
            }
          }
        }
      }
      frame.errors[out.register] = errors;
    });
    return out;
  }

  private node(node: FormulaNode, steps: Operand[], env: ReadonlyMap<string, Operand>, depth: number): Operand {
    switch (node.kind) {
      case 'number': {
        const operand = this.scalar();
        const slot = operand.slot;
        const value = node.value;
        this.instructions.push((frame) => {
          frame.scalars[slot] = value;
          frame.scalarErrors[slot] = 0;
        });
        return operand;
      }
      case 'variable': {
        const key = `${node.id}\u0000${node.tag}`;
        const known = this.variableOperands.get(key);
        if (known) return known;
        const operand = this.vector();
        this.inputRegisters.push(operand.register);
        this.variables.push({ id: node.id, tag: node.tag });
        this.variableOperands.set(key, operand);
        return operand;
      }
      case 'parameter': {
        const known = this.parameterOperands.get(node.id);
        if (known) return known;
        const operand = this.scalar();
        this.parameters.push(node.id);
        this.parameterSlots.push(operand.slot);
        this.parameterOperands.set(node.id, operand);
        return operand;
      }
      case 'indicator': {
        const known = this.indicatorOperands.get(node.id);
        if (known) return known;
        const formula = this.library.indicators.get(node.id);
        if (!formula) throw new FormulaCompileError('IndicatorRidNotFound', `Indicator ${node.id} not found`, [node.id]);
        const compiled = this.compileSteps(formula, new Map(), depth + 1);
        compiled.steps.forEach((step, index) => this.trace.push({ entry: { kind: 'indicatorStep', indicatorId: node.id, step: index + 1 }, operands: [step] }));
        this.indicatorOperands.set(node.id, compiled.result);
        return compiled.result;
      }
      case 'argument': {
        const bound = env.get(node.name);
        if (!bound) throw new FormulaCompileError('InvalidSyntax', `The argument "${node.name}" is not a parameter of the function`, [node.name]);
        return bound;
      }
      case 'step': {
        const operand = steps[node.index - 1];
        if (!operand) throw new FormulaCompileError('InvalidSyntax', `Resultado_Paso_${node.index} is not an earlier step`);
        return operand;
      }
      case 'function': {
        const definition = this.library.functions.get(node.id);
        if (!definition) throw new FormulaCompileError('HelperFunctionRidNotFound', `Function ${node.id} not found`, [node.id]);
        if (definition.arguments.length !== node.args.length) {
          throw new FormulaCompileError('InvalidSyntax', `Function ${node.id} takes ${definition.arguments.length} arguments, not ${node.args.length}`, [node.id]);
        }
        const args = node.args.map((argument) => this.node(argument, steps, env, depth));
        const bound = new Map(definition.arguments.map((name, index) => [name, args[index] as Operand]));
        const call = ++this.functionCalls;
        const result = this.compileSteps(definition.formula, bound, depth + 1).result;
        this.trace.push({ entry: { kind: 'functionCall', functionId: node.id, call, arguments: [...definition.arguments] }, operands: [...args, result] });
        return result;
      }
      case 'group':
        return this.node(node.inner, steps, env, depth);
      case 'negate':
        return this.unaryLoop(this.node(node.operand, steps, env, depth), 'negate');
      case 'binary':
        return this.binary(node.operator, this.node(node.left, steps, env, depth), this.node(node.right, steps, env, depth));
      case 'builtin':
        return this.builtin(node.name, node.args.map((argument) => this.node(argument, steps, env, depth)));
    }
  }

  /** A one-operand function applied to every row (or once, for a scalar). */
  private map1(input: Operand, fn: (value: number) => number): Operand {
    if (input.scalar) {
      const out = this.scalar();
      const [from, to] = [input.slot, out.slot];
      this.instructions.push((frame) => {
        frame.scalars[to] = fn(frame.scalars[from] as number);
        frame.scalarErrors[to] = frame.scalarErrors[from] as number;
      });
      return out;
    }
    const out = this.vector();
    const [from, to] = [input.register, out.register];
    this.instructions.push((frame) => {
      const source = frame.registers[from] as Float64Array;
      const target = frame.registers[to] as Float64Array;
      for (let row = 0; row < frame.rows; row += 1) target[row] = fn(source[row] as number);
      frame.errors[to] = frame.errors[from] ?? null;
    });
    return out;
  }

  private binary(operator: BinaryOperator, left: Operand, right: Operand): Operand {
    if (left.scalar && right.scalar) {
      const out = this.scalar();
      const [a, b, to] = [left.slot, right.slot, out.slot];
      this.instructions.push((frame) => {
        const errorCode = (frame.scalarErrors[a] as number) || (frame.scalarErrors[b] as number);
        const divisor = frame.scalars[b] as number;
        if (operator === '/' && divisor === 0 && errorCode === 0) {
          frame.scalars[to] = NaN;
          frame.scalarErrors[to] = ZERO_DIVISION;
          return;
        }
        frame.scalars[to] = applyOperator(operator, frame.scalars[a] as number, divisor);
        frame.scalarErrors[to] = errorCode;
      });
      return out;
    }
    const out = this.vector();
    const to = out.register;
    this.instructions.push(vectorBinary(operator, left, right, to));
    return out;
  }

  private builtin(name: BuiltinName, args: Operand[]): Operand {
    switch (name) {
      case 'abs':
        return this.unaryLoop(args[0] as Operand, 'abs');
      case 'round': {
        const digits = args[1];
        if (!digits) return this.roundLoop(args[0] as Operand, { scalar: true, slot: this.constantSlot(0) });
        return digits.scalar ? this.roundLoop(args[0] as Operand, digits) : this.general(args, (values) => roundTo(values[0] as number, values[1] as number));
      }
      case 'min':
        return args.reduce((left, right) => this.extremum('min', left, right));
      case 'max':
        return args.reduce((left, right) => this.extremum('max', left, right));
      case 'tier':
        return args.slice(1).every((arg) => arg.scalar) ? this.tierLoop(args[0] as Operand, args.slice(1) as { scalar: true; slot: number }[]) : this.general(args, (values) => tierOf(values[0] as number, values.slice(1)));
      case 'if':
        return this.choose(args[0] as Operand, args[1] as Operand, args[2] as Operand);
    }
  }

  private constantSlot(value: number): number {
    const operand = this.scalar();
    this.instructions.push((frame) => {
      frame.scalars[operand.slot] = value;
      frame.scalarErrors[operand.slot] = 0;
    });
    return operand.slot;
  }

  /** abs and negation: their own loops (a shared loop calling a function would not be inlined). */
  private unaryLoop(input: Operand, kind: 'abs' | 'negate'): Operand {
    if (input.scalar) return this.map1(input, kind === 'abs' ? Math.abs : (value) => -value);
    const out = this.vector();
    this.instructions.push((frame) => {
      const source = frame.registers[input.register] as Float64Array;
      const target = frame.registers[out.register] as Float64Array;
      const n = frame.rows;
      if (kind === 'abs') for (let row = 0; row < n; row += 1) target[row] = Math.abs(source[row] as number);
      else for (let row = 0; row < n; row += 1) target[row] = -(source[row] as number);
      frame.errors[out.register] = frame.errors[input.register] ?? null;
    });
    return out;
  }

  private roundLoop(input: Operand, digits: { scalar: true; slot: number }): Operand {
    if (input.scalar) return this.general([input, digits], (values) => roundTo(values[0] as number, values[1] as number));
    const out = this.vector();
    this.instructions.push((frame) => {
      const source = frame.registers[input.register] as Float64Array;
      const target = frame.registers[out.register] as Float64Array;
      const factor = 10 ** Math.trunc(frame.scalars[digits.slot] as number);
      for (let row = 0; row < frame.rows; row += 1) {
        const value = source[row] as number;
        target[row] = (Math.sign(value) * Math.round(Math.abs(value) * factor)) / factor;
      }
      frame.errors[out.register] = mergeErrorList(frame, [input, digits]);
    });
    return out;
  }

  private extremum(kind: 'min' | 'max', left: Operand, right: Operand): Operand {
    if (left.scalar && right.scalar) return this.general([left, right], (values) => (kind === 'min' ? Math.min : Math.max)(values[0] as number, values[1] as number));
    const out = this.vector();
    this.instructions.push((frame) => {
      const target = frame.registers[out.register] as Float64Array;
      const n = frame.rows;
      const a = left.scalar ? null : (frame.registers[left.register] as Float64Array);
      const b = right.scalar ? null : (frame.registers[right.register] as Float64Array);
      if (a && b) {
        if (kind === 'min') for (let row = 0; row < n; row += 1) target[row] = Math.min(a[row] as number, b[row] as number);
        else for (let row = 0; row < n; row += 1) target[row] = Math.max(a[row] as number, b[row] as number);
      } else {
        const column = (a ?? b) as Float64Array;
        const value = frame.scalars[(a ? (right as { slot: number }) : (left as { slot: number })).slot] as number;
        // Math.min/max are symmetric, NaN included, so the operand order does not matter here.
        if (kind === 'min') for (let row = 0; row < n; row += 1) target[row] = Math.min(column[row] as number, value);
        else for (let row = 0; row < n; row += 1) target[row] = Math.max(column[row] as number, value);
      }
      frame.errors[out.register] = mergeErrorList(frame, [left, right]);
    });
    return out;
  }

  private tierLoop(input: Operand, pairs: { scalar: true; slot: number }[]): Operand {
    if (input.scalar) return this.general([input, ...pairs], (values) => tierOf(values[0] as number, values.slice(1)));
    const out = this.vector();
    const bounds = new Float64Array(pairs.length);
    this.instructions.push((frame) => {
      const source = frame.registers[input.register] as Float64Array;
      const target = frame.registers[out.register] as Float64Array;
      pairs.forEach((pair, index) => {
        bounds[index] = frame.scalars[pair.slot] as number;
      });
      const count = bounds.length;
      for (let row = 0; row < frame.rows; row += 1) {
        const value = source[row] as number;
        let rate = 0;
        for (let index = 0; index + 1 < count; index += 2) if (value >= (bounds[index] as number)) rate = bounds[index + 1] as number;
        target[row] = rate;
      }
      frame.errors[out.register] = mergeErrorList(frame, [input, ...pairs]);
    });
    return out;
  }

  /** Any function of several operands, row by row; errors: the first operand's error wins. */
  private general(args: Operand[], fn: (values: number[]) => number): Operand {
    const allScalar = args.every((arg) => arg.scalar);
    const out = allScalar ? this.scalar() : this.vector();
    const values = new Array<number>(args.length).fill(0);
    this.instructions.push((frame) => {
      if (out.scalar) {
        let errorCode = 0;
        args.forEach((arg, index) => {
          values[index] = frame.scalars[(arg as { slot: number }).slot] as number;
          errorCode ||= frame.scalarErrors[(arg as { slot: number }).slot] as number;
        });
        frame.scalars[out.slot] = fn(values);
        frame.scalarErrors[out.slot] = errorCode;
        return;
      }
      const target = frame.registers[out.register] as Float64Array;
      const readers = args.map((arg) => reader(frame, arg));
      const errorReaders = args.map((arg) => errorReader(frame, arg));
      let errors: Uint8Array | null = null;
      for (let row = 0; row < frame.rows; row += 1) {
        for (let index = 0; index < args.length; index += 1) values[index] = (readers[index] as (row: number) => number)(row);
        target[row] = fn(values);
        for (const read of errorReaders) {
          const code = read ? read(row) : 0;
          if (code) {
            errors ??= new Uint8Array(frame.rows);
            errors[row] = code;
            break;
          }
        }
      }
      frame.errors[out.register] = errors;
    });
    return out;
  }

  private choose(condition: Operand, whenTrue: Operand, whenFalse: Operand): Operand {
    if (condition.scalar && whenTrue.scalar && whenFalse.scalar) {
      return this.scalarChoice(condition, whenTrue, whenFalse);
    }
    const out = this.vector();
    this.instructions.push((frame) => {
      const target = frame.registers[out.register] as Float64Array;
      const [readCondition, readTrue, readFalse] = [reader(frame, condition), reader(frame, whenTrue), reader(frame, whenFalse)];
      const [conditionError, trueError, falseError] = [errorReader(frame, condition), errorReader(frame, whenTrue), errorReader(frame, whenFalse)];
      let errors: Uint8Array | null = null;
      for (let row = 0; row < frame.rows; row += 1) {
        const taken = readCondition(row) !== 0;
        target[row] = taken ? readTrue(row) : readFalse(row);
        const code = (conditionError ? conditionError(row) : 0) || (taken ? (trueError ? trueError(row) : 0) : falseError ? falseError(row) : 0);
        if (code) {
          errors ??= new Uint8Array(frame.rows);
          errors[row] = code;
        }
      }
      frame.errors[out.register] = errors;
    });
    return out;
  }

  private scalarChoice(condition: Operand, whenTrue: Operand, whenFalse: Operand): Operand {
    const out = this.scalar();
    const [c, t, f, to] = [(condition as { slot: number }).slot, (whenTrue as { slot: number }).slot, (whenFalse as { slot: number }).slot, out.slot];
    this.instructions.push((frame) => {
      const taken = frame.scalars[c] !== 0;
      frame.scalars[to] = frame.scalars[taken ? t : f] as number;
      frame.scalarErrors[to] = (frame.scalarErrors[c] as number) || (frame.scalarErrors[taken ? t : f] as number);
    });
    return out;
  }
}

function reader(frame: Frame, operand: Operand): (row: number) => number {
  if (operand.scalar) {
    const value = frame.scalars[operand.slot] as number;
    return () => value;
  }
  const column = frame.registers[operand.register] as Float64Array;
  return (row) => column[row] as number;
}

function errorReader(frame: Frame, operand: Operand): ((row: number) => number) | null {
  if (operand.scalar) {
    const code = frame.scalarErrors[operand.slot] as number;
    return code ? () => code : null;
  }
  const errors = frame.errors[operand.register];
  return errors ? (row) => errors[row] as number : null;
}

/** Errors of several operands merged row by row (the first in order wins); null when none has any. */
function mergeErrorList(frame: Frame, operands: Operand[]): Uint8Array | null {
  // A source is either one code for every row (a scalar's error) or an error column.
  const sources: (number | Uint8Array)[] = [];
  for (const operand of operands) {
    const source = operand.scalar ? (frame.scalarErrors[operand.slot] as number) : frame.errors[operand.register];
    if (source) sources.push(source);
  }
  const first = sources[0];
  if (first === undefined) return null;
  if (typeof first === 'number') return new Uint8Array(frame.rows).fill(first);
  if (sources.length === 1) return first;
  const merged = new Uint8Array(frame.rows);
  for (let row = 0; row < frame.rows; row += 1) {
    for (const source of sources) {
      const code = typeof source === 'number' ? source : (source[row] as number);
      if (code) {
        merged[row] = code;
        break;
      }
    }
  }
  return merged;
}

/** Errors of two operands merged row by row (the left one first); null when neither has any. */
function mergeErrors(frame: Frame, left: Operand, right: Operand): Uint8Array | null {
  const leftVector = left.scalar ? null : frame.errors[left.register];
  const rightVector = right.scalar ? null : frame.errors[right.register];
  const leftScalar = left.scalar ? (frame.scalarErrors[left.slot] as number) : 0;
  const rightScalar = right.scalar ? (frame.scalarErrors[right.slot] as number) : 0;
  if (!leftVector && !rightVector && !leftScalar && !rightScalar) return null;
  const merged = new Uint8Array(frame.rows);
  for (let row = 0; row < frame.rows; row += 1) {
    merged[row] = leftScalar || (leftVector ? (leftVector[row] as number) : 0) || rightScalar || (rightVector ? (rightVector[row] as number) : 0);
  }
  return merged;
}

/**
 * One binary operator over columns. The four arithmetic operators get their own loops for each
 * operand shape (column with column, column with scalar, scalar with column): these loops are the
 * whole cost of an evaluation, so they stay monomorphic and free of calls.
 */
function vectorBinary(operator: BinaryOperator, left: Operand, right: Operand, to: number): Instruction {
  const finish = (frame: Frame, zeroRows: Uint8Array | null) => {
    let errors = mergeErrors(frame, left, right);
    if (zeroRows) {
      errors ??= new Uint8Array(frame.rows);
      for (let row = 0; row < frame.rows; row += 1) if (zeroRows[row] && !errors[row]) errors[row] = ZERO_DIVISION;
    }
    frame.errors[to] = errors;
  };
  if (operator === '/') {
    return (frame) => {
      const target = frame.registers[to] as Float64Array;
      const n = frame.rows;
      let zeroRows: Uint8Array | null = null;
      if (!right.scalar) {
        const divisor = frame.registers[right.register] as Float64Array;
        const dividendColumn = left.scalar ? null : (frame.registers[left.register] as Float64Array);
        const dividendScalar = left.scalar ? (frame.scalars[left.slot] as number) : 0;
        for (let row = 0; row < n; row += 1) {
          const d = divisor[row] as number;
          if (d === 0) {
            zeroRows ??= new Uint8Array(n);
            zeroRows[row] = 1;
            target[row] = NaN;
          } else target[row] = (dividendColumn ? (dividendColumn[row] as number) : dividendScalar) / d;
        }
      } else {
        const d = frame.scalars[right.slot] as number;
        const dividend = frame.registers[(left as { register: number }).register] as Float64Array;
        if (d === 0) {
          zeroRows = new Uint8Array(n).fill(1);
          target.fill(NaN, 0, n);
        } else for (let row = 0; row < n; row += 1) target[row] = (dividend[row] as number) / d;
      }
      finish(frame, zeroRows);
    };
  }
  if (operator === '+' || operator === '-' || operator === '*') {
    const op = operator;
    if (!left.scalar && !right.scalar) {
      return (frame) => {
        const a = frame.registers[left.register] as Float64Array;
        const b = frame.registers[right.register] as Float64Array;
        const target = frame.registers[to] as Float64Array;
        const n = frame.rows;
        if (op === '+') for (let row = 0; row < n; row += 1) target[row] = (a[row] as number) + (b[row] as number);
        else if (op === '-') for (let row = 0; row < n; row += 1) target[row] = (a[row] as number) - (b[row] as number);
        else for (let row = 0; row < n; row += 1) target[row] = (a[row] as number) * (b[row] as number);
        finish(frame, null);
      };
    }
    const vectorOnLeft = !left.scalar;
    return (frame) => {
      const column = frame.registers[vectorOnLeft ? (left as { register: number }).register : (right as { register: number }).register] as Float64Array;
      const value = frame.scalars[vectorOnLeft ? (right as { slot: number }).slot : (left as { slot: number }).slot] as number;
      const target = frame.registers[to] as Float64Array;
      const n = frame.rows;
      if (op === '+') for (let row = 0; row < n; row += 1) target[row] = (column[row] as number) + value;
      else if (op === '*') for (let row = 0; row < n; row += 1) target[row] = (column[row] as number) * value;
      else if (vectorOnLeft) for (let row = 0; row < n; row += 1) target[row] = (column[row] as number) - value;
      else for (let row = 0; row < n; row += 1) target[row] = value - (column[row] as number);
      finish(frame, null);
    };
  }
  return (frame) => {
    const readLeft = reader(frame, left);
    const readRight = reader(frame, right);
    const target = frame.registers[to] as Float64Array;
    for (let row = 0; row < frame.rows; row += 1) target[row] = applyOperator(operator, readLeft(row), readRight(row));
    finish(frame, null);
  };
}

/** Compiles a formula with the stored indicators and helper functions it names. */
export function compileFormula(formula: Formula, library: FormulaLibrary = emptyLibrary, functionArguments: string[] = []): CompiledFormula {
  const compiler = new Compiler(library);
  // A helper function compiled on its own: its arguments are inputs (variables named "argument").
  const env = new Map<string, Operand>();
  for (const name of functionArguments) {
    const operand = { scalar: false as const, register: compiler.registerCount++ };
    compiler.inputRegisters.push(operand.register);
    compiler.variables.push({ id: name, tag: '' });
    env.set(name, operand);
  }
  const { steps, result } = compiler.compileSteps(formula, env, 0);
  const instructions = compiler.instructions;
  const inputRegisters = compiler.inputRegisters;
  const registerCount = compiler.registerCount;
  const indicators = new Map(compiler.indicatorOperands);
  const direct = collectReferences(formula).indicators;
  let frame: Frame | null = null;

  const valueOf = (current: Frame, operand: Operand, row: number): number =>
    operand.scalar ? (current.scalars[operand.slot] as number) : ((current.registers[operand.register] as Float64Array)[row] as number);
  const errorOf = (current: Frame, operand: Operand, row: number): number =>
    operand.scalar ? (current.scalarErrors[operand.slot] as number) : ((current.errors[operand.register]?.[row] as number | undefined) ?? 0);

  return {
    variables: compiler.variables,
    parameters: compiler.parameters,
    indicators: direct,
    steps: steps.length,
    trace: compiler.trace.map(({ entry }) => entry),
    evaluate(input) {
      if (input.variables.length !== inputRegisters.length || input.parameters.length !== compiler.parameters.length) {
        throw new Error(`evaluate expects ${inputRegisters.length} columns and ${compiler.parameters.length} parameters`);
      }
      if (!frame || frame.rows !== input.rows) {
        frame = {
          rows: input.rows,
          registers: Array.from({ length: registerCount }, () => new Float64Array(input.rows)),
          errors: new Array(registerCount).fill(null),
          scalars: new Float64Array(compiler.scalarCount),
          scalarErrors: new Uint8Array(compiler.scalarCount),
        };
      }
      const current = frame;
      inputRegisters.forEach((register, index) => {
        const column = input.variables[index] as Float64Array;
        if (column.length < input.rows) throw new Error('an input column is shorter than the batch');
        current.registers[register] = column;
        let errors: Uint8Array | null = null;
        // A sum is NaN when any value is (or when infinities cancel): only then look row by row.
        let sum = 0;
        for (let row = 0; row < input.rows; row += 1) sum += column[row] as number;
        if (Number.isNaN(sum)) {
          for (let row = 0; row < input.rows; row += 1) {
            if (Number.isNaN(column[row])) {
              errors ??= new Uint8Array(input.rows);
              errors[row] = MISSING_VALUE;
            }
          }
        }
        current.errors[register] = errors;
      });
      // Parameters occupy the first scalar slots in the order they were met.
      compiler.parameters.forEach((_id, index) => {
        const value = input.parameters[index] as number;
        const slot = compiler.parameterSlots[index] as number;
        current.scalars[slot] = Number.isNaN(value) ? NaN : value;
        current.scalarErrors[slot] = Number.isNaN(value) ? MISSING_VALUE : 0;
      });
      for (const instruction of instructions) instruction(current);
      return {
        rows: input.rows,
        result: (row) => valueOf(current, result, row),
        results: () => (result.scalar ? new Float64Array(input.rows).fill(current.scalars[result.slot] as number) : (current.registers[result.register] as Float64Array).subarray(0, input.rows)),
        error: (row) => errorOf(current, result, row),
        stepValue: (index, row) => valueOf(current, steps[index - 1] as Operand, row),
        indicatorValue: (id, row) => {
          const operand = indicators.get(id);
          return operand ? valueOf(current, operand, row) : NaN;
        },
        traceValues: (index, row) => (compiler.trace[index]?.operands ?? []).map((operand) => valueOf(current, operand, row)),
      };
    },
  };

}
