import { describe, expect, it } from 'vitest';
import {
  addBuiltinArguments,
  addItem,
  addStep,
  canAddOperator,
  canAddStep,
  canTest,
  checkStepRules,
  emptySteps,
  isFunctionComplete,
  newElement,
  nextItemKind,
  removeItem,
  removeLastStep,
  replaceItem,
  setArgument,
  stepsForEditing,
  stepsReferences,
  stepsToExpression,
  type StepItem,
  type Steps,
} from './steps';

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
