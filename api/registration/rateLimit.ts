import { createTokenBuckets, type RateLimiter, type RateLimitRule } from '../access/rateLimit';

/** The public registration operations, each with its own bucket per client address. */
export type RegistrationOperation = 'register' | 'lookup' | 'duplicateCheck' | 'inePhoto';

export type RegistrationRateRule = RateLimitRule;

export const defaultRegistrationLimits: Record<RegistrationOperation, RegistrationRateRule> = {
  register: { capacity: 5, perMinute: 2 },
  lookup: { capacity: 60, perMinute: 60 },
  duplicateCheck: { capacity: 30, perMinute: 30 },
  // INE photo uploads: a visitor may choose another photo a few times, not fill the disk.
  inePhoto: { capacity: 6, perMinute: 2 },
};

/** Token buckets per operation and client address (in memory: one API process answers the public pages). */
export function createRegistrationLimiter(rules: Partial<Record<RegistrationOperation, RegistrationRateRule>> = {}, now: () => number = Date.now): RateLimiter<RegistrationOperation> {
  return createTokenBuckets({ ...defaultRegistrationLimits, ...rules }, now);
}

export type RegistrationLimiter = RateLimiter<RegistrationOperation>;
