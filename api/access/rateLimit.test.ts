import { describe, expect, it } from 'vitest';
import { AppError } from '../../domain/errors/catalogue';
import { createRateLimiter } from './rateLimit';

describe('rate limiter', () => {
  it('allows the burst, refuses the next call with the wait, and refills with time, per client and operation', () => {
    let now = 0;
    const limiter = createRateLimiter({ signIn: { capacity: 2, perMinute: 6 } }, () => now);
    limiter.take('signIn', '10.0.0.1');
    limiter.take('signIn', '10.0.0.1');
    let refused: unknown;
    try {
      limiter.take('signIn', '10.0.0.1');
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ code: 'RATE_LIMITED', details: { operation: 'signIn', retryAfterSeconds: 10 } });
    // Another address and another operation have their own buckets.
    expect(() => limiter.take('signIn', '10.0.0.2')).not.toThrow();
    expect(() => limiter.take('subscription', '10.0.0.1')).not.toThrow();
    now = 10_000;
    expect(() => limiter.take('signIn', '10.0.0.1')).not.toThrow();
    expect(() => limiter.take('signIn', '10.0.0.1')).toThrow(AppError);
  });
});
