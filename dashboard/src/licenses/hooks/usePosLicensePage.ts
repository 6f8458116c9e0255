import { keepPreviousData } from '@tanstack/react-query';
import { useGqlQuery, type PosLicenseSort, type SortDirection } from '../../graphql';
import { posLicensePageQuery } from '../graphql/queries';
import { licensesQueryKey } from './licensesQueryKey';

/** The page of licenses the table shows: company, status and store search, page and sort (the server's keys). */
export interface PosLicensePageAsked {
  organizationId?: string | null;
  status?: string | null;
  search?: string | null;
  page: number;
  pageSize: number;
  sort?: PosLicenseSort;
  direction?: SortDirection;
}

/** One page of the licenses with the counters by status (the previous page stays shown while the next is asked). */
export function usePosLicensePage(asked: PosLicensePageAsked) {
  return useGqlQuery([...licensesQueryKey, asked], posLicensePageQuery, { ...asked }, { placeholderData: keepPreviousData });
}
