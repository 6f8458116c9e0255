import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyOperator, compileFormula, FormulaCompileError, MISSING_VALUE, roundTo, tierOf, ZERO_DIVISION, type FormulaLibrary } from './evaluator';
import { formulaForSave, scanExpression } from './compiler';
import { encodeExpression, formatFormula, parseFormulaText, type BinaryOperator, type Formula, type FormulaNode } from './language';
import { formulaToSteps, normalizeSteps, stepsToExpression, type Steps } from './steps';

const text = (...lines: string[]) => encodeExpression(lines.join('\n'));

describe('formula parser', () => {
  it('parses steps with precedence, references and built-ins', () => {
    const formula = parseFormulaText('variable("v1", "2026-01") * parameter("p1") + 2\nResultado_Paso_1 / 4\ntier(Resultado_Paso_2, 0, 0.01, 100, 0.02)');
    expect(formula.steps).toHaveLength(3);
    expect(formula.steps[0]).toMatchObject({ kind: 'binary', operator: '+', left: { kind: 'binary', operator: '*' } });
    expect(formula.steps[2]).toMatchObject({ kind: 'builtin', name: 'tier' });
  });

  it.each([
    ['variable("v1", "t") *', 'unexpectedEnd', 1, 22],
    ['variable("v1" "t")', 'unexpectedToken', 1, 15],
    ['parameter("p1) + 1', 'unterminatedString', 1, 11],
    ['1 # 2', 'unexpectedCharacter', 1, 3],
    ['eval("x")', 'unknownName', 1, 1],
    ['1\nResultado_Paso_2 + 1', 'stepReferenceNotEarlier', 2, 1],
    ['tier(1, 2)', 'wrongArgumentCount', 1, 1],
    ['12abc', 'invalidNumber', 1, 1],
  ])('refuses %j: %s at %i:%i', (source, reason, line, column) => {
    expect(scanExpression(encodeExpression(source), { screen: 'indicator' })).toMatchObject({ valid: false, reason, line, column });
  });

  it('refuses nesting deeper than the limit instead of exhausting the stack', () => {
    expect(scanExpression(encodeExpression(`${'('.repeat(5000)}1${')'.repeat(5000)}`), { screen: 'indicator' })).toMatchObject({
      valid: false,
      reason: 'tooDeep',
    });
    expect(scanExpression(encodeExpression(`${'-'.repeat(5000)}1`), { screen: 'indicator' })).toMatchObject({ valid: false, reason: 'tooDeep' });
    expect(scanExpression(encodeExpression(`${'('.repeat(50)}1${')'.repeat(50)}`), { screen: 'indicator' })).toMatchObject({ valid: true });
  });

  it('refuses text that is not base64', () => {
    expect(scanExpression('not base64!', { screen: 'indicator' })).toMatchObject({ valid: false, reason: 'invalidBase64' });
  });

  it('enforces the element kinds of each screen', () => {
    expect(scanExpression(text('indicator("i1") * 2'), { screen: 'indicator' })).toMatchObject({ valid: false, reason: 'notAllowedHere' });
    expect(scanExpression(text('variable("v", "t")'), { screen: 'commission' })).toMatchObject({ valid: false, reason: 'notAllowedHere' });
    expect(scanExpression(text('function("f", 1)'), { screen: 'function', functionArguments: [] })).toMatchObject({ valid: false, reason: 'notAllowedHere' });
    expect(scanExpression(text('argument("x") * 2'), { screen: 'function', functionArguments: ['y'] })).toMatchObject({
      valid: false,
      reason: 'unknownArgument',
    });
    expect(scanExpression(text('argument("x") * 2'), { screen: 'function', functionArguments: ['x'] })).toMatchObject({ valid: true });
    expect(scanExpression(text('indicator("i1") * parameter("p")', 'function("f", Resultado_Paso_1)'), { screen: 'commission' })).toMatchObject({
      valid: true,
      references: { indicators: ['i1'], parameters: ['p'], functions: ['f'] },
    });
  });
});

describe('steps and expressions', () => {
  const steps: Steps = [
    [
      { type: 'element', name: 'variable_item_1', value: { kind: 'variable', value: { id: 'sales', tag: '2026-01' } } },
      { type: 'operator', value: 'subtraction' },
      { type: 'element', value: { kind: 'variable', value: { id: 'returns', tag: '2026-01' } } },
      { type: 'operator', value: 'multiplication' },
      { type: 'element', value: { kind: 'parameter', value: { id: 'rate' } } },
    ],
    [
      { type: 'stepResult', name: 'Resultado_Paso_1' },
      { type: 'operator', value: 'addition' },
      {
        type: 'element',
        value: { kind: 'function', value: { id: 'bonus' } },
        functionArguments: [
          [{ type: 'element', value: { kind: 'constant', value: { id: '', number: -2.5 } } }],
          [{ type: 'stepResult', name: 'Resultado_Paso_1' }],
        ],
      },
    ],
  ];

  it('compiles html_reference steps to base64 step lines and back', () => {
    const { expression } = stepsToExpression(steps);
    expect(atob(expression)).toBe(
      'variable("sales", "2026-01") - variable("returns", "2026-01") * parameter("rate")\nResultado_Paso_1 + function("bonus", -2.5, Resultado_Paso_1)',
    );
    const back = formulaToSteps(parseFormulaText(atob(expression)));
    expect(back).toEqual(normalizeSteps(steps));
  });

  it('refuses steps that end with an operator or put two values together', () => {
    const endsWithOperator: Steps = [[steps[0]![0]!, { type: 'operator', value: 'addition' }]];
    expect(formulaForSave({ htmlReference: JSON.stringify(endsWithOperator) }, { screen: 'indicator' })).toMatchObject({
      valid: false,
      reason: 'invalidSequence',
    });
    const twoValues: Steps = [[steps[0]![0]!, steps[0]![2]!, steps[0]![0]!]];
    expect(formulaForSave({ htmlReference: JSON.stringify(twoValues) }, { screen: 'indicator' })).toMatchObject({ valid: false, reason: 'invalidSequence' });
    expect(formulaForSave({ htmlReference: '{"no": 1}' }, { screen: 'indicator' })).toMatchObject({ valid: false, reason: 'invalidStructure' });
  });

  it('enforces the editor step rules on save: 3 items before a new step, and a lone item is a variable or a function', () => {
    const save = (lines: string, screen: 'indicator' | 'commission' | 'function' = 'indicator', functionArguments?: string[]) =>
      formulaForSave({ htmlReference: JSON.stringify(formulaToSteps(parseFormulaText(lines))) }, { screen, functionArguments });
    // A step followed by another needs at least 3 items; the last step may have fewer.
    expect(save('parameter("p")\nResultado_Paso_1 * 2')).toMatchObject({ valid: false, reason: 'stepTooShort', line: 1, column: 1 });
    expect(save('parameter("p") * 2\nfunction("f", Resultado_Paso_1)\nResultado_Paso_2 + 1')).toMatchObject({
      valid: false,
      reason: 'stepTooShort',
      line: 2,
      column: 1,
    });
    expect(save('parameter("p") * 2\nResultado_Paso_1')).toMatchObject({ valid: true });
    expect(save('parameter("p") * 2\nround(Resultado_Paso_1, 2)')).toMatchObject({ valid: true });
    // A formula of one item: a variable (the screen's input) or a function.
    expect(save('parameter("p")')).toMatchObject({ valid: false, reason: 'singleItemKind', line: 1, column: 1 });
    expect(save('7')).toMatchObject({ valid: false, reason: 'singleItemKind' });
    expect(save('variable("sales", "m")')).toMatchObject({ valid: true });
    expect(save('function("f", parameter("p"))')).toMatchObject({ valid: true });
    expect(save('min(variable("sales", "m"), 10)')).toMatchObject({ valid: true });
    expect(save('indicator("i")', 'commission')).toMatchObject({ valid: true });
    expect(save('parameter("p")', 'commission')).toMatchObject({ valid: false, reason: 'singleItemKind' });
    expect(save('argument("x")', 'function', ['x'])).toMatchObject({ valid: true });
    // The advanced mode (an expression without steps) has no editor items to count.
    expect(formulaForSave({ htmlReference: '-', expression: text('parameter("p")\nResultado_Paso_1 * 2') }, { screen: 'indicator' })).toMatchObject({
      valid: true,
    });
  });

  it('checks a sent expression against the steps: same tree step by step, spaces and redundant parentheses aside', () => {
    const steps = formulaToSteps(parseFormulaText('parameter("p") * 2 + 1\nResultado_Paso_1 / 4'));
    const htmlReference = JSON.stringify(steps);
    const compiled = stepsToExpression(steps).expression;
    expect(formulaForSave({ htmlReference, expression: compiled }, { screen: 'indicator' })).toMatchObject({ valid: true, expression: compiled });
    expect(formulaForSave({ htmlReference, expression: text('(parameter("p")*2) + 1\n(Resultado_Paso_1) / 4') }, { screen: 'indicator' })).toMatchObject({
      valid: true,
      expression: compiled,
    });
    expect(formulaForSave({ htmlReference, expression: text('parameter("p") * (2 + 1)\nResultado_Paso_1 / 4') }, { screen: 'indicator' })).toMatchObject({
      valid: false,
      reason: 'expressionMismatch',
      line: 1,
    });
    expect(formulaForSave({ htmlReference, expression: text('parameter("p") * 2 + 1\nResultado_Paso_1 / 5') }, { screen: 'indicator' })).toMatchObject({
      valid: false,
      reason: 'expressionMismatch',
      line: 2,
    });
    expect(formulaForSave({ htmlReference, expression: text('parameter("p") * 2 + 1') }, { screen: 'indicator' })).toMatchObject({
      valid: false,
      reason: 'expressionMismatch',
      line: 2,
    });
    expect(formulaForSave({ htmlReference, expression: text('parameter("p") *') }, { screen: 'indicator' })).toMatchObject({
      valid: false,
      reason: 'unexpectedEnd',
    });
  });

  it('keeps the expression of advanced mode (html_reference "-")', () => {
    const expression = text('(argument("a") + 1) * argument("b")');
    expect(formulaForSave({ htmlReference: '-', expression }, { screen: 'function', functionArguments: ['a', 'b'] })).toMatchObject({
      valid: true,
      expression,
    });
  });
});

describe('compiled evaluator', () => {
  const library: FormulaLibrary = {
    indicators: new Map([['net', parseFormulaText('variable("sales", "t") - variable("returns", "t")')]]),
    functions: new Map([
      ['bonus', { arguments: ['amount', 'rate'], formula: parseFormulaText('argument("amount") * argument("rate")\nround(Resultado_Paso_1, 2)') }],
    ]),
  };

  it('evaluates per employee with indicators, functions and parameters', () => {
    const compiled = compileFormula(
      parseFormulaText('indicator("net") / parameter("goal")\nfunction("bonus", indicator("net"), tier(Resultado_Paso_1, 0, 0.01, 1, 0.03))'),
      library,
    );
    expect(compiled.variables).toEqual([
      { id: 'sales', tag: 't' },
      { id: 'returns', tag: 't' },
    ]);
    const batch = compiled.evaluate({ rows: 3, variables: [Float64Array.of(1000, 2000, NaN), Float64Array.of(100, 0, 5)], parameters: [1000] });
    expect([batch.result(0), batch.result(1)]).toEqual([9, 60]);
    expect(batch.stepValue(1, 1)).toBe(2);
    expect(batch.indicatorValue('net', 0)).toBe(900);
    expect([batch.error(0), batch.error(1), batch.error(2)]).toEqual([0, 0, MISSING_VALUE]);
  });

  it('flags a division by zero per employee and not in the branch an if did not take', () => {
    const compiled = compileFormula(parseFormulaText('if(variable("v", "t") == 0, 0, 10 / variable("v", "t"))\n10 / variable("v", "t")'));
    const batch = compiled.evaluate({ rows: 2, variables: [Float64Array.of(0, 5)], parameters: [] });
    expect(batch.stepValue(1, 0)).toBe(0);
    expect([batch.error(0), batch.error(1), batch.result(1)]).toEqual([ZERO_DIVISION, 0, 2]);
  });

  it('keeps ids out of the generated code: an id that looks like code is only a name', () => {
    const id = 'x"]; throw new Error("injected"); //';
    const compiled = compileFormula(parseFormulaText(`variable("${id.replace(/["\\]/g, '\\$&')}", "t") * parameter("${id.replace(/["\\]/g, '\\$&')}")`));
    expect(compiled.variables).toEqual([{ id, tag: 't' }]);
    expect(compiled.parameters).toEqual([id]);
    const batch = compiled.evaluate({ rows: 2, variables: [Float64Array.of(2, 3)], parameters: [10] });
    expect([...batch.results()]).toEqual([20, 30]);
  });

  it('keeps step, indicator and call values for the log, the same as one by one', () => {
    const compiled = compileFormula(parseFormulaText('indicator("net") / parameter("goal")\nfunction("bonus", indicator("net"), 0.5)'), library);
    const batch = compiled.evaluate({ rows: 2, variables: [Float64Array.of(1000, 2000), Float64Array.of(100, 0)], parameters: [1000] });
    expect([...batch.stepColumn(1)]).toEqual([0.9, 2]);
    expect([...(batch.indicatorColumn('net') ?? [])]).toEqual([900, 2000]);
    const call = compiled.trace.findIndex((entry) => entry.kind === 'functionCall');
    expect(batch.traceColumns(call).map((column) => column[1])).toEqual([2000, 0.5, 1000]);
    expect(batch.traceValues(call, 0)).toEqual([900, 0.5, 450]);
  });

  it('names missing indicators and functions as the report exceptions', () => {
    expect(() => compileFormula(parseFormulaText('indicator("gone")'))).toThrow(
      expect.objectContaining({ exceptionName: 'IndicatorRidNotFound', ids: ['gone'] }),
    );
    expect(() => compileFormula(parseFormulaText('function("gone", 1)'))).toThrow(FormulaCompileError);
    expect(() => compileFormula(parseFormulaText('function("bonus", 1)'), library)).toThrow(expect.objectContaining({ exceptionName: 'InvalidSyntax' }));
  });
});

/** A straightforward interpreter: one employee at a time, recursion over the tree. */
class RowError extends Error {
  constructor(readonly code: number) {
    super(String(code));
  }
}

function interpret(
  formula: Formula,
  row: { variables: Map<string, number>; parameters: Map<string, number> },
  library: FormulaLibrary,
  env: Map<string, () => number> = new Map(),
): number {
  const steps: number[] = [];
  const evaluate = (node: FormulaNode): number => {
    switch (node.kind) {
      case 'number':
        return node.value;
      case 'variable': {
        const value = row.variables.get(`${node.id}:${node.tag}`);
        if (value === undefined || Number.isNaN(value)) throw new RowError(MISSING_VALUE);
        return value;
      }
      case 'parameter': {
        const value = row.parameters.get(node.id);
        if (value === undefined || Number.isNaN(value)) throw new RowError(MISSING_VALUE);
        return value;
      }
      case 'indicator':
        return interpret(library.indicators.get(node.id)!, row, library);
      case 'argument':
        return env.get(node.name)!();
      case 'step':
        return steps[node.index - 1]!;
      case 'function': {
        const definition = library.functions.get(node.id)!;
        const bound = new Map(definition.arguments.map((name, index) => [name, () => evaluate(node.args[index]!)]));
        return interpret(definition.formula, row, library, bound);
      }
      case 'group':
        return evaluate(node.inner);
      case 'negate':
        return -evaluate(node.operand);
      case 'binary': {
        const left = evaluate(node.left);
        const right = evaluate(node.right);
        if (node.operator === '/' && right === 0) throw new RowError(ZERO_DIVISION);
        return applyOperator(node.operator, left, right);
      }
      case 'builtin': {
        if (node.name === 'if') return evaluate(node.args[0]!) !== 0 ? evaluate(node.args[1]!) : evaluate(node.args[2]!);
        const values = node.args.map(evaluate);
        switch (node.name) {
          case 'min':
            return values.reduce((a, b) => Math.min(a, b));
          case 'max':
            return values.reduce((a, b) => Math.max(a, b));
          case 'abs':
            return Math.abs(values[0]!);
          case 'round':
            return roundTo(values[0]!, values[1] ?? 0);
          case 'tier':
            return tierOf(values[0]!, values.slice(1));
        }
      }
    }
  };
  for (const step of formula.steps) steps.push(evaluate(step));
  return steps[steps.length - 1]!;
}

const VARIABLES = ['sales', 'returns', 'visits'];
const PARAMETERS = ['goal', 'rate'];
const propertyLibrary: FormulaLibrary = {
  indicators: new Map([['net', parseFormulaText('variable("sales", "m") - variable("returns", "m")\nResultado_Paso_1 / variable("visits", "m")')]]),
  functions: new Map([['capped', { arguments: ['x', 'cap'], formula: parseFormulaText('min(argument("x"), argument("cap"))') }]]),
};

function nodeArbitrary(steps: number): fc.Arbitrary<FormulaNode> {
  const { node } = fc.letrec<{ node: FormulaNode; leaf: FormulaNode }>((tie) => ({
    leaf: fc.oneof(
      fc
        .oneof(fc.integer({ min: 0, max: 50 }), fc.double({ min: 0, max: 1e6, noNaN: true }))
        .map((value): FormulaNode => ({ kind: 'number', value: value + 0 })),
      fc.constantFrom(...VARIABLES).map((id): FormulaNode => ({ kind: 'variable', id, tag: 'm' })),
      fc.constantFrom(...PARAMETERS).map((id): FormulaNode => ({ kind: 'parameter', id })),
      fc.constant<FormulaNode>({ kind: 'indicator', id: 'net' }),
      ...(steps > 0 ? [fc.integer({ min: 1, max: steps }).map((index): FormulaNode => ({ kind: 'step', index }))] : []),
    ),
    node: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      tie('leaf'),
      fc
        .record({ operator: fc.constantFrom<BinaryOperator>('+', '-', '*', '/', '>', '<', '>=', '<=', '==', '!='), left: tie('node'), right: tie('node') })
        .map(({ operator, left, right }): FormulaNode => ({ kind: 'group', inner: { kind: 'binary', operator, left, right } })),
      tie('node').map((operand): FormulaNode => ({ kind: 'negate', operand: { kind: 'group', inner: operand } })),
      fc.tuple(tie('node'), tie('node'), tie('node')).map(([a, b, c]): FormulaNode => ({ kind: 'builtin', name: 'if', args: [a, b, c] })),
      fc.array(tie('node'), { minLength: 1, maxLength: 3 }).map((args): FormulaNode => ({ kind: 'builtin', name: 'max', args })),
      fc.array(tie('node'), { minLength: 1, maxLength: 3 }).map((args): FormulaNode => ({ kind: 'builtin', name: 'min', args })),
      tie('node').map((x): FormulaNode => ({ kind: 'builtin', name: 'abs', args: [x] })),
      fc
        .tuple(tie('node'), fc.integer({ min: 0, max: 3 }))
        .map(([x, digits]): FormulaNode => ({ kind: 'builtin', name: 'round', args: [x, { kind: 'number', value: digits }] })),
      fc.tuple(tie('node'), tie('node')).map(([x, rate]): FormulaNode => ({
        kind: 'builtin',
        name: 'tier',
        args: [x, { kind: 'number', value: 0 }, { kind: 'number', value: 0.01 }, { kind: 'number', value: 100 }, rate],
      })),
      fc.tuple(tie('node'), tie('node')).map(([x, cap]): FormulaNode => ({ kind: 'function', id: 'capped', args: [x, cap] })),
    ),
  }));
  return node;
}

const formulaArbitrary: fc.Arbitrary<Formula> = fc
  .integer({ min: 1, max: 4 })
  .chain((count) => fc.tuple(...Array.from({ length: count }, (_, index) => nodeArbitrary(index))).map((steps) => ({ steps })));

// Values with many zeros (divisions by zero) and some missing (NaN) employees.
const valueArbitrary = fc.oneof(fc.constant(0), fc.constant(NaN), fc.integer({ min: -100, max: 100 }), fc.double({ min: -1e4, max: 1e4, noNaN: true }));

describe('compiled evaluator agrees with a reference interpreter', () => {
  it('on random formulas and data, including divisions by zero and missing values', () => {
    fc.assert(
      fc.property(
        formulaArbitrary,
        fc.array(fc.tuple(valueArbitrary, valueArbitrary, valueArbitrary), { minLength: 1, maxLength: 8 }),
        fc.tuple(valueArbitrary, valueArbitrary),
        (formula, rows, parameters) => {
          // The text round trip is part of the contract: what is stored is what runs.
          const reparsed = parseFormulaText(formatFormula(formula));
          expect(reparsed).toEqual(formula);
          const compiled = compileFormula(reparsed, propertyLibrary);
          const columns = compiled.variables.map(({ id }) => Float64Array.from(rows, (row) => row[VARIABLES.indexOf(id)]!));
          const parameterValues = compiled.parameters.map((id) => parameters[PARAMETERS.indexOf(id)]!);
          const batch = compiled.evaluate({ rows: rows.length, variables: columns, parameters: parameterValues });
          rows.forEach((row, index) => {
            const data = {
              variables: new Map(VARIABLES.map((id, position) => [`${id}:m`, row[position]!])),
              parameters: new Map(PARAMETERS.map((id, position) => [id, parameters[position]!])),
            };
            let expected: { value: number } | { error: number };
            try {
              expected = { value: interpret(reparsed, data, propertyLibrary) };
            } catch (error) {
              if (!(error instanceof RowError)) throw error;
              expected = { error: error.code };
            }
            const actual = batch.error(index) ? { error: batch.error(index) } : { value: batch.result(index) };
            expect(actual).toEqual(expected);
          });
        },
      ),
      { numRuns: 400 },
    );
  });
});
