import { AppError } from '../../domain/errors/catalogue';

/** A token bucket: `capacity` requests at once, refilled at `perMinute`. */
export interface RateLimitRule {
  capacity: number;
  perMinute: number;
}

/** The public and identity operations, grouped by what an abuser would try. */
export type RateLimitedOperation = 'signIn' | 'identityCode' | 'mfa' | 'subscription';

export const defaultRateLimits: Record<RateLimitedOperation, RateLimitRule> = {
  signIn: { capacity: 30, perMinute: 30 },
  identityCode: { capacity: 10, perMinute: 5 },
  mfa: { capacity: 10, perMinute: 10 },
  subscription: { capacity: 10, perMinute: 5 },
};

export interface RateLimiter<Operation extends string = RateLimitedOperation> {
  /** Spends one token of the client's bucket for the operation, or throws RATE_LIMITED. */
  take(operation: Operation, client: string): void;
}

const MAX_BUCKETS = 50_000;

/** Per client address and operation, in memory: one API process answers these operations. */
export function createRateLimiter(rules: Partial<Record<RateLimitedOperation, RateLimitRule>> = {}, now: () => number = Date.now): RateLimiter {
  return createTokenBuckets({ ...defaultRateLimits, ...rules }, now);
}

/** Token buckets per operation and client address, for any set of operations with their rules. */
export function createTokenBuckets<Operation extends string>(limits: Record<Operation, RateLimitRule>, now: () => number = Date.now): RateLimiter<Operation> {
  const buckets = new Map<string, { tokens: number; at: number }>();
  return {
    take(operation, client) {
      const rule = limits[operation];
      const key = `${operation}|${client}`;
      const time = now();
      const bucket = buckets.get(key) ?? { tokens: rule.capacity, at: time };
      bucket.tokens = Math.min(rule.capacity, bucket.tokens + ((time - bucket.at) / 60_000) * rule.perMinute);
      bucket.at = time;
      if (bucket.tokens < 1) {
        buckets.set(key, bucket);
        const seconds = Math.ceil(((1 - bucket.tokens) / rule.perMinute) * 60);
        throw new AppError('RATE_LIMITED', {}, { operation, retryAfterSeconds: seconds });
      }
      bucket.tokens -= 1;
      buckets.delete(key);
      buckets.set(key, bucket);
      // Oldest buckets first: a flood of addresses cannot grow the map without bound.
      while (buckets.size > MAX_BUCKETS) buckets.delete(buckets.keys().next().value as string);
    },
  };
}
