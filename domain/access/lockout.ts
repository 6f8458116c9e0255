/**
 * Failed sign-in attempts per account (spec 000 sections 4 and 9): at most 3; at 2 the screen
 * offers a password reset instead of the form; at 3 the account is locked. The original counted in
 * the browser; here the server counts and refuses every attempt while the lock lasts, even with
 * the right password, until the forgot-password flow resets it or the period ends.
 */
export const MAX_SIGN_IN_ATTEMPTS = 3;
export const RESET_OFFERED_AT_ATTEMPTS = 2;
export const DEFAULT_LOCKOUT_MS = 15 * 60 * 1000;

export interface AttemptRecord {
  failedSignInAttempts: number;
  lockedUntil: number | null;
}

export interface AttemptState {
  attemptsUsed: number;
  attemptsRemaining: number;
  maxAttempts: number;
  resetOffered: boolean;
  locked: boolean;
  /** Epoch ms when the lock ends, null when not locked. */
  lockedUntil: number | null;
}

export function attemptState(record: AttemptRecord, nowMs: number): AttemptState {
  const locked = record.lockedUntil !== null && record.lockedUntil > nowMs;
  // An expired lock starts a fresh count.
  const used = record.lockedUntil !== null && !locked ? 0 : Math.min(record.failedSignInAttempts, MAX_SIGN_IN_ATTEMPTS);
  return {
    attemptsUsed: used,
    attemptsRemaining: MAX_SIGN_IN_ATTEMPTS - used,
    maxAttempts: MAX_SIGN_IN_ATTEMPTS,
    resetOffered: used >= RESET_OFFERED_AT_ATTEMPTS,
    locked,
    lockedUntil: locked ? record.lockedUntil : null,
  };
}

/** The record after one more failure: the third failure locks the account for `lockoutMs`. */
export function afterFailedAttempt(record: AttemptRecord, nowMs: number, lockoutMs = DEFAULT_LOCKOUT_MS): AttemptRecord {
  const current = attemptState(record, nowMs);
  const failed = current.attemptsUsed + 1;
  return { failedSignInAttempts: failed, lockedUntil: failed >= MAX_SIGN_IN_ATTEMPTS ? nowMs + lockoutMs : null };
}

export const clearedAttempts: AttemptRecord = { failedSignInAttempts: 0, lockedUntil: null };
