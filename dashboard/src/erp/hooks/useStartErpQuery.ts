import { type StartErpQueryMutation, useGqlMutation } from '../../graphql';
import { startErpQueryMutation } from '../graphql/mutations';
import { type ErpOperationVariables } from '../utils/operations';

export function useStartErpQuery() {
  return useGqlMutation<StartErpQueryMutation, { operation: ErpOperationVariables }>(startErpQueryMutation);
}
