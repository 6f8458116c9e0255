export { gql, graphqlEndpoint, GraphqlRequestError, isGraphqlRequestError } from './client';
export type { ClientErrorCode, GqlOptions, GraphqlDocument, GraphqlErrorDetail } from './client';
export { useGqlMutation, useGqlQuery } from './hooks';
export type * from './generated/graphql';
