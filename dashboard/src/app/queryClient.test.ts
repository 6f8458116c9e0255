import { describe, expect, it } from 'vitest';
import { GraphqlRequestError } from '../graphql';
import { shouldRetry } from './queryClient';

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
