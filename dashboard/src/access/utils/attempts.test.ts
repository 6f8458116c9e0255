import { describe, expect, it } from 'vitest';
import { GraphqlRequestError } from '../../graphql';
import { attemptsFromError } from './attempts';

describe('attemptsFromError', () => {
  it('reads the attempt state of the extensions details', () => {
    const attempts = { attemptsUsed: 2, attemptsRemaining: 1, maxAttempts: 3, resetOffered: true, locked: false, lockedUntil: null };
    const error = new GraphqlRequestError('UNAUTHENTICATED', 'Usuario o contraseña incorrectos.', {
      details: [{ code: 'UNAUTHENTICATED', errorCode: 'INVALID_CREDENTIALS', message: 'x', data: { attempts } }],
    });
    expect(attemptsFromError(error)).toEqual(attempts);
  });

  it('is undefined when the answer has no attempt state', () => {
    expect(
      attemptsFromError(new GraphqlRequestError('RATE_LIMITED', 'x', { details: [{ code: 'X', message: 'x', data: { retryAfterSeconds: 3 } }] })),
    ).toBeUndefined();
  });
});
