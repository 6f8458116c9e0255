import { useGqlQuery } from '../../graphql';
import { storePinpadsQuery } from '../graphql/queries';
import { storesQueryKey } from './storesQueryKey';

/** The stores with their registers' card terminals (PINPAD tab). */
export function useStorePinpads() {
  return useGqlQuery([...storesQueryKey, 'pinpads'], storePinpadsQuery);
}
