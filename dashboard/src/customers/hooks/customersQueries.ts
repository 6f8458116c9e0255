import { type CustomerFilter } from '../../../../domain/customers/filters';

/** Every customer answer lives under this key, so a decision or an update refreshes them all. */
export const customersQueryKey = ['customers'] as const;

/** What a mass update works on: the selected rows, or every customer of the list's filter. */
export type MassSelection = { customerIds: string[] } | { filter: CustomerFilter };
