import mongoose from 'mongoose';
import { RateLimiterMemory, RateLimiterMongo, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { AppError } from '../../domain/errors/catalogue';
import { RATE_LIMIT_COLLECTION } from '../../db/models/access/rateLimits';

/** `capacity` requests at once; on average no more than `perMinute`. */
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
  /** Spends one request of the client's allowance for the operation, or throws RATE_LIMITED with retryAfterSeconds. */
  take(operation: Operation, client: string): Promise<void>;
}

/**
 * Where the counts live: 'shared' (default) in the database every API process uses, so the
 * limits hold however many processes answer; 'process' in this process's memory only.
 */
export type RateLimitStore = 'shared' | 'process';

/**
 * The collection of the shared counts: one document per operation, rule and client, removed
 * RETENTION_RATE_LIMITS_SECONDS after its window ends. Its indexes (the TTL with that setting and
 * the unique key) are made at start by db/retention, not by the library.
 */
export { RATE_LIMIT_COLLECTION };

/** A rule as a fixed window: the whole burst is allowed again after capacity / perMinute minutes. */
export function windowOf(rule: RateLimitRule): { points: number; duration: number } {
  return { points: rule.capacity, duration: Math.max(1, Math.round((rule.capacity / rule.perMinute) * 60)) };
}

/**
 * Per operation and client address, with rate-limiter-flexible. The shared store keeps the counts
 * in MongoDB through the mongoose connection (RateLimiterMongo); if the database cannot answer,
 * each process falls back to counting in its own memory rather than refusing everyone. The key
 * carries the rule, so processes with the same limits share counts and a changed limit starts
 * afresh. Limiters are made at first use: building the schema alone never touches the database.
 */
export function createRateLimits<Operation extends string>(limits: Record<Operation, RateLimitRule>, store: RateLimitStore = 'shared'): RateLimiter<Operation> {
  const limiters = new Map<Operation, RateLimiterAbstract>();
  const limiterOf = (operation: Operation): RateLimiterAbstract => {
    let limiter = limiters.get(operation);
    if (!limiter) {
      const window = windowOf(limits[operation]);
      const keyPrefix = `${operation}-${window.points}-${window.duration}`;
      const memory = new RateLimiterMemory({ ...window, keyPrefix });
      limiter =
        store === 'process'
          ? memory
          : new RateLimiterMongo({
              ...window,
              keyPrefix,
              storeClient: mongoose.connection,
              tableName: RATE_LIMIT_COLLECTION,
              insuranceLimiter: memory,
              disableIndexesCreation: true,
            });
      limiters.set(operation, limiter);
    }
    return limiter;
  };
  return {
    async take(operation, client) {
      try {
        await limiterOf(operation).consume(client);
      } catch (refusal) {
        if (!(refusal instanceof RateLimiterRes)) throw refusal;
        throw new AppError('RATE_LIMITED', {}, { operation, retryAfterSeconds: Math.max(1, Math.ceil(refusal.msBeforeNext / 1000)) });
      }
    },
  };
}

/** The access area's operations, with the default limits unless given. */
export function createRateLimiter(rules: Partial<Record<RateLimitedOperation, RateLimitRule>> = {}, store: RateLimitStore = 'shared'): RateLimiter {
  return createRateLimits({ ...defaultRateLimits, ...rules }, store);
}
