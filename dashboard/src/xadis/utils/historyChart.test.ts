import { describe, expect, it } from 'vitest';
import { boxesPerDay, type HistoryRow } from './historyChart';

const row = (day: string, sku: string, quantity: number, erpTotal: number | null = null): HistoryRow => ({ day, sku, quantity, erpTotal });

describe('boxesPerDay: the history gathered per day for the chart', () => {
  it.each<[string, HistoryRow[], ReturnType<typeof boxesPerDay>]>([
    ['no rows', [], { skus: [], days: [] }],
    [
      'one day, two skus, boxes equal to the ERP total',
      [row('2026-11-20', 'E0101', 150, 160), row('2026-11-20', 'E0201', 10, 160)],
      { skus: ['E0101', 'E0201'], days: [{ day: '2026-11-20', quantities: [150, 10], boxes: 160, erpTotal: 160, difference: 0 }] },
    ],
    [
      'days out of order come oldest first; a sku missing on a day counts 0; skus sorted',
      [row('2026-11-21', 'E0201', 4, 10), row('2026-11-20', 'E0201', 2, 5), row('2026-11-20', 'E0101', 7, 5)],
      {
        skus: ['E0101', 'E0201'],
        days: [
          { day: '2026-11-20', quantities: [7, 2], boxes: 9, erpTotal: 5, difference: 4 },
          { day: '2026-11-21', quantities: [0, 4], boxes: 4, erpTotal: 10, difference: -6 },
        ],
      },
    ],
    [
      'a report of state 0 (no ERP total) has no difference',
      [row('2026-11-22', 'E0101', 3, null)],
      { skus: ['E0101'], days: [{ day: '2026-11-22', quantities: [3], boxes: 3, erpTotal: null, difference: null }] },
    ],
    [
      'the ERP total of a day is read from its first row that has one',
      [row('2026-11-23', 'E0101', 1), row('2026-11-23', 'E0201', 1, 12)],
      { skus: ['E0101', 'E0201'], days: [{ day: '2026-11-23', quantities: [1, 1], boxes: 2, erpTotal: 12, difference: -10 }] },
    ],
  ])('%s', (_name, rows, expected) => {
    expect(boxesPerDay(rows)).toEqual(expected);
  });
});
