import { useGqlQuery } from '../../graphql';
import { storeConfigScreenQuery } from '../graphql/queries';
import { storesQueryKey } from './storesQueryKey';

/** The stores table with the zones and store types (work-team templates) its selectors offer. */
export function useStoreConfigScreen() {
  return useGqlQuery([...storesQueryKey, 'screen'], storeConfigScreenQuery);
}
