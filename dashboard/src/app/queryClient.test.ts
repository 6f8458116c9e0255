import { describe, expect, it, vi } from 'vitest';
import { GraphqlRequestError } from '../graphql';
import { createQueryClient, shouldRetry } from './queryClient';

describe('shouldRetry', () => {
  it('retries network and transport failures twice', () => {
    const network = new GraphqlRequestError('NETWORK_ERROR', 'offline');
    expect(shouldRetry(0, network)).toBe(true);
    expect(shouldRetry(1, network)).toBe(true);
    expect(shouldRetry(2, network)).toBe(false);
    expect(shouldRetry(0, new GraphqlRequestError('HTTP_ERROR', 'bad gateway', { status: 502 }))).toBe(true);
  });

  it('never retries an answer the server gave on purpose', () => {
    expect(shouldRetry(0, new GraphqlRequestError('UNAUTHENTICATED', 'sign in'))).toBe(false);
    expect(shouldRetry(0, new GraphqlRequestError('BAD_USER_INPUT', 'invalid'))).toBe(false);
    expect(shouldRetry(0, new Error('render bug'))).toBe(false);
  });
});

describe('createQueryClient', () => {
  it('hands every failed query and mutation to onError (the session-expiry redirect)', async () => {
    const onError = vi.fn();
    const client = createQueryClient({ onError });
    const error = new GraphqlRequestError('UNAUTHENTICATED', 'sign in');
    await client.fetchQuery({ queryKey: ['q'], queryFn: () => Promise.reject(error) }).catch(() => undefined);
    await client
      .getMutationCache()
      .build(client, { mutationFn: () => Promise.reject(error) })
      .execute(undefined)
      .catch(() => undefined);
    expect(onError).toHaveBeenCalledTimes(2);
    expect(onError.mock.calls.map((call) => call[0])).toEqual([error, error]);
  });
});
