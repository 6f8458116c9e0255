import { useGqlQuery } from '../../graphql';
import { customerMassUpdateQuery } from '../graphql/queries';

/** Progress of a mass update process, polled every second until it stops running. */
export function useCustomerMassUpdate(workflowId: string | undefined) {
  return useGqlQuery(
    ['customerMassUpdate', workflowId],
    customerMassUpdateQuery,
    { workflowId: workflowId ?? '' },
    {
      enabled: Boolean(workflowId),
      refetchInterval: (query) => (query.state.data && query.state.data.customerMassUpdate.status !== 'running' ? false : 1000),
    },
  );
}
