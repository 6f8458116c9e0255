import { describe, expect, it } from 'vitest';
import { checkStepRules, stepsForEditing, stepsToExpression, stepsToText, normalizeSteps, type StepItem, type Steps } from './steps';
import {
  addBuiltinArguments,
  addItem,
  addStep,
  canAddOperator,
  canAddStep,
  canTest,
  emptySteps,
  isFunctionComplete,
  newElement,
  nextItemKind,
  removeItem,
  removeLastStep,
  replaceItem,
  setArgument,
  stepsReferences,
} from './stepsEditor';

const variable = (id = 'ventas', tag = 'mensual') => newElement('variable', { id, tag }, { now: 1 });
const parameter = (id = 'meta') => newElement('parameter', { id }, { now: 1 });
const fn = (id = 'bono', args = 2) => newElement('function', { id }, { argumentCount: args, now: 1 });
const number = (value: number) => newElement('constant', { id: '', number: value }, { now: 1 });
const op = (value: 'addition' | 'subtraction' | 'multiplication' | 'division'): StepItem => ({ type: 'operator', value });
const build = (...items: StepItem[]): Steps => items.reduce<Steps>((steps, item) => addItem(steps, item), emptySteps());

describe('the steps editor rules (spec 003 sections 3.5, 4 and 5)', () => {
  it('names an element kind_item_timestamp when it has no name', () => {
    expect(newElement('parameter', { id: 'p' }, { now: 42 }).name).toBe('parameter_item_42');
    expect(newElement('parameter', { id: 'p' }, { name: 'Meta' }).name).toBe('Meta');
  });

  it('alternates value and operator', () => {
    expect(nextItemKind(emptySteps())).toBe('operand');
    expect(addItem(emptySteps(), op('addition'))).toEqual(emptySteps());
    const one = build(variable());
    expect(nextItemKind(one)).toBe('operator');
    expect(addItem(one, parameter())).toBe(one);
    expect(build(variable(), op('multiplication'), parameter())[0]).toHaveLength(3);
  });

  it('allows an operator after a function only once all its arguments are filled', () => {
    let steps = build(fn());
    expect(canAddOperator(steps)).toBe(false);
    steps = setArgument(steps, { step: 0, item: 0 }, 0, variable());
    expect(canAddOperator(steps)).toBe(false);
    steps = setArgument(steps, { step: 0, item: 0 }, 1, number(8000));
    expect(canAddOperator(steps)).toBe(true);
    expect(isFunctionComplete(steps[0]?.[0] as never)).toBe(true);
  });

  it('knows the arity of the built-ins', () => {
    let steps = build(newElement('builtin', { id: 'tier' }));
    const tier = { step: 0, item: 0 };
    [variable(), number(0), number(0.01)].forEach((value, slot) => (steps = setArgument(steps, tier, slot, value)));
    expect(canAddOperator(steps)).toBe(true);
    steps = addBuiltinArguments(steps, tier);
    expect((steps[0]?.[0] as { functionArguments: unknown[] }).functionArguments).toHaveLength(5);
    expect(canAddOperator(steps)).toBe(false);
  });

  it.each([
    [[variable()], false],
    [[variable(), op('addition')], false],
    [[variable(), op('addition'), parameter()], true],
    [[fn(), op('addition'), parameter()], false],
  ] as [StepItem[], boolean][])('a new step after %j: %s', (items, allowed) => {
    const steps: Steps = [items];
    expect(canAddStep(steps)).toBe(allowed);
    expect(addStep(steps)).toHaveLength(allowed ? 2 : 1);
  });

  it.each([
    ['indicator', [[variable()]], true],
    ['indicator', [[parameter()]], false],
    ['commission', [[newElement('areaIndicators', { id: 'i' })]], true],
    ['commission', [[variable()]], false],
    ['indicator', [[fn()]], false],
    ['indicator', [[variable(), op('addition')]], false],
    ['indicator', [[variable(), op('addition'), parameter()], []], false],
    ['indicator', [[variable(), op('addition'), parameter()], [{ type: 'stepResult', name: 'Resultado_Paso_1' }]], true],
  ] as const)("'Probar' on a %s with %j: %s", (screen, steps, enabled) => {
    expect(canTest(steps as unknown as Steps, screen)).toBe(enabled);
  });

  it('references only earlier steps', () => {
    const first = build(variable(), op('addition'), parameter());
    const second = addStep(first);
    expect(addItem(second, { type: 'stepResult', name: 'Resultado_Paso_2' })).toBe(second);
    expect(addItem(second, { type: 'stepResult', name: 'Resultado_Paso_1' })[1]).toHaveLength(1);
  });

  it('removes the last step but keeps one, replaces and removes items keeping the alternation', () => {
    const steps = addStep(build(variable(), op('addition'), parameter(), op('multiplication'), number(2)));
    expect(removeLastStep(steps)).toHaveLength(1);
    expect(removeLastStep(removeLastStep(steps))).toEqual(emptySteps());
    expect(replaceItem(steps, { step: 0, item: 1 }, op('division'))[0]?.[1]).toEqual(op('division'));
    expect(replaceItem(steps, { step: 0, item: 1 }, parameter())).toBe(steps);
    expect(removeItem(steps, { step: 0, item: 2 })[0]?.map((item) => item.type)).toEqual(['element', 'operator', 'element']);
    expect(removeItem(steps, { step: 0, item: 4 })[0]).toHaveLength(4);
    expect(removeItem(steps, { step: 0, item: 0 })[0]?.[0]).toEqual(parameter());
  });

  it('removing a function removes its arguments from the dictionaries', () => {
    let steps = build(variable(), op('addition'), fn('bono', 1));
    steps = setArgument(steps, { step: 0, item: 2 }, 0, parameter('tope'));
    expect(stepsReferences(steps)).toMatchObject({ parameters: ['tope'], functions: ['bono'] });
    const removed = removeItem(steps, { step: 0, item: 2 });
    expect(stepsReferences(removed)).toMatchObject({ parameters: [], functions: [] });
  });

  describe('nested calls: a function argument that is itself a function or a built-in', () => {
    const outer = { step: 0, item: 2 };
    const inner = { ...outer, inside: [{ argument: 1, item: 0 }] };
    // Resultado: ventas + bono(meta, max(8000, ?))
    const withInner = () =>
      setArgument(
        setArgument(build(variable(), op('addition'), fn('bono', 2)), outer, 0, parameter()),
        outer,
        1,
        newElement('builtin', { id: 'max' }, { now: 1 }),
      );

    it.each([
      ['the inner built-in with no argument', [] as StepItem[], false],
      ['the inner built-in with one of two', [number(8000)], false],
      ['the inner built-in with both', [number(8000), parameter('tope')], true],
    ])('with %s, the outer function is complete: %s', (_label, values, complete) => {
      let steps = withInner();
      values.forEach((value, slot) => (steps = setArgument(steps, inner, slot, value)));
      expect(isFunctionComplete(steps[0]?.[2] as never)).toBe(complete);
      expect(canAddOperator(steps)).toBe(complete);
      expect(canTest(steps, 'indicator')).toBe(complete);
    });

    it('fills, replaces and removes inside the inner call, and the text nests it', () => {
      let steps = setArgument(setArgument(withInner(), inner, 0, number(8000)), inner, 1, parameter('tope'));
      expect(stepsToExpression(steps).formula.steps[0]).toMatchObject({
        kind: 'binary',
        right: { kind: 'function', id: 'bono', args: [{ kind: 'parameter' }, { kind: 'builtin', name: 'max' }] },
      });
      const innerFirst = {
        ...outer,
        inside: [
          { argument: 1, item: 0 },
          { argument: 0, item: 0 },
        ],
      };
      steps = replaceItem(steps, innerFirst, number(9000));
      expect(stepsToText(steps)).toContain('max(9000, parameter("tope"))');
      expect(isFunctionComplete(removeItem(steps, innerFirst)[0]?.[2] as never)).toBe(false);
      // A call inside a call inside a call: a built-in in the inner built-in's argument.
      const deepest = {
        ...outer,
        inside: [
          { argument: 1, item: 0 },
          { argument: 1, item: 0 },
        ],
      };
      steps = setArgument(steps, { ...outer, inside: [{ argument: 1, item: 0 }] }, 1, newElement('builtin', { id: 'abs' }, { now: 1 }));
      expect(canTest(steps, 'indicator')).toBe(false);
      steps = setArgument(steps, deepest, 0, parameter('tope'));
      expect(stepsToText(steps)).toContain('max(9000, abs(parameter("tope")))');
      expect(canTest(steps, 'indicator')).toBe(true);
      const { expression } = stepsToExpression(steps);
      expect(stepsForEditing({ htmlReference: '-', expression })).toEqual(normalizeSteps(steps));
    });

    it('removing the outer function removes every nested call and its references', () => {
      const steps = setArgument(setArgument(withInner(), inner, 0, number(8000)), inner, 1, parameter('tope'));
      expect(stepsReferences(steps)).toMatchObject({ parameters: ['meta', 'tope'], functions: ['bono'] });
      const removed = removeItem(steps, outer);
      expect(removed[0]).toHaveLength(2);
      expect(stepsReferences(removed)).toMatchObject({ parameters: [], functions: [] });
    });
  });

  it('what the editor builds passes the server rules and loads back for editing', () => {
    let steps = build(variable(), op('multiplication'), parameter());
    steps = addStep(steps);
    steps = addItem(steps, { type: 'stepResult', name: 'Resultado_Paso_1' });
    steps = addItem(steps, op('addition'));
    steps = addItem(steps, fn('bono', 1));
    steps = setArgument(steps, { step: 1, item: 2 }, 0, number(5));
    expect(canTest(steps, 'indicator')).toBe(true);
    expect(() => checkStepRules(steps, 'indicator')).not.toThrow();
    const { expression } = stepsToExpression(steps);
    expect(stepsForEditing({ htmlReference: JSON.stringify(steps), expression })).toEqual(steps);
    expect(stepsForEditing({ htmlReference: '-', expression })?.[1]).toHaveLength(3);
    expect(stepsForEditing({ htmlReference: '-', expression: 'nope' })).toBeNull();
  });
});
