import { useGqlMutation } from '../../graphql';
import { linkCashierToStoreMutation } from '../graphql/queries';

/** 'Crear relacion de empleado' (postCreateWarehouseAttendant). */
export function useLinkCashier() {
  return useGqlMutation(linkCashierToStoreMutation);
}
