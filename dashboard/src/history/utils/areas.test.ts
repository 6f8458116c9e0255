import { describe, expect, it } from 'vitest';
import { recordTypesOf, splitAreaNames } from './areas';

describe('splitAreaNames', () => {
  it.each<[string[], string[], Array<[string, string]>]>([
    [[], [], []],
    [['customers', 'stores'], ['customers', 'stores'], []],
    [
      ['customers', 'stores', 'customers/Customer', 'stores/Zone'],
      ['customers', 'stores'],
      [
        ['customers', 'Customer'],
        ['stores', 'Zone'],
      ],
    ],
    [['stores/Warehouse'], ['stores'], [['stores', 'Warehouse']]],
    [['', '/X', 'y/'], [], []],
  ])('%j', (names, areas, types) => {
    expect(splitAreaNames(names)).toEqual({ areas, recordTypes: types.map(([area, recordType]) => ({ area, recordType })) });
  });
});

describe('recordTypesOf', () => {
  const known = [
    { area: 'customers', recordType: 'Customer' },
    { area: 'customers', recordType: 'CustomerType' },
    { area: 'stores', recordType: 'Zone' },
  ];
  it.each<[string, string[]]>([
    ['', ['Customer', 'CustomerType', 'Zone']],
    ['customers', ['Customer', 'CustomerType']],
    ['stores', ['Zone']],
    ['menus', []],
  ])('area "%s"', (area, expected) => {
    expect(recordTypesOf(known, area)).toEqual(expected);
  });
});
