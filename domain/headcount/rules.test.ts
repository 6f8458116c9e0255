import { describe, expect, it } from 'vitest';
import { cardSeverity, computeStoreHeadcount, parseSemaphore, statusLevel, statusRulesSchema, workTeamTemplateSchema, type StatusRuleLike } from './rules';

const template = [
  { positionId: 'manager', positionName: 'Manager', quantity: 1, required: true },
  { positionId: 'attendantManager', positionName: 'Attendant Manager', quantity: 1, required: true },
  { positionId: 'attendant', positionName: 'Attendant', quantity: 3, required: true },
  { positionId: 'floorHelper', positionName: 'Floor Helper', quantity: 2, required: false },
];
const staff = (counts: Record<string, number>, inactive: Record<string, number> = {}) => [
  ...Object.entries(counts).flatMap(([positionId, n]) => Array.from({ length: n }, () => ({ positionId, active: true }))),
  ...Object.entries(inactive).flatMap(([positionId, n]) => Array.from({ length: n }, () => ({ positionId, active: false }))),
];

describe('computeStoreHeadcount: required = sum of required quantities, assigned = active staff', () => {
  it.each([
    ['full team', { manager: 1, attendantManager: 1, attendant: 3 }, {}, { required: 5, assigned: 5, vacancies: 0, extras: 0 }],
    ['one cashier missing', { manager: 1, attendantManager: 1, attendant: 2 }, {}, { required: 5, assigned: 4, vacancies: 1, extras: 0 }],
    ['inactive staff do not count', { manager: 1, attendantManager: 1, attendant: 1 }, { attendant: 2 }, { required: 5, assigned: 3, vacancies: 2, extras: 0 }],
    [
      'optional positions are not required',
      { manager: 1, attendantManager: 1, attendant: 3, floorHelper: 2 },
      {},
      { required: 5, assigned: 7, vacancies: 0, extras: 2 },
    ],
    [
      'a surplus of cashiers does not cover the missing manager',
      { attendantManager: 1, attendant: 5 },
      {},
      { required: 5, assigned: 6, vacancies: 1, extras: 0 },
    ],
    ['empty store', {}, {}, { required: 5, assigned: 0, vacancies: 5, extras: 0 }],
  ])('%s', (_name, active, inactive, expected) => {
    expect(computeStoreHeadcount(template, staff(active, inactive))).toMatchObject(expected);
  });

  it('details the vacancies per position', () => {
    expect(computeStoreHeadcount(template, staff({ attendant: 1 })).detail).toEqual([
      { positionId: 'manager', positionName: 'Manager', count: 1 },
      { positionId: 'attendantManager', positionName: 'Attendant Manager', count: 1 },
      { positionId: 'attendant', positionName: 'Attendant', count: 2 },
    ]);
  });
});

describe('statusLevel: the most severe rule whose vacancies and days are reached', () => {
  const rules: StatusRuleLike[] = [
    { statusName: 'high', vacantNumber: 3, assignedDays: 7 },
    { statusName: 'medium', vacantNumber: 2, assignedDays: 3 },
    { statusName: 'low', vacantNumber: 1, assignedDays: 0 },
  ];
  it.each([
    [0, 0, 'low'],
    [1, 0, 'low'],
    [2, 2, 'low'],
    [2, 3, 'medium'],
    [3, 3, 'medium'],
    [3, 7, 'high'],
    [9, 30, 'high'],
  ] as const)('%i vacancies for %i days: %s', (vacancies, days, expected) => {
    expect(statusLevel(rules, vacancies, days)).toBe(expected);
  });
  it('a template without rules is low', () => expect(statusLevel([], 4, 10)).toBe('low'));
});

describe('cardSeverity: the ratio of vacancies to template positions in the semaphore ranges', () => {
  const semaphore = parseSemaphore(JSON.stringify({ error: { min: 0.25, max: 1 }, warning: { min: 0.1, max: 0.25 }, success: { min: 0, max: 0.1 } }));
  it.each([
    [100, 0, 'success'],
    [100, 9, 'success'],
    [100, 10, 'warning'],
    [100, 25, 'error'],
    [100, 100, 'error'],
    [0, 0, 'info'],
  ] as const)('%i positions, %i vacancies: %s', (positions, vacancies, expected) => {
    expect(cardSeverity(semaphore, positions, vacancies)).toBe(expected);
  });
  it('an unreadable parameter gives info', () => expect(cardSeverity(parseSemaphore('{oops'), 10, 5)).toBe('info'));
});

describe('template and rule forms', () => {
  it('refuses a max sales amount below the min', () => {
    const parsed = workTeamTemplateSchema.safeParse({
      workTeamTemplate: 'Tienda A',
      minSalesAmount: 500,
      maxSalesAmount: 100,
      frecuencySales: 'mensual',
      periodSales: 1,
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0].message).toBe('WORK_TEAM_TEMPLATE_SALES_RANGE');
  });
  it('accepts a good template', () => {
    expect(
      workTeamTemplateSchema.parse({ workTeamTemplate: ' Tienda  A ', minSalesAmount: 0, maxSalesAmount: 100, frecuencySales: 'semana', periodSales: 2 }),
    ).toMatchObject({ workTeamTemplate: 'Tienda  A', active: true });
  });
  it('needs high at least as strict as medium', () => {
    expect(
      statusRulesSchema.safeParse([
        { statusName: 'high', vacantNumber: 1, assignedDays: 1 },
        { statusName: 'medium', vacantNumber: 2, assignedDays: 1 },
      ]).success,
    ).toBe(false);
    expect(
      statusRulesSchema.safeParse([
        { statusName: 'high', vacantNumber: 3, assignedDays: 7 },
        { statusName: 'low', vacantNumber: 1, assignedDays: 0 },
      ]).success,
    ).toBe(true);
  });
});
