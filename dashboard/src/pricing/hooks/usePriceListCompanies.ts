import { useGqlQuery } from '../../graphql';
import { priceListCompaniesQuery } from '../graphql/queries';

export function usePriceListCompanies() {
  return useGqlQuery(['pricing', 'companies'], priceListCompaniesQuery);
}
