import { type QueryKey, useMutation, type UseMutationOptions, useQuery, type UseQueryOptions } from '@tanstack/react-query';
import { gql, type GraphqlDocument, type GraphqlRequestError } from './client';

/** A react-query query over one GraphQL operation; the signal cancels superseded requests. */
export function useGqlQuery<TData, TVariables extends Record<string, unknown> = Record<string, never>>(
  queryKey: QueryKey,
  query: GraphqlDocument<TData, TVariables>,
  variables?: TVariables,
  options: Omit<UseQueryOptions<TData, GraphqlRequestError>, 'queryKey' | 'queryFn'> = {},
) {
  return useQuery<TData, GraphqlRequestError>({
    ...options,
    queryKey,
    queryFn: ({ signal }) => gql<TData, TVariables>(query, variables, { signal }),
  });
}

/** A react-query mutation over one GraphQL operation. */
export function useGqlMutation<TData, TVariables extends Record<string, unknown>>(
  mutation: GraphqlDocument<TData, TVariables>,
  options: Omit<UseMutationOptions<TData, GraphqlRequestError, TVariables>, 'mutationFn'> = {},
) {
  return useMutation<TData, GraphqlRequestError, TVariables>({
    ...options,
    mutationFn: (variables) => gql<TData, TVariables>(mutation, variables),
  });
}
