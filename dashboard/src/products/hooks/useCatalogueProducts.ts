import { keepPreviousData } from '@tanstack/react-query';
import { useGqlQuery } from '../../graphql';
import { catalogueProductsQuery } from '../graphql/queries';
import { productsQueryKey } from './productsQueries';

export function useCatalogueProducts(search: string, page: number, pageSize: number) {
  return useGqlQuery([...productsQueryKey, search, page, pageSize], catalogueProductsQuery, { search: search || null, page, pageSize }, { placeholderData: keepPreviousData });
}
