import { useGqlQuery } from '../../../graphql';
import { whatIfInputsQuery } from '../graphql/queries';
import { statementsQueryKey } from './keys';

/** The inputs of one commission line a what-if may change, while the what-if is open. */
export function useWhatIfInputs(id: string, reportId: string, enabled: boolean) {
  return useGqlQuery([...statementsQueryKey, 'whatIfInputs', id, reportId], whatIfInputsQuery, { id, reportId }, { enabled });
}
