import { useQueryClient } from '@tanstack/react-query';
import { useGqlMutation, type GraphqlDocument } from '../../../graphql';
import { statementsQueryKey } from './keys';

/** A decision on statements (approve, dispute, resolve, adjust, export, start): afterwards every statements answer is read again. */
export function useStatementDecision<TData, TVariables extends Record<string, unknown>>(mutation: GraphqlDocument<TData, TVariables>) {
  const client = useQueryClient();
  return useGqlMutation(mutation, { onSuccess: () => client.invalidateQueries({ queryKey: statementsQueryKey }) });
}
