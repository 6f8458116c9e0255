import { AppError } from '../../domain/errors/catalogue';

/** The public registration operations, each with its own bucket per client address. */
export type RegistrationOperation = 'register' | 'lookup' | 'duplicateCheck';

export interface RegistrationRateRule {
  capacity: number;
  perMinute: number;
}

export const defaultRegistrationLimits: Record<RegistrationOperation, RegistrationRateRule> = {
  register: { capacity: 5, perMinute: 2 },
  lookup: { capacity: 60, perMinute: 60 },
  duplicateCheck: { capacity: 30, perMinute: 30 },
};

const MAX_BUCKETS = 50_000;

/**
 * Token buckets per operation and client address (in memory: one API process answers the public
 * pages). Same behaviour as the access area's limiter, with the registration's own operations.
 */
export function createRegistrationLimiter(rules: Partial<Record<RegistrationOperation, RegistrationRateRule>> = {}, now: () => number = Date.now) {
  const limits = { ...defaultRegistrationLimits, ...rules };
  const buckets = new Map<string, { tokens: number; at: number }>();
  return {
    take(operation: RegistrationOperation, client: string): void {
      const rule = limits[operation];
      const key = `${operation}|${client}`;
      const time = now();
      const bucket = buckets.get(key) ?? { tokens: rule.capacity, at: time };
      bucket.tokens = Math.min(rule.capacity, bucket.tokens + ((time - bucket.at) / 60_000) * rule.perMinute);
      bucket.at = time;
      buckets.delete(key);
      buckets.set(key, bucket);
      while (buckets.size > MAX_BUCKETS) buckets.delete(buckets.keys().next().value as string);
      if (bucket.tokens < 1) {
        throw new AppError('RATE_LIMITED', {}, { operation, retryAfterSeconds: Math.ceil(((1 - bucket.tokens) / rule.perMinute) * 60) });
      }
      bucket.tokens -= 1;
    },
  };
}

export type RegistrationLimiter = ReturnType<typeof createRegistrationLimiter>;
