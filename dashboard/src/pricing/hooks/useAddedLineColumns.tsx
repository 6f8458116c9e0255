import { Button } from '@blueprintjs/core';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { PriceLine } from '../../../../domain/pricing/priceList';
import { compareMoney, money } from '../utils';

const line = createColumnHelper<PriceLine>();

/** The added lines' columns (the export file's names); the last removes a line. */
export function useAddedLineColumns(onRemove: (line: PriceLine) => void) {
  const { t } = useTranslation('pricing');
  return useMemo(
    () => [
      line.accessor('clacte', { id: 'clacte', header: t('columns.customer'), meta: { filter: { kind: 'text' } } }),
      line.accessor((row) => String(row.claemp), { id: 'claemp', header: t('columns.company') }),
      line.accessor('claarti', { id: 'claarti', header: t('columns.article'), meta: { filter: { kind: 'text' } } }),
      line.accessor('precioofe', {
        id: 'precioofe',
        header: t('columns.offerPrice'),
        sortingFn: (a, b) => compareMoney(String(a.original.precioofe), String(b.original.precioofe)),
        meta: { numeric: true },
        cell: ({ getValue }) => money(getValue()),
      }),
      line.display({
        id: 'remove',
        header: '',
        enableHiding: false,
        cell: ({ row }) => <Button small minimal icon="trash" aria-label={t('removeLine')} onClick={() => onRemove(row.original)} />,
      }),
    ],
    [t, onRemove],
  );
}
