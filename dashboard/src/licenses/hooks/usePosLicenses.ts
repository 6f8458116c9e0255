import { keepPreviousData } from '@tanstack/react-query';
import { useGqlQuery, type PosLicenseFilter } from '../../graphql';
import { posLicensesQuery } from '../graphql/queries';
import { licensesQueryKey } from './licensesQueryKey';

export function usePosLicenses(filter: PosLicenseFilter) {
  return useGqlQuery([...licensesQueryKey, filter], posLicensesQuery, { filter }, { placeholderData: keepPreviousData });
}
