import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { type CustomerRow } from '../utils';

const customer = createColumnHelper<CustomerRow>();
const text = { filter: { kind: 'text' } } as const;

/** The ERP customers' columns, with the ERP's own names (spec 002, Pricing); each sorts and the text ones filter. */
export function useCustomerColumns() {
  return useMemo(
    () => [
      customer.accessor('clacte', { id: 'clacte', header: 'clacte', enableHiding: false, meta: text }),
      customer.accessor('nomcte', { id: 'nomcte', header: 'nomcte', meta: text }),
      customer.accessor('nomemp', { id: 'nomemp', header: 'nomemp', meta: text }),
      customer.accessor('nomregion', { id: 'nomregion', header: 'nomregion', meta: text }),
      customer.accessor('nomgirocom', { id: 'nomgirocom', header: 'nomgirocom', meta: text }),
    ],
    [],
  );
}
