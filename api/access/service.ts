import { createHash, createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { AppError } from '../../domain/errors/catalogue';
import { MFA_CHALLENGE_TTL_MS, type CodeDelivery, type IdentityService, type IdentityUser, type SignInOutcome } from '../../domain/access/identity';
import { attemptState, clearedAttempts, DEFAULT_LOCKOUT_MS } from '../../domain/access/lockout';
import { UNASSIGNED_ORGANIZATION, UNASSIGNED_POSITION } from '../../domain/access/permissions';
import { AttendantModel, userNameKeyOf, type Attendant } from '../../db/models/access/attendant';
import { isDuplicateKeyError } from '../../db/models/common';
import { PermissionProfileModel } from '../../db/models/access/permissionProfile';
import { defaultSecretHashCost, hashSecret, verifySecret, type SecretHashCost } from '../../db/models/access/secrets';
import type { SmsSender } from '../../integrations/sms';
import { createAttemptTracking } from './attempts';
import { createTotp } from './totp';
import { createVerificationCodes, mobilePhoneOf } from './verificationCodes';

export interface AttendantIdentityOptions {
  sms: SmsSender;
  /** Key that seals the TOTP seeds in the database (keep it stable: a new key disables every authenticator). */
  totpKey: string;
  hashCost?: SecretHashCost;
  lockoutMs?: number;
  /** Issuer shown by authenticator apps. */
  totpIssuer?: string;
  now?: () => number;
}

// A fixed hash to verify against when the user does not exist, so both paths cost the same.
const absentUserHash = '$argon2id$v=19$m=19456,t=2,p=1$oLvmys4xATwNJKLPAHCPFA$+Emew+Vs77oGsohcSHqPEuc0PxVY9KVxHSv0effT0cg';

type AttendantWithSecrets = Attendant & {
  _id: unknown;
  passwordHash: string | null;
  totpSecret?: string | null;
  totpPendingSecret?: string | null;
  mfaChallengeHash?: string | null;
};

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

function identityUser(attendant: Attendant): IdentityUser {
  return {
    id: attendant.attendantId,
    userName: attendant.userName,
    fullName: attendant.fullName,
    positionId: attendant.position.positionId,
    sessionEpoch: attendant.sessionEpoch ?? 0,
  };
}

/**
 * The identity service on the attendants collection: argon2id passwords, a per-account lockout
 * after 3 failures, SMS codes (random, hashed, expiring, limited tries) through the SMS outbox,
 * TOTP with otplib, and a session epoch for global sign-out. No answer tells whether a user name
 * exists: sign-in, sign-up, resending a code and forgotten passwords answer alike for both.
 */
export function createAttendantIdentityService(options: AttendantIdentityOptions): IdentityService {
  const hashCost = options.hashCost ?? defaultSecretHashCost;
  const lockoutMs = options.lockoutMs ?? DEFAULT_LOCKOUT_MS;
  const now = options.now ?? Date.now;
  const attempts = createAttemptTracking({ now, lockoutMs });
  const codes = createVerificationCodes({ sms: options.sms, hashCost, now });
  const totp = createTotp({ totpKey: options.totpKey, issuer: options.totpIssuer ?? 'Prometheus', now });
  const decoySecret = randomBytes(32);

  const findByUserName = (userName: string) =>
    AttendantModel.findOne({ userNameKey: userNameKeyOf(userName), _deleted: { $ne: true } })
      .select('+passwordHash +totpSecret +totpPendingSecret +mfaChallengeHash')
      .lean<AttendantWithSecrets>();

  const findById = (attendantId: string) =>
    AttendantModel.findOne({ attendantId, _deleted: { $ne: true } })
      .select('+passwordHash +totpSecret +totpPendingSecret')
      .lean<AttendantWithSecrets>();

  function decoyDelivery(userName: string): CodeDelivery {
    const digits = String(createHmac('sha256', decoySecret).update(userNameKeyOf(userName)).digest().readUInt32BE(0) % 1000).padStart(3, '0');
    return { destination: `+52*******${digits}`, deliveryMedium: 'SMS' };
  }

  /** Checks the password of an account that may sign in; failures are counted. */
  async function checkPassword(attendant: AttendantWithSecrets, password: string, failure: 'INVALID_CREDENTIALS' | 'PASSWORD_ERROR'): Promise<void> {
    const valid = await verifySecret(attendant.passwordHash ?? absentUserHash, password);
    const expired = attendant.limitEpoch != null && attendant.limitEpoch * 1000 < now();
    if (!attendant.passwordHash || !valid || !attendant.active || expired) await attempts.recordFailure(attendant, failure);
  }

  /** A new single-use challenge token (only its hash is stored), valid MFA_CHALLENGE_TTL_MS; extra fields are written with it. */
  async function openMfaChallenge(attendantId: string, extra: Record<string, unknown> = {}): Promise<string> {
    const session = randomBytes(32).toString('base64url');
    await AttendantModel.updateOne(
      { attendantId },
      { $set: { mfaChallengeHash: sha256(session), mfaChallengeExpiresAt: now() + MFA_CHALLENGE_TTL_MS, ...extra } },
    );
    return session;
  }

  /** The position's permission profile may require an authenticator (data an administrator edits). */
  async function authenticatorRequired(positionId: string): Promise<boolean> {
    const profile = await PermissionProfileModel.findOne({ positionId, _deleted: { $ne: true } }, { authenticatorRequired: 1 }).lean();
    return profile?.authenticatorRequired === true;
  }

  /** What follows a correct password: a challenge, or the signed-in user. */
  async function afterPassword(attendant: AttendantWithSecrets): Promise<SignInOutcome> {
    const cleared = attemptState(clearedAttempts, now());
    if (attendant.passwordChangeRequired) {
      return {
        status: 'CHALLENGE',
        challengeName: 'NEW_PASSWORD_REQUIRED',
        userName: attendant.userName,
        phoneRequired: mobilePhoneOf(attendant) === null,
        attempts: cleared,
      };
    }
    if (attendant.totpEnabled) {
      const session = await openMfaChallenge(attendant.attendantId);
      return { status: 'CHALLENGE', challengeName: 'SOFTWARE_TOKEN_MFA', session, userName: attendant.userName, attempts: cleared };
    }
    if (await authenticatorRequired(attendant.position.positionId)) {
      // No session until the new authenticator's first code is verified (answerMfaSetupChallenge).
      const { setup, sealed } = await totp.newSetup(attendant.userName);
      const session = await openMfaChallenge(attendant.attendantId, { totpPendingSecret: sealed });
      return { status: 'CHALLENGE', challengeName: 'MFA_SETUP', session, userName: attendant.userName, totpSetup: setup, attempts: cleared };
    }
    return { status: 'SIGNED_IN', user: identityUser(attendant), attempts: cleared };
  }

  /** The account whose pending MFA challenge this token opened; anything else reads as an expired challenge. */
  async function challengedAttendant(userName: string, session: string): Promise<AttendantWithSecrets> {
    const attendant = await findByUserName(userName);
    const valid =
      attendant?.mfaChallengeHash &&
      attendant.mfaChallengeExpiresAt != null &&
      attendant.mfaChallengeExpiresAt > now() &&
      sameText(attendant.mfaChallengeHash, sha256(session));
    if (!attendant || !valid) throw new AppError('MFA_CHALLENGE_EXPIRED');
    return attendant;
  }

  return {
    async signIn(input, client) {
      const attendant = await findByUserName(input.userName);
      if (!attendant) {
        await verifySecret(absentUserHash, input.password);
        return attempts.failPhantom(client, input.userName);
      }
      attempts.refuseIfLocked(attendant);
      await checkPassword(attendant, input.password, 'INVALID_CREDENTIALS');
      await attempts.clearFailures(attendant);
      if (attendant.confirmed === false) throw new AppError('USER_NOT_CONFIRMED');
      return afterPassword(attendant);
    },

    async answerMfaChallenge(input) {
      const attendant = await challengedAttendant(input.userName, input.session);
      if (!attendant.totpEnabled || !attendant.totpSecret) throw new AppError('MFA_CHALLENGE_EXPIRED');
      attempts.refuseIfLocked(attendant);
      const timeStep = await totp.check(attendant.totpSecret, input.code, attendant.totpLastTimeStep);
      if (timeStep === null) await attempts.recordFailure(attendant, 'MFA_CODE_INVALID');
      await AttendantModel.updateOne(
        { attendantId: attendant.attendantId },
        { $set: { mfaChallengeHash: null, mfaChallengeExpiresAt: null, totpLastTimeStep: timeStep, ...clearedAttempts, lastFailedSignInAt: null } },
      );
      return identityUser(attendant);
    },

    async answerMfaSetupChallenge(input) {
      const attendant = await challengedAttendant(input.userName, input.session);
      // A SOFTWARE_TOKEN_MFA token cannot replace an authenticator that is already on.
      if (attendant.totpEnabled || !attendant.totpPendingSecret) throw new AppError('MFA_CHALLENGE_EXPIRED');
      attempts.refuseIfLocked(attendant);
      const timeStep = await totp.check(attendant.totpPendingSecret, input.code, null);
      // Wrong codes count against the same lockout as passwords; the lock also ends the challenge.
      if (timeStep === null) await attempts.recordFailure(attendant, 'MFA_CODE_INVALID');
      // Conditional on the same token and pending seed, so two answers cannot both open a session.
      const written = await AttendantModel.updateOne(
        { attendantId: attendant.attendantId, mfaChallengeHash: attendant.mfaChallengeHash, totpPendingSecret: attendant.totpPendingSecret },
        {
          $set: {
            totpSecret: attendant.totpPendingSecret,
            totpPendingSecret: null,
            totpEnabled: true,
            totpLastTimeStep: timeStep,
            mfaChallengeHash: null,
            mfaChallengeExpiresAt: null,
            ...clearedAttempts,
            lastFailedSignInAt: null,
          },
        },
      );
      if (written.modifiedCount !== 1) throw new AppError('MFA_CHALLENGE_EXPIRED');
      return identityUser(attendant);
    },

    async completeNewPassword(input, client) {
      const attendant = await findByUserName(input.userName);
      if (!attendant) {
        await verifySecret(absentUserHash, input.currentPassword);
        return attempts.failPhantom(client, input.userName);
      }
      attempts.refuseIfLocked(attendant);
      await checkPassword(attendant, input.currentPassword, 'PASSWORD_ERROR');
      if (!attendant.passwordChangeRequired) throw new AppError('FORBIDDEN');
      const hasPhone = mobilePhoneOf(attendant) !== null;
      if (!hasPhone && !input.phone) throw new AppError('PHONE_REQUIRED');
      const phones = !hasPhone && input.phone ? [...attendant.phones, { phoneType: 'mobile' as const, phone: input.phone }] : attendant.phones;
      const passwordHash = await hashSecret(input.newPassword, hashCost);
      await AttendantModel.updateOne(
        { attendantId: attendant.attendantId },
        { $set: { passwordHash, passwordChangeRequired: false, phones, ...clearedAttempts, lastFailedSignInAt: null } },
      );
      return afterPassword({ ...attendant, passwordHash, passwordChangeRequired: false, phones });
    },

    async signUp(input) {
      const attendantId = `U${randomUUID().replace(/-/g, '').slice(0, 12).toUpperCase()}`;
      try {
        await AttendantModel.create({
          attendantId,
          fullName: input.userName,
          userName: input.userName,
          passwordHash: await hashSecret(input.password, hashCost),
          organizationId: UNASSIGNED_ORGANIZATION,
          position: { ...UNASSIGNED_POSITION },
          phones: [{ phoneType: 'mobile', phone: input.phone }],
          confirmed: false,
        });
      } catch (error) {
        // A name already in use answers like a new one (no code is sent, so it cannot be confirmed):
        // anonymous callers cannot learn which staff accounts exist.
        if (isDuplicateKeyError(error)) return codes.decoyCode(input.phone);
        throw error;
      }
      return codes.issueCode({ attendantId, phones: [{ phoneType: 'mobile', phone: input.phone }] }, 'signUp');
    },

    async confirmSignUp(input) {
      const attendant = await findByUserName(input.userName);
      if (!attendant || attendant.confirmed !== false) throw new AppError('CODE_EXPIRED');
      await codes.consumeCode(attendant.attendantId, 'signUp', input.code);
      await AttendantModel.updateOne({ attendantId: attendant.attendantId }, { $set: { confirmed: true } });
    },

    async resendSignUpCode(userName) {
      const attendant = await findByUserName(userName);
      if (!attendant || attendant.confirmed !== false) return decoyDelivery(userName);
      return codes.issueCode(attendant, 'signUp');
    },

    async forgotPassword(userName) {
      const attendant = await findByUserName(userName);
      // Only accounts that can sign in can reset: store staff without a password stay out of the back office.
      if (!attendant || !attendant.passwordHash || !attendant.active || !mobilePhoneOf(attendant)) return decoyDelivery(userName);
      return codes.issueCode(attendant, 'resetPassword');
    },

    async forgotPasswordSubmit(input) {
      const attendant = await findByUserName(input.userName);
      if (!attendant || !attendant.passwordHash || !attendant.active) throw new AppError('CODE_EXPIRED');
      await codes.consumeCode(attendant.attendantId, 'resetPassword', input.code);
      // A reset ends the lockout and every open session of the account.
      await AttendantModel.updateOne(
        { attendantId: attendant.attendantId },
        {
          $set: {
            passwordHash: await hashSecret(input.newPassword, hashCost),
            passwordChangeRequired: false,
            confirmed: true,
            ...clearedAttempts,
            lastFailedSignInAt: null,
          },
          $inc: { sessionEpoch: 1 },
        },
      );
    },

    async setUpTotp(attendantId) {
      const attendant = await findById(attendantId);
      if (!attendant) throw new AppError('NOT_AUTHENTICATED');
      if (attendant.totpEnabled) throw new AppError('MFA_ALREADY_ENABLED');
      const { setup, sealed } = await totp.newSetup(attendant.userName);
      await AttendantModel.updateOne({ attendantId }, { $set: { totpPendingSecret: sealed } });
      return setup;
    },

    async verifyTotpSetup(attendantId, code) {
      const attendant = await findById(attendantId);
      if (!attendant) throw new AppError('NOT_AUTHENTICATED');
      if (attendant.totpEnabled) throw new AppError('MFA_ALREADY_ENABLED');
      if (!attendant.totpPendingSecret) throw new AppError('MFA_NOT_SET_UP');
      const timeStep = await totp.check(attendant.totpPendingSecret, code, null);
      if (timeStep === null) throw new AppError('MFA_CODE_INVALID');
      await AttendantModel.updateOne(
        { attendantId },
        { $set: { totpSecret: attendant.totpPendingSecret, totpPendingSecret: null, totpEnabled: true, totpLastTimeStep: timeStep } },
      );
    },

    async disableTotp(attendantId, code) {
      const attendant = await findById(attendantId);
      if (!attendant) throw new AppError('NOT_AUTHENTICATED');
      if (!attendant.totpEnabled || !attendant.totpSecret) throw new AppError('MFA_NOT_SET_UP');
      const timeStep = await totp.check(attendant.totpSecret, code, attendant.totpLastTimeStep);
      if (timeStep === null) throw new AppError('MFA_CODE_INVALID');
      await AttendantModel.updateOne({ attendantId }, { $set: { totpSecret: null, totpEnabled: false, totpLastTimeStep: null } });
    },

    async signOutEverywhere(attendantId) {
      await AttendantModel.updateOne({ attendantId }, { $inc: { sessionEpoch: 1 } });
    },
  };
}
