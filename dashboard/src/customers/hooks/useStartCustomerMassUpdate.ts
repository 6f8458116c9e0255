import { type CustomerMassUpdateInput, type StartCustomerMassUpdateMutation, useGqlMutation } from '../../graphql';
import { startCustomerMassUpdateMutation } from '../graphql/queries';
import { type MassUpdateAction } from '../utils/massUpdateAction';

export function useStartCustomerMassUpdate() {
  return useGqlMutation<StartCustomerMassUpdateMutation, { input: CustomerMassUpdateInput & { action: MassUpdateAction } }>(startCustomerMassUpdateMutation);
}
