import { QueryClient } from '@tanstack/react-query';
import { isGraphqlRequestError } from '../graphql';

/** Only failures a second try can fix are retried: the network and server hiccups. */
const retryableCodes = new Set(['NETWORK_ERROR', 'HTTP_ERROR']);

export function shouldRetry(failureCount: number, error: unknown): boolean {
  return failureCount < 2 && isGraphqlRequestError(error) && retryableCodes.has(error.code);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
