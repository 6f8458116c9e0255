/**
 * The fast evaluator. A formula (with the indicators and helper functions it uses) is compiled
 * once into one JavaScript function: a single loop over the employees of the batch whose body
 * computes every node as a local (value and error code), the way a hand-written function would.
 * The source is generated only from the compiler's own templates, numbered locals and finite
 * numbers; nothing from the formula's text (ids, names) is ever part of it, inputs are reached by
 * position. Helper functions are inlined with their arguments bound; indicators are compiled once
 * and shared by every place that names them. A second variant of the loop also keeps the value of
 * every step, indicator and helper-function call in columns, for the evaluation log; it runs only
 * when such a value is asked for.
 *
 * Per-employee failures never stop the batch: each value carries an error code (0 = fine), set by
 * a division by zero (ZeroDivision) or a missing input (NaN in an input column or parameter:
 * DictionaryIndexNotFound). The first error in evaluation order wins, and `if` takes the error of
 * the branch it chose, so a division by zero in the branch not taken is not an error (the same as
 * evaluating one employee at a time).
 */

import type { BinaryOperator, BuiltinName, Formula, FormulaNode } from './language';
import { collectReferences } from './language';
import { roundTo } from './formulaArithmetic';
import { FormulaCompileError, type FormulaLibrary, MISSING_VALUE, ZERO_DIVISION, emptyLibrary } from './formulaLibrary';
import type { CompiledFormula, EvaluationBatch, EvaluationInput, TraceEntry } from './evaluation';

export { rowErrorNames, ZERO_DIVISION, MISSING_VALUE, FormulaCompileError, emptyLibrary } from './formulaLibrary';
export type { CompileExceptionName, HelperFunctionDefinition, FormulaLibrary } from './formulaLibrary';
export { roundTo, tierOf, applyOperator } from './formulaArithmetic';

export type { CompiledFormula, EvaluationBatch, EvaluationInput, TraceEntry } from './evaluation';

const MAX_DEPTH = 16;

/**
 * A value of the generated row loop: `value` and `error` are JavaScript expressions over the
 * loop's locals (a local's name, or a literal), never anything taken from the formula's text but
 * numbers the parser already checked as finite.
 */
interface Operand {
  value: string;
  error: string;
}

/** A number as JavaScript source: only finite numbers reach here (the parser refuses anything else). */
function numberLiteral(value: number): string {
  if (!Number.isFinite(value)) throw new FormulaCompileError('InvalidSyntax', 'A number is not finite');
  return Object.is(value, -0) ? '(-0)' : `(${String(value)})`;
}

const comparisons: Partial<Record<BinaryOperator, string>> = { '>': '>', '<': '<', '>=': '>=', '<=': '<=', '==': '===', '!=': '!==' };

/**
 * Compiles a formula into the body of one loop over the employees: each node becomes one or two
 * `const` locals (its value and its error code) computed row by row, so the whole formula runs as
 * a single tight function as if written by hand. The source is built only from this compiler's
 * own templates, local names it numbers itself and finite numbers; ids and names from the formula
 * never enter it (inputs are reached by position).
 */
class Compiler {
  /** Statements run once per batch, before the loop (inputs' columns, parameters). */
  readonly prelude: string[] = [];
  /** Statements run per employee. */
  readonly body: string[] = [];
  readonly variables: { id: string; tag: string }[] = [];
  readonly parameters: string[] = [];
  private readonly variableOperands = new Map<string, Operand>();
  private readonly parameterOperands = new Map<string, Operand>();
  readonly indicatorOperands = new Map<string, Operand>();
  readonly trace: { entry: TraceEntry; operands: Operand[] }[] = [];
  private functionCalls = 0;
  private locals = 0;

  constructor(private readonly library: FormulaLibrary) {}

  private local(): string {
    return `v${this.locals++}`;
  }

  /** A value computed per row with its error; both become locals. */
  private emit(value: string, error: string): Operand {
    const name = this.local();
    this.body.push(`const ${name} = ${value};`);
    if (error === '0') return { value: name, error: '0' };
    this.body.push(`const ${name}e = ${error};`);
    return { value: name, error: `${name}e` };
  }

  /** An input column (a variable, or a helper function's argument when compiled alone). */
  input(): Operand {
    const index = this.variables.length - 1;
    const name = this.local();
    this.prelude.push(`const ${name}c = columns[${index}];`);
    this.body.push(`const ${name} = ${name}c[row];`, `const ${name}e = ${name} !== ${name} ? ${MISSING_VALUE} : 0;`);
    return { value: name, error: `${name}e` };
  }

  /** The steps in order, and the formula's value: the last step, failing where any step failed (the first in order). */
  compileSteps(formula: Formula, env: ReadonlyMap<string, Operand>, depth: number): { steps: Operand[]; result: Operand } {
    if (depth > MAX_DEPTH) throw new FormulaCompileError('InvalidSyntax', 'Formulas nest too deeply');
    const steps: Operand[] = [];
    for (const step of formula.steps) steps.push(this.node(step, steps, env, depth));
    const last = steps[steps.length - 1] as Operand;
    const errors = [...new Set(steps.map((step) => step.error).filter((error) => error !== '0'))];
    if (steps.length === 1 || errors.length === 0 || (errors.length === 1 && errors[0] === last.error)) return { steps, result: last };
    return { steps, result: this.emit(last.value, errors.join(' || ')) };
  }

  private node(node: FormulaNode, steps: Operand[], env: ReadonlyMap<string, Operand>, depth: number): Operand {
    switch (node.kind) {
      case 'number':
        return { value: numberLiteral(node.value), error: '0' };
      case 'variable': {
        const key = `${node.id}\u0000${node.tag}`;
        const known = this.variableOperands.get(key);
        if (known) return known;
        this.variables.push({ id: node.id, tag: node.tag });
        const operand = this.input();
        this.variableOperands.set(key, operand);
        return operand;
      }
      case 'parameter': {
        const known = this.parameterOperands.get(node.id);
        if (known) return known;
        const name = this.local();
        this.prelude.push(`const ${name} = parameters[${this.parameters.length}];`, `const ${name}e = ${name} !== ${name} ? ${MISSING_VALUE} : 0;`);
        this.parameters.push(node.id);
        const operand = { value: name, error: `${name}e` };
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
          throw new FormulaCompileError('InvalidSyntax', `Function ${node.id} takes ${definition.arguments.length} arguments, not ${node.args.length}`, [
            node.id,
          ]);
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
      case 'negate': {
        const operand = this.node(node.operand, steps, env, depth);
        return this.emit(`-(${operand.value})`, operand.error);
      }
      case 'binary':
        return this.binary(node.operator, this.node(node.left, steps, env, depth), this.node(node.right, steps, env, depth));
      case 'builtin':
        return this.builtin(
          node.name,
          node.args.map((argument) => this.node(argument, steps, env, depth)),
        );
    }
  }

  /** The first error of several operands, in order ('0' when none can fail). */
  private static firstError(operands: Operand[]): string {
    const errors = [...new Set(operands.map((operand) => operand.error).filter((error) => error !== '0'))];
    return errors.length === 0 ? '0' : errors.join(' || ');
  }

  private binary(operator: BinaryOperator, left: Operand, right: Operand): Operand {
    const error = Compiler.firstError([left, right]);
    if (operator === '/') {
      // A zero divisor is a ZeroDivision unless an operand already failed; the value is NaN either way.
      const name = this.local();
      this.body.push(`const ${name}z = ${right.value} === 0;`);
      this.body.push(`const ${name} = ${name}z ? NaN : ${left.value} / ${right.value};`);
      this.body.push(`const ${name}e = ${error === '0' ? `${name}z ? ${ZERO_DIVISION} : 0` : `(${error}) || (${name}z ? ${ZERO_DIVISION} : 0)`};`);
      return { value: name, error: `${name}e` };
    }
    const comparison = comparisons[operator];
    if (comparison) return this.emit(`${left.value} ${comparison} ${right.value} ? 1 : 0`, error);
    return this.emit(`${left.value} ${operator} ${right.value}`, error);
  }

  private builtin(name: BuiltinName, args: Operand[]): Operand {
    switch (name) {
      case 'abs':
        return this.emit(`Math.abs(${(args[0] as Operand).value})`, (args[0] as Operand).error);
      case 'round':
        return this.emit(`roundTo(${(args[0] as Operand).value}, ${args[1] ? args[1].value : '0'})`, Compiler.firstError(args));
      case 'min':
      case 'max':
        return args
          .slice(1)
          .reduce((left, right) => this.emit(`Math.${name}(${left.value}, ${right.value})`, Compiler.firstError([left, right])), args[0] as Operand);
      case 'tier': {
        // The rate of the last (threshold, rate) pair the value reaches, 0 below all: unrolled.
        const [value, ...pairs] = args as [Operand, ...Operand[]];
        const rate = this.local();
        this.body.push(`let ${rate} = 0;`);
        for (let index = 0; index + 1 < pairs.length; index += 2)
          this.body.push(`if (${value.value} >= ${(pairs[index] as Operand).value}) ${rate} = ${(pairs[index + 1] as Operand).value};`);
        const error = Compiler.firstError(args);
        if (error === '0') return { value: rate, error: '0' };
        this.body.push(`const ${rate}e = ${error};`);
        return { value: rate, error: `${rate}e` };
      }
      case 'if': {
        // Both branches are computed (they are plain arithmetic); the error is the chosen branch's.
        const [condition, whenTrue, whenFalse] = args as [Operand, Operand, Operand];
        const taken = this.local();
        this.body.push(`const ${taken}t = ${condition.value} !== 0;`);
        this.body.push(`const ${taken} = ${taken}t ? ${whenTrue.value} : ${whenFalse.value};`);
        const branchError = whenTrue.error === '0' && whenFalse.error === '0' ? '0' : `(${taken}t ? ${whenTrue.error} : ${whenFalse.error})`;
        const error = condition.error === '0' ? branchError : branchError === '0' ? condition.error : `${condition.error} || ${branchError}`;
        if (error === '0') return { value: taken, error: '0' };
        this.body.push(`const ${taken}e = ${error};`);
        return { value: taken, error: `${taken}e` };
      }
    }
  }
}

type RowLoop = (
  columns: readonly Float64Array[],
  parameters: readonly number[],
  rows: number,
  result: Float64Array,
  errors: Uint8Array,
  recorded: Float64Array[],
) => void;

/**
 * The loop as a function. `new Function` runs only this compiler's own output (see Compiler): the
 * formula's text is parsed into a tree, checked, and only numbered locals and finite numbers come
 * out of it. Two variants: the lean one computes results and errors; the recording one also keeps
 * every step, indicator and traced call value in columns, for the evaluation log (run on demand).
 */
function rowLoop(compiler: Compiler, result: Operand, recorded: Operand[] | null): RowLoop {
  const record = (recorded ?? []).map((operand, index) => `recorded${index}[row] = ${operand.value};`);
  const source = [
    ...compiler.prelude,
    ...(recorded ?? []).map((_operand, index) => `const recorded${index} = recorded[${index}];`),
    'for (let row = 0; row < rows; row += 1) {',
    ...compiler.body,
    `  result[row] = ${result.value};`,
    `  errors[row] = ${result.error};`,
    ...record,
    '}',
  ].join('\n');
  // eslint-disable-next-line no-restricted-syntax -- the compiler's own output only: numbered locals, its templates and finite numbers (see Compiler); no text of a formula or client ever enters it
  const factory = new Function('roundTo', `return function rowLoop(columns, parameters, rows, result, errors, recorded) {\n${source}\n};`) as (
    round: typeof roundTo,
  ) => RowLoop;
  return factory(roundTo);
}

/** Compiles a formula with the stored indicators and helper functions it names. */
export function compileFormula(formula: Formula, library: FormulaLibrary = emptyLibrary, functionArguments: string[] = []): CompiledFormula {
  const compiler = new Compiler(library);
  // A helper function compiled on its own: its arguments are inputs (variables named "argument").
  const env = new Map<string, Operand>();
  for (const name of functionArguments) {
    compiler.variables.push({ id: name, tag: '' });
    env.set(name, compiler.input());
  }
  const { steps, result } = compiler.compileSteps(formula, env, 0);
  const indicators = new Map(compiler.indicatorOperands);
  const direct = collectReferences(formula).indicators;

  // The recorded values: each distinct operand once (a step that is an indicator, an argument that is a step...).
  const recordedIndex = new Map<string, number>();
  const recordedOperands: Operand[] = [];
  const recordedSlot = (operand: Operand): number => {
    let index = recordedIndex.get(operand.value);
    if (index === undefined) {
      index = recordedOperands.length;
      recordedIndex.set(operand.value, index);
      recordedOperands.push(operand);
    }
    return index;
  };
  const stepSlots = steps.map(recordedSlot);
  const indicatorSlots = new Map([...indicators].map(([id, operand]) => [id, recordedSlot(operand)]));
  const traceSlots = compiler.trace.map(({ operands }) => operands.map(recordedSlot));
  const lean = rowLoop(compiler, result, null);
  const recording = rowLoop(compiler, result, recordedOperands);

  let rows = -1;
  let results = new Float64Array(0);
  let errors = new Uint8Array(0);
  let recorded: Float64Array[] = [];
  let lastInput: EvaluationInput | null = null;
  let recordedFor: EvaluationInput | null = null;

  /** The recorded columns of the last batch, computed the first time a caller asks for one. */
  const columns = (): Float64Array[] => {
    if (recordedFor !== lastInput && lastInput) {
      recording(lastInput.variables, lastInput.parameters, lastInput.rows, results, errors, recorded);
      recordedFor = lastInput;
    }
    return recorded;
  };
  const column = (slot: number) => columns()[slot] as Float64Array;

  const batch: EvaluationBatch = {
    get rows() {
      return lastInput?.rows ?? 0;
    },
    result: (row) => results[row] as number,
    results: () => results.subarray(0, lastInput?.rows ?? 0),
    error: (row) => errors[row] as number,
    errors: () => errors.subarray(0, lastInput?.rows ?? 0),
    stepValue: (index, row) => column(stepSlots[index - 1] as number)[row] as number,
    indicatorValue: (id, row) => {
      const slot = indicatorSlots.get(id);
      return slot === undefined ? NaN : (column(slot)[row] as number);
    },
    traceValues: (index, row) => (traceSlots[index] ?? []).map((slot) => column(slot)[row] as number),
    stepColumn: (index) => column(stepSlots[index - 1] as number),
    indicatorColumn: (id) => {
      const slot = indicatorSlots.get(id);
      return slot === undefined ? undefined : column(slot);
    },
    traceColumns: (index) => (traceSlots[index] ?? []).map(column),
  };

  return {
    variables: compiler.variables,
    parameters: compiler.parameters,
    indicators: direct,
    steps: steps.length,
    trace: compiler.trace.map(({ entry }) => entry),
    evaluate(input) {
      if (input.variables.length !== compiler.variables.length || input.parameters.length !== compiler.parameters.length) {
        throw new Error(`evaluate expects ${compiler.variables.length} columns and ${compiler.parameters.length} parameters`);
      }
      for (const variable of input.variables) if (variable.length < input.rows) throw new Error('an input column is shorter than the batch');
      if (input.rows > rows) {
        rows = input.rows;
        results = new Float64Array(rows);
        errors = new Uint8Array(rows);
        recorded = recordedOperands.map(() => new Float64Array(rows));
      }
      lean(input.variables, input.parameters, input.rows, results, errors, recorded);
      lastInput = input;
      recordedFor = null;
      return batch;
    },
  };
}
