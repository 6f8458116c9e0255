import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isGraphqlRequestError } from '../graphql';

/** Only failures a second try can fix are retried: the network and server hiccups. */
const retryableCodes = new Set(['NETWORK_ERROR', 'HTTP_ERROR']);

export function shouldRetry(failureCount: number, error: unknown): boolean {
  return failureCount < 2 && isGraphqlRequestError(error) && retryableCodes.has(error.code);
}

export interface QueryClientOptions {
  /** Sees every failed query and mutation (the session-expiry redirect, ./sessionExpiry.ts). */
  onError?: (error: unknown) => void;
}

export function createQueryClient(options: QueryClientOptions = {}): QueryClient {
  const onError = options.onError;
  return new QueryClient({
    ...(onError ? { queryCache: new QueryCache({ onError }), mutationCache: new MutationCache({ onError }) } : {}),
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
