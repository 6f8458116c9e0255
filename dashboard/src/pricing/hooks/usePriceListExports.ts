import { useGqlQuery } from '../../graphql';
import { priceListExportsQuery } from '../graphql/queries';

export function usePriceListExports() {
  return useGqlQuery(['pricing', 'exports'], priceListExportsQuery, {});
}
