import { useGqlQuery } from '../../../graphql';
import { statementDetailQuery } from '../graphql/queries';
import { statementsQueryKey } from './keys';

/** One statement with its breakdown, adjustments, disputes, history and the actions the caller may take. */
export function useStatementDetail(id: string) {
  return useGqlQuery([...statementsQueryKey, 'detail', id], statementDetailQuery, { id });
}
