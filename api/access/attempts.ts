import { LRUCache } from 'lru-cache';
import { AppError } from '../../domain/errors/catalogue';
import { afterFailedAttempt, attemptState, clearedAttempts, type AttemptRecord, type AttemptState } from '../../domain/access/lockout';
import { userNameKeyOf, AttendantModel, type Attendant } from '../../db/models/access/attendant';

const MAX_PHANTOM_RECORDS = 10_000;

export type FailureCode = 'INVALID_CREDENTIALS' | 'PASSWORD_ERROR' | 'MFA_CODE_INVALID';

export function attemptDetails(state: AttemptState) {
  return { attempts: state };
}

/**
 * The per-account lockout after 3 failures (stored on the account), and the same count for user
 * names that do not exist (kept per client in a bounded LRU map), so a failure never tells
 * whether an account exists.
 */
export function createAttemptTracking(options: { now: () => number; lockoutMs: number }) {
  const { now, lockoutMs } = options;
  const phantomAttempts = new LRUCache<string, AttemptRecord>({ max: MAX_PHANTOM_RECORDS });

  const lockedError = (state: AttemptState) =>
    new AppError('ATTEMPT_LIMIT_EXCEEDED', { minutes: Math.max(1, Math.ceil(((state.lockedUntil ?? 0) - now()) / 60_000)) }, attemptDetails(state));

  return {
    /** Counts a failure for a user name nobody has, per client, and throws like a wrong password would. */
    failPhantom(client: string, userName: string): never {
      const key = `${client}|${userNameKeyOf(userName)}`;
      const record = afterFailedAttempt(phantomAttempts.get(key) ?? clearedAttempts, now(), lockoutMs);
      phantomAttempts.set(key, record);
      const state = attemptState(record, now());
      if (state.locked) throw new AppError('ATTEMPT_LIMIT_EXCEEDED', { minutes: Math.ceil(lockoutMs / 60_000) }, attemptDetails(state));
      throw new AppError('INVALID_CREDENTIALS', {}, attemptDetails(state));
    },

    refuseIfLocked(attendant: Pick<Attendant, 'failedSignInAttempts' | 'lockedUntil'>): void {
      const state = attemptState({ failedSignInAttempts: attendant.failedSignInAttempts ?? 0, lockedUntil: attendant.lockedUntil ?? null }, now());
      if (state.locked) throw lockedError(state);
    },

    /**
     * Counts one failure on the account and throws the matching error with the attempt state. The
     * write is conditional on the count it read, so parallel wrong attempts are all counted.
     */
    async recordFailure(attendant: Pick<Attendant, 'attendantId' | 'failedSignInAttempts' | 'lockedUntil'>, code: FailureCode): Promise<never> {
      let current: AttemptRecord = { failedSignInAttempts: attendant.failedSignInAttempts ?? 0, lockedUntil: attendant.lockedUntil ?? null };
      for (let attempt = 0; attempt < 10; attempt += 1) {
        // A parallel attempt locked the account meanwhile: the lock stands as it is.
        const before = attemptState(current, now());
        if (before.locked) throw lockedError(before);
        const record = afterFailedAttempt(current, now(), lockoutMs);
        const state = attemptState(record, now());
        const update: Record<string, unknown> = { ...record, lastFailedSignInAt: now() };
        // A lock also ends a pending MFA challenge.
        if (state.locked) Object.assign(update, { mfaChallengeHash: null, mfaChallengeExpiresAt: null });
        const written = await AttendantModel.updateOne(
          { attendantId: attendant.attendantId, failedSignInAttempts: current.failedSignInAttempts, lockedUntil: current.lockedUntil },
          { $set: update },
        );
        if (written.modifiedCount === 1) {
          if (state.locked) throw new AppError('ATTEMPT_LIMIT_EXCEEDED', { minutes: Math.ceil(lockoutMs / 60_000) }, attemptDetails(state));
          throw new AppError(code, {}, attemptDetails(state));
        }
        const fresh = await AttendantModel.findOne({ attendantId: attendant.attendantId }, { failedSignInAttempts: 1, lockedUntil: 1 }).lean();
        current = { failedSignInAttempts: fresh?.failedSignInAttempts ?? 0, lockedUntil: fresh?.lockedUntil ?? null };
      }
      throw new AppError('RATE_LIMITED');
    },

    async clearFailures(attendant: Pick<Attendant, 'attendantId' | 'failedSignInAttempts' | 'lockedUntil'>): Promise<void> {
      if ((attendant.failedSignInAttempts ?? 0) === 0 && (attendant.lockedUntil ?? null) === null) return;
      await AttendantModel.updateOne({ attendantId: attendant.attendantId }, { $set: { ...clearedAttempts, lastFailedSignInAt: null } });
    },
  };
}
