import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { compareMoney, money, type OfferRow } from '../utils';

const offer = createColumnHelper<OfferRow>();
const text = { filter: { kind: 'text' } } as const;

/** The ERP's updated prices: the offer price sorts as a decimal (never a float). */
export function useOfferColumns() {
  return useMemo(
    () => [
      offer.accessor('claarti', { id: 'claarti', header: 'claarti', enableHiding: false, meta: text }),
      offer.accessor('clacte', { id: 'clacte', header: 'clacte', meta: text }),
      offer.accessor('precioofe', {
        id: 'precioofe',
        header: 'precioofe',
        sortingFn: (a, b) => compareMoney(a.original.precioofe, b.original.precioofe),
        meta: { numeric: true },
        cell: ({ getValue }) => money(getValue()),
      }),
      offer.accessor('pctdescto', { id: 'pctdescto', header: 'pctdescto', meta: { numeric: true } }),
    ],
    [],
  );
}
