import { describe, expect, it } from 'vitest';
import { compareCells, tableCollator } from './tableSort';

const sorted = (values: unknown[], locale = 'es-MX') => {
  const collator = tableCollator(locale);
  return [...values].sort((a, b) => compareCells(a, b, collator));
};

describe('browser-sorted table cells', () => {
  it.each([
    {
      what: 'accented names beside their letter, not after Z',
      values: ['Zamora', 'Álvarez', 'Ávila', 'Beltrán', 'alonso'],
      expected: ['alonso', 'Álvarez', 'Ávila', 'Beltrán', 'Zamora'],
    },
    { what: 'Ñ after N', values: ['Oaxaca', 'Ñuñez', 'Nava'], expected: ['Nava', 'Ñuñez', 'Oaxaca'] },
    { what: 'store codes by their number', values: ['CO110', 'CO101', 'CO12', 'CO2'], expected: ['CO2', 'CO12', 'CO101', 'CO110'] },
    { what: 'numbers by value', values: [10, 9, 100, -1], expected: [-1, 9, 10, 100] },
    { what: 'empty cells last', values: ['', 'b', null, 'a', undefined], expected: ['a', 'b', '', null, undefined] },
  ])('orders $what', ({ values, expected }) => {
    expect(sorted(values)).toEqual(expected);
  });

  it('orders dates by time', () => {
    const days = [new Date('2026-11-28'), new Date('2026-01-02'), new Date('2026-06-30')];
    expect((sorted(days) as Date[]).map((day) => day.toISOString().slice(0, 10))).toEqual(['2026-01-02', '2026-06-30', '2026-11-28']);
  });
});
