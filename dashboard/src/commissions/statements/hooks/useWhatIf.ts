import { useMutation } from '@tanstack/react-query';
import { gql, type GraphqlRequestError } from '../../../graphql';
import type { StatementWhatIfQuery, StatementWhatIfQueryVariables } from '../../../graphql/generated/graphql';
import { whatIfQuery } from '../graphql/queries';

/** Evaluates a line again with one input changed; the server saves nothing. */
export function useWhatIf() {
  return useMutation<StatementWhatIfQuery, GraphqlRequestError, StatementWhatIfQueryVariables>({ mutationFn: (variables) => gql(whatIfQuery, variables) });
}
