import { describe, expect, it } from 'vitest';
import {
  boxQuantity,
  emptyContainerFormSchema,
  emptyContainerHistoryFormSchema,
  boxTotal,
  canSendReport,
  emptyContainerBanner,
  emptyContainerStockState,
  parseEquivalence,
  quantitiesEditable,
  saveEmptyContainerReportSchema,
  stockTypeOf,
  type ErpContainerStock,
} from './emptyContainers';
import { reportWindow, dayWithinRange, windowOpensAt } from './window';

const row = (articleKey: string, stock: number): ErpContainerStock => ({ articleKey, articleName: articleKey, familyKey: 'ENV', stock });

describe('the ERP stock state rule (spec 001 section 4, threshold 110000)', () => {
  it.each([
    // E0101, E0201, state, E0101 after, E0201 after, excess pieces, ERP total (boxes of 12)
    [110_001, 500, 1, 1, 500, 1, 0],
    [115_000, 3_000, 1, 5_000, 3_000, 5_000, 416],
    [122_000, 0, 1, 12_000, 0, 12_000, 1_000],
    [110_000, 1, 2, 0, 1, 1, 0],
    [108_000, 4_000, 2, 0, 2_000, 2_000, 166],
    [100_000, 10_012, 2, 0, 12, 12, 1],
    [110_000, 0, 3, 110_000, 0, 0, 0],
    [100_000, 10_000, 3, 100_000, 10_000, 0, 0],
    [50_000, 2_000, 3, 50_000, 2_000, 0, 0],
  ])('E0101 %i and E0201 %i: state %i, E0101 %i, E0201 %i', (main, second, state, mainAfter, secondAfter, excess, erpTotal) => {
    const result = emptyContainerStockState([row('E0101', main), row('E0102', 20_000), row('E0201', second)]);
    expect(result.state).toBe(state);
    expect(result.rows.find((r) => r.articleKey === 'E0101')?.stock).toBe(mainAfter);
    expect(result.rows.find((r) => r.articleKey === 'E0201')?.stock).toBe(secondAfter);
    expect(result.rows.find((r) => r.articleKey === 'E0102')?.stock).toBe(20_000);
    expect(result.excessPieces).toBe(excess);
    expect(result.erpTotal).toBe(erpTotal);
  });

  it('is state 0 (stage off, ERP total hidden) with no stock read or no E0101 row', () => {
    expect(emptyContainerStockState(null)).toMatchObject({ state: 0, erpTotal: null });
    expect(emptyContainerStockState([])).toMatchObject({ state: 0, erpTotal: null });
    expect(emptyContainerStockState([row('E0201', 200_000)])).toMatchObject({ state: 0, erpTotal: null });
    expect(quantitiesEditable(0)).toBe(false);
    expect(quantitiesEditable(3)).toBe(false);
    expect(quantitiesEditable(1)).toBe(true);
    expect(quantitiesEditable(2)).toBe(true);
  });
});

describe('boxes, totals and the banner', () => {
  it('counts an empty quantity as 0 and forces the box total to 0 in state 3', () => {
    expect(boxQuantity('')).toBe(0);
    expect(boxQuantity(null)).toBe(0);
    expect(boxQuantity(' 7 ')).toBe(7);
    expect(boxTotal(1, [3, '', null, '4'])).toBe(7);
    expect(boxTotal(3, [3, 4])).toBe(0);
  });

  it.each([
    [416, 416, 'success', 0, true],
    [416, 400, 'error', -16, false],
    [416, 420, 'warning', 4, false],
  ] as const)('ERP %i, boxes %i: %s, difference %i', (erp, boxes, intent, difference, sendable) => {
    expect(emptyContainerBanner(erp, boxes)).toEqual({ intent, difference });
    expect(canSendReport(1, erp, boxes)).toBe(sendable);
  });

  it('sends whatever the totals in state 0', () => {
    expect(canSendReport(0, null, 5)).toBe(true);
  });
});

describe('equivalence and stock types', () => {
  it('reads the param (plain or double-encoded JSON) and types grouper items as Selectable', () => {
    const items = [
      { sap: '3000101', sku: 'E0101', description: 'AGRUPADOR ENVASE CERVEZA' },
      { sap: 3000300, sku: 'CERV001', description: 'ENVASE CERVEZA CLARA' },
    ];
    expect(parseEquivalence(JSON.stringify(items))).toEqual([items[0], { ...items[1], sap: '3000300' }]);
    expect(parseEquivalence(JSON.stringify(JSON.stringify(items)))).toHaveLength(2);
    expect(parseEquivalence('not json')).toEqual([]);
    expect(stockTypeOf('AGRUPADOR ENVASE CERVEZA')).toBe('SELECTABLE');
    expect(stockTypeOf('Envase cerveza clara')).toBe('FREETOUSE');
  });

  it('rejects negative or fractional box quantities with the catalogue code', () => {
    const base = { sku: 'E0101', sap: '3000101', stockType: 'SELECTABLE' };
    expect(saveEmptyContainerReportSchema.parse({ emptyContainers: [{ ...base, quantity: '' }] }).emptyContainers[0]?.quantity).toBe(0);
    const bad = saveEmptyContainerReportSchema.safeParse({ emptyContainers: [{ ...base, quantity: -1 }] });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe('XADIS_QUANTITY_INVALID');
    expect(saveEmptyContainerReportSchema.safeParse({ emptyContainers: [{ ...base, quantity: 1.5 }] }).success).toBe(false);
  });
});

describe('the daily window (America/Mexico_City, 08:55 yesterday or 09:00 today)', () => {
  // Mexico City is UTC-6 all year (no summer time since late 2022). The start is the spec's rule;
  // the key (day) and the stored start (opensAt, 09:00 of the day) are one per window.
  it.each([
    ['2026-11-25T15:00:00Z', '2026-11-25T15:00:00.000Z', '2026-11-26T15:00:00.000Z', '2026-11-25', '2026-11-25T15:00:00.000Z'], // 09:00 sharp
    ['2026-11-25T20:30:00Z', '2026-11-25T15:00:00.000Z', '2026-11-26T15:00:00.000Z', '2026-11-25', '2026-11-25T15:00:00.000Z'], // 14:30
    ['2026-11-26T05:59:59Z', '2026-11-25T15:00:00.000Z', '2026-11-26T15:00:00.000Z', '2026-11-25', '2026-11-25T15:00:00.000Z'], // 23:59:59
    ['2026-11-26T06:00:00Z', '2026-11-25T14:55:00.000Z', '2026-11-26T15:00:00.000Z', '2026-11-25', '2026-11-25T15:00:00.000Z'], // midnight: same window
    ['2026-11-25T14:59:59Z', '2026-11-24T14:55:00.000Z', '2026-11-25T15:00:00.000Z', '2026-11-24', '2026-11-24T15:00:00.000Z'], // 08:59:59
    ['2026-11-25T14:57:00Z', '2026-11-24T14:55:00.000Z', '2026-11-25T15:00:00.000Z', '2026-11-24', '2026-11-24T15:00:00.000Z'], // 08:57: still yesterday's
    ['2026-11-25T06:30:00Z', '2026-11-24T14:55:00.000Z', '2026-11-25T15:00:00.000Z', '2026-11-24', '2026-11-24T15:00:00.000Z'], // 00:30
    ['2026-11-25T14:00:00Z', '2026-11-24T14:55:00.000Z', '2026-11-25T15:00:00.000Z', '2026-11-24', '2026-11-24T15:00:00.000Z'], // 08:00
    ['2026-01-01T05:59:00Z', '2025-12-31T15:00:00.000Z', '2026-01-01T15:00:00.000Z', '2025-12-31', '2025-12-31T15:00:00.000Z'], // 23:59 on Dec 31
    ['2026-01-01T14:00:00Z', '2025-12-31T14:55:00.000Z', '2026-01-01T15:00:00.000Z', '2025-12-31', '2025-12-31T15:00:00.000Z'], // 08:00 on Jan 1
    ['2022-07-01T14:30:00Z', '2022-07-01T14:00:00.000Z', '2022-07-02T14:00:00.000Z', '2022-07-01', '2022-07-01T14:00:00.000Z'], // summer time 2022: UTC-5
  ])('at %s the window is %s to %s (day %s, stored start %s)', (now, start, end, day, opensAt) => {
    const window = reportWindow(Date.parse(now));
    expect(new Date(window.start).toISOString()).toBe(start);
    expect(new Date(window.end).toISOString()).toBe(end);
    expect(window.day).toBe(day);
    expect(new Date(window.opensAt).toISOString()).toBe(opensAt);
    expect(windowOpensAt(day)).toBe(window.opensAt);
  });

  it('gives every instant of a window one key and one stored start, from 09:00 to 08:59:59 the next day', () => {
    const opens = Date.parse('2026-11-25T15:00:00Z');
    const keys = new Set<string>();
    for (let minute = 0; minute < 24 * 60; minute += 5) {
      const window = reportWindow(opens + minute * 60_000);
      keys.add(`${window.day}/${window.opensAt}/${window.end}`);
    }
    expect([...keys]).toEqual([`2026-11-25/${opens}/${opens + 86_400_000}`]);
    expect(reportWindow(opens + 86_400_000).day).toBe('2026-11-26');
    expect(reportWindow(opens - 1).day).toBe('2026-11-24');
  });

  it('accepts days from today back to 365 days, no future', () => {
    const now = Date.parse('2026-11-25T18:00:00Z');
    expect(dayWithinRange('2026-11-25', now)).toBe(true);
    expect(dayWithinRange('2026-11-26', now)).toBe(false);
    expect(dayWithinRange('2025-11-25', now)).toBe(true);
    expect(dayWithinRange('2025-11-24', now)).toBe(false);
    expect(dayWithinRange('2026-02-30', now)).toBe(false);
  });
});

describe("the empty-container screen's forms", () => {
  const problemsOf = (result: { error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
    result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);

  it.each([
    [
      {
        quantities: [
          { sku: 'A', quantity: '200' },
          { sku: 'B', quantity: '' },
        ],
        shippingDate: '',
      },
      undefined,
    ],
    [{ quantities: [{ sku: 'A', quantity: '200' }], shippingDate: '2026-11-29' }, undefined],
    [{ quantities: [{ sku: 'A', quantity: '-3' }], shippingDate: '' }, ['quantities.0.quantity: XADIS_QUANTITY_INVALID']],
    [{ quantities: [{ sku: 'A', quantity: '1.5' }], shippingDate: '' }, ['quantities.0.quantity: XADIS_QUANTITY_INVALID']],
    [{ quantities: [{ sku: 'A', quantity: 'doce' }], shippingDate: '' }, ['quantities.0.quantity: XADIS_QUANTITY_INVALID']],
    [{ quantities: [], shippingDate: '29/11/2026' }, ['shippingDate: XADIS_DATE_INVALID']],
  ])('boxes %j → %j', (values, problems) => {
    expect(problemsOf(emptyContainerFormSchema.safeParse(values))).toEqual(problems);
  });

  it('reads the boxes as numbers, empty as 0', () => {
    expect(
      emptyContainerFormSchema.parse({
        quantities: [
          { sku: 'A', quantity: ' 12 ' },
          { sku: 'B', quantity: '' },
        ],
        shippingDate: '',
      }).quantities,
    ).toEqual([
      { sku: 'A', quantity: 12 },
      { sku: 'B', quantity: 0 },
    ]);
  });

  const history = emptyContainerHistoryFormSchema('2025-11-29', '2026-11-29');
  it.each([
    [{ from: '2026-11-01', to: '2026-11-29' }, undefined],
    [{ from: '2026-11-29', to: '2026-11-01' }, ['to: XADIS_RANGE_ORDER']],
    [{ from: '2025-01-01', to: '2026-11-01' }, ['from: XADIS_DATE_OUT_OF_RANGE']],
    [{ from: '2026-11-01', to: '2026-12-01' }, ['to: XADIS_DATE_OUT_OF_RANGE']],
    [{ from: 'ayer', to: '2026-11-01' }, ['from: XADIS_DATE_INVALID']],
  ])('history range %j → %j', (range, problems) => {
    expect(problemsOf(history.safeParse(range))).toEqual(problems);
  });
});
