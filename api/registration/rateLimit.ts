import { createRateLimits, type RateLimiter, type RateLimitRule, type RateLimitStore } from '../access/rateLimit';

/** The public registration operations, each with its own allowance per client address. */
export type RegistrationOperation = 'register' | 'lookup' | 'duplicateCheck' | 'inePhoto';

export type RegistrationRateRule = RateLimitRule;

export const defaultRegistrationLimits: Record<RegistrationOperation, RegistrationRateRule> = {
  register: { capacity: 5, perMinute: 2 },
  lookup: { capacity: 60, perMinute: 60 },
  duplicateCheck: { capacity: 30, perMinute: 30 },
  // INE photo uploads: a visitor may choose another photo a few times, not fill the disk.
  inePhoto: { capacity: 6, perMinute: 2 },
};

/** Per operation and client address, counted in the database every API process shares (see createRateLimits). */
export function createRegistrationLimiter(
  rules: Partial<Record<RegistrationOperation, RegistrationRateRule>> = {},
  store: RateLimitStore = 'shared',
): RateLimiter<RegistrationOperation> {
  return createRateLimits({ ...defaultRegistrationLimits, ...rules }, store);
}

export type RegistrationLimiter = RateLimiter<RegistrationOperation>;
