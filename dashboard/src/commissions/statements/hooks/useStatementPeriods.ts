import { useGqlQuery } from '../../../graphql';
import { statementPeriodsQuery } from '../graphql/queries';
import { statementsQueryKey } from './keys';

/** The company's periods that have statements, newest first. */
export function useStatementPeriods(organizationId: string) {
  return useGqlQuery([...statementsQueryKey, 'periods', organizationId], statementPeriodsQuery, { organizationId });
}
