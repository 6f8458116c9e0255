import { keepPreviousData } from '@tanstack/react-query';
import { useGqlQuery, type ProductSort, type SortDirection } from '../../graphql';
import { catalogueProductsQuery } from '../graphql/queries';
import { productsQueryKey } from './productsQueries';

export function useCatalogueProducts(search: string, page: number, pageSize: number, sort: { sort?: ProductSort; direction?: SortDirection } = {}) {
  return useGqlQuery(
    [...productsQueryKey, search, page, pageSize, sort],
    catalogueProductsQuery,
    { search: search || null, page, pageSize, ...sort },
    { placeholderData: keepPreviousData },
  );
}
