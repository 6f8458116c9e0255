import {
  createTable,
  getCoreRowModel,
  getFilteredRowModel,
  getPaginationRowModel,
  getSortedRowModel,
  type ColumnDef,
  type TableState,
} from '@tanstack/react-table';
import { describe, expect, it } from 'vitest';
import { readCsv } from '../../../../domain/common/csv';
import { exportText, tableCsv, tableCsvName } from './tableCsv';
import './tableColumns';

interface Store {
  code: string;
  name: string;
  amex: boolean;
  status: 'open' | 'closed';
}

const words = { yes: 'Sí', no: 'No' };
const labels: Record<string, string> = { code: 'Código', name: 'Sucursal', amex: 'AMEX', status: 'Estado', edit: 'Editar' };
const statusLabel = { open: 'Abierta', closed: 'Cerrada' };

const columns: ColumnDef<Store, unknown>[] = [
  { accessorKey: 'code', header: labels.code },
  { accessorKey: 'name', header: labels.name },
  { accessorKey: 'amex', header: labels.amex },
  { accessorKey: 'status', header: labels.status, meta: { exportValue: (store: Store) => statusLabel[store.status] } },
  // A drawn button with no value: not in the file.
  { id: 'edit', header: labels.edit, cell: () => null },
];

const stores: Store[] = [
  { code: 'CO2', name: 'Centro', amex: true, status: 'open' },
  { code: 'CO12', name: '=HYPERLINK("http://x")', amex: false, status: 'closed' },
  { code: 'CO7', name: '+52 55 1234', amex: true, status: 'closed' },
  { code: 'GU1', name: 'Guadalajara, Norte', amex: false, status: 'open' },
];

function csvOf(state: Partial<TableState>): string[][] {
  const table = createTable<Store>({
    data: stores,
    columns,
    state: {},
    onStateChange: () => {},
    renderFallbackValue: null,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getFilteredRowModel: getFilteredRowModel(),
    getPaginationRowModel: getPaginationRowModel(),
  });
  table.setOptions((options) => ({ ...options, state: { ...table.initialState, ...state } }));
  return readCsv(tableCsv(table, (id) => labels[id] ?? id, words)).map((record) => record.cells);
}

describe("a browser-held list's CSV", () => {
  it.each([
    {
      what: 'every row and valued column, a yes / no in words, a drawn state by its exportValue',
      state: {},
      expected: [
        ['Código', 'Sucursal', 'AMEX', 'Estado'],
        ['CO2', 'Centro', 'Sí', 'Abierta'],
        ['CO12', `'=HYPERLINK("http://x")`, 'No', 'Cerrada'],
        ['CO7', "'+52 55 1234", 'Sí', 'Cerrada'],
        ['GU1', 'Guadalajara, Norte', 'No', 'Abierta'],
      ],
    },
    {
      what: 'the filtered rows in the sort, every page (not only the one shown), hidden columns left out',
      state: {
        sorting: [{ id: 'code', desc: true }],
        columnFilters: [{ id: 'code', value: 'CO' }],
        pagination: { pageIndex: 0, pageSize: 1 },
        columnVisibility: { name: false },
      },
      expected: [
        ['Código', 'AMEX', 'Estado'],
        ['CO7', 'Sí', 'Cerrada'],
        ['CO2', 'Sí', 'Abierta'],
        ['CO12', 'No', 'Cerrada'],
      ],
    },
  ])('writes $what', ({ state, expected }) => {
    expect(csvOf(state as Partial<TableState>)).toEqual(expected);
  });

  it('neutralises a cell that would start a formula', () => {
    const formula = csvOf({}).find((cells) => cells[0] === 'CO12')!;
    expect(formula[1]).toBe(`'=HYPERLINK("http://x")`);
  });

  it.each([
    { value: null, expected: '' },
    { value: undefined, expected: '' },
    { value: false, expected: 'No' },
    { value: new Date('2026-11-29T10:00:00Z'), expected: '2026-11-29T10:00:00.000Z' },
    { value: ['a', 'b'], expected: 'a, b' },
    { value: { toString: () => '12.3400' }, expected: '12.3400' },
    { value: 42, expected: 42 },
  ])('writes $value as $expected', ({ value, expected }) => {
    expect(exportText(value, words)).toEqual(expected);
  });

  it('names the file after the table and the day', () => {
    expect(tableCsvName('pinpad', new Date(2026, 10, 29, 23, 30))).toBe('pinpad-2026-11-29.csv');
  });
});
