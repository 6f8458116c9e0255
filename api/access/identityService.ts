import { createHash, createHmac, randomBytes, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { generateSecret, generateURI, verify as verifyTotp } from 'otplib';
import QRCode from 'qrcode';
import { AppError } from '../../domain/errors/catalogue';
import {
  MFA_CHALLENGE_TTL_MS,
  VERIFICATION_CODE_LENGTH,
  VERIFICATION_CODE_MAX_ATTEMPTS,
  VERIFICATION_CODE_TTL_MS,
  maskPhone,
  type CodeDelivery,
  type IdentityService,
  type IdentityUser,
  type SignInOutcome,
  type TotpSetup,
  type VerificationPurpose,
} from '../../domain/access/identity';
import { afterFailedAttempt, attemptState, clearedAttempts, DEFAULT_LOCKOUT_MS, type AttemptRecord, type AttemptState } from '../../domain/access/lockout';
import { UNASSIGNED_ORGANIZATION, UNASSIGNED_POSITION } from '../../domain/access/permissions';
import { AttendantModel, userNameKeyOf, type Attendant } from '../../db/models/access/attendant';
import { PermissionProfileModel } from '../../db/models/access/permissionProfile';
import { VerificationCodeModel } from '../../db/models/access/verificationCode';
import { defaultSecretHashCost, hashSecret, verifySecret, type SecretHashCost } from '../../db/models/access/secrets';
import type { SmsSender } from '../../integrations/sms';
import { createSecretBox } from './secretBox';

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
const MAX_PHANTOM_RECORDS = 10_000;
// One 30 s step either side of now: phones whose clock drifts a little still work.
const TOTP_TOLERANCE_SECONDS = 30;

type AttendantWithSecrets = Attendant & { _id: unknown; passwordHash: string | null; totpSecret?: string | null; totpPendingSecret?: string | null; mfaChallengeHash?: string | null };

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

function attemptDetails(state: AttemptState) {
  return { attempts: state };
}

function mobilePhoneOf(attendant: Pick<Attendant, 'phones'>): string | null {
  return attendant.phones.find((phone) => phone.phoneType === 'mobile')?.phone ?? attendant.phones[0]?.phone ?? null;
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
 * TOTP with otplib, and a session epoch for global sign-out.
 */
export function createAttendantIdentityService(options: AttendantIdentityOptions): IdentityService {
  const hashCost = options.hashCost ?? defaultSecretHashCost;
  const lockoutMs = options.lockoutMs ?? DEFAULT_LOCKOUT_MS;
  const issuer = options.totpIssuer ?? 'Prometheus';
  const now = options.now ?? Date.now;
  // Unknown user names are counted per client too, so a failure never tells whether the account exists.
  const phantomAttempts = new Map<string, AttemptRecord>();
  const decoySecret = randomBytes(32);
  const totpBox = createSecretBox(options.totpKey);

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

  function failPhantom(client: string, userName: string): never {
    const key = `${client}|${userNameKeyOf(userName)}`;
    const record = afterFailedAttempt(phantomAttempts.get(key) ?? clearedAttempts, now(), lockoutMs);
    phantomAttempts.delete(key);
    phantomAttempts.set(key, record);
    while (phantomAttempts.size > MAX_PHANTOM_RECORDS) phantomAttempts.delete(phantomAttempts.keys().next().value as string);
    const state = attemptState(record, now());
    if (state.locked) throw new AppError('ATTEMPT_LIMIT_EXCEEDED', { minutes: Math.ceil(lockoutMs / 60_000) }, attemptDetails(state));
    throw new AppError('INVALID_CREDENTIALS', {}, attemptDetails(state));
  }

  function refuseIfLocked(attendant: AttendantWithSecrets): void {
    const state = attemptState({ failedSignInAttempts: attendant.failedSignInAttempts ?? 0, lockedUntil: attendant.lockedUntil ?? null }, now());
    if (state.locked) {
      throw new AppError('ATTEMPT_LIMIT_EXCEEDED', { minutes: Math.max(1, Math.ceil(((state.lockedUntil ?? 0) - now()) / 60_000)) }, attemptDetails(state));
    }
  }

  /**
   * Counts one failure on the account and throws the matching error with the attempt state. The
   * write is conditional on the count it read, so parallel wrong attempts are all counted.
   */
  async function recordFailure(attendant: AttendantWithSecrets, code: 'INVALID_CREDENTIALS' | 'PASSWORD_ERROR' | 'MFA_CODE_INVALID'): Promise<never> {
    let current: AttemptRecord = { failedSignInAttempts: attendant.failedSignInAttempts ?? 0, lockedUntil: attendant.lockedUntil ?? null };
    for (let attempt = 0; attempt < 10; attempt += 1) {
      // A parallel attempt locked the account meanwhile: the lock stands as it is.
      const before = attemptState(current, now());
      if (before.locked) throw new AppError('ATTEMPT_LIMIT_EXCEEDED', { minutes: Math.max(1, Math.ceil(((before.lockedUntil ?? 0) - now()) / 60_000)) }, attemptDetails(before));
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
  }

  async function clearFailures(attendant: AttendantWithSecrets): Promise<void> {
    if ((attendant.failedSignInAttempts ?? 0) === 0 && (attendant.lockedUntil ?? null) === null) return;
    await AttendantModel.updateOne({ attendantId: attendant.attendantId }, { $set: { ...clearedAttempts, lastFailedSignInAt: null } });
  }

  /** Checks the password of an account that may sign in; failures are counted. */
  async function checkPassword(attendant: AttendantWithSecrets, password: string, failure: 'INVALID_CREDENTIALS' | 'PASSWORD_ERROR'): Promise<void> {
    const valid = await verifySecret(attendant.passwordHash ?? absentUserHash, password);
    const expired = attendant.limitEpoch != null && attendant.limitEpoch * 1000 < now();
    if (!attendant.passwordHash || !valid || !attendant.active || expired) await recordFailure(attendant, failure);
  }

  /** A new single-use challenge token (only its hash is stored), valid MFA_CHALLENGE_TTL_MS; extra fields are written with it. */
  async function openMfaChallenge(attendantId: string, extra: Record<string, unknown> = {}): Promise<string> {
    const session = randomBytes(32).toString('base64url');
    await AttendantModel.updateOne({ attendantId }, { $set: { mfaChallengeHash: sha256(session), mfaChallengeExpiresAt: now() + MFA_CHALLENGE_TTL_MS, ...extra } });
    return session;
  }

  /** A new authenticator seed for the account (sealed, pending until its first code is verified) and what the app needs to add it. */
  async function newTotpSetup(userName: string): Promise<{ setup: TotpSetup; sealed: string }> {
    const secret = generateSecret();
    const otpauthUri = generateURI({ issuer, label: userName, secret });
    return { setup: { secret, otpauthUri, qrCodeDataUrl: await QRCode.toDataURL(otpauthUri, { errorCorrectionLevel: 'M', margin: 1, width: 240 }) }, sealed: totpBox.seal(secret) };
  }

  /** The position's permission profile may require an authenticator (data an administrator edits). */
  async function authenticatorRequired(positionId: string): Promise<boolean> {
    const profile = await PermissionProfileModel.findOne({ positionId, _deleted: { $ne: true } }, { authenticatorRequired: 1 }).lean();
    return profile?.authenticatorRequired === true;
  }

  /** What follows a correct password: a challenge, or the signed-in user. */
  async function afterPassword(attendant: AttendantWithSecrets): Promise<SignInOutcome> {
    const attempts = attemptState(clearedAttempts, now());
    if (attendant.passwordChangeRequired) {
      return { status: 'CHALLENGE', challengeName: 'NEW_PASSWORD_REQUIRED', userName: attendant.userName, phoneRequired: mobilePhoneOf(attendant) === null, attempts };
    }
    if (attendant.totpEnabled) {
      const session = await openMfaChallenge(attendant.attendantId);
      return { status: 'CHALLENGE', challengeName: 'SOFTWARE_TOKEN_MFA', session, userName: attendant.userName, attempts };
    }
    if (await authenticatorRequired(attendant.position.positionId)) {
      // No session until the new authenticator's first code is verified (answerMfaSetupChallenge).
      const { setup, sealed } = await newTotpSetup(attendant.userName);
      const session = await openMfaChallenge(attendant.attendantId, { totpPendingSecret: sealed });
      return { status: 'CHALLENGE', challengeName: 'MFA_SETUP', session, userName: attendant.userName, totpSetup: setup, attempts };
    }
    return { status: 'SIGNED_IN', user: identityUser(attendant), attempts };
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

  async function issueCode(attendant: Pick<Attendant, 'attendantId' | 'phones'>, purpose: VerificationPurpose): Promise<CodeDelivery> {
    const phone = mobilePhoneOf(attendant);
    if (!phone) throw new AppError('NO_PHONE_FOR_CODE');
    const code = String(randomInt(0, 10 ** VERIFICATION_CODE_LENGTH)).padStart(VERIFICATION_CODE_LENGTH, '0');
    const smsKey = `access/${purpose}/${attendant.attendantId}/${randomUUID()}`;
    await VerificationCodeModel.updateOne(
      { attendantId: attendant.attendantId, purpose },
      {
        $set: {
          codeHash: await hashSecret(code, hashCost),
          expiresAt: new Date(now() + VERIFICATION_CODE_TTL_MS),
          attempts: 0,
          maxAttempts: VERIFICATION_CODE_MAX_ATTEMPTS,
          consumedAt: null,
          smsKey,
        },
      },
      { upsert: true },
    );
    const minutes = VERIFICATION_CODE_TTL_MS / 60_000;
    const message =
      purpose === 'signUp'
        ? `Prometheus: tu código de confirmación es ${code}. Vence en ${minutes} minutos.`
        : `Prometheus: tu código para restablecer la contraseña es ${code}. Vence en ${minutes} minutos. Si no lo pediste, ignóralo.`;
    await options.sms.send({ idempotencyKey: smsKey, phone, message });
    return { destination: maskPhone(phone), deliveryMedium: 'SMS' };
  }

  /** Uses a code once; wrong codes count towards the code's own limit. */
  async function consumeCode(attendantId: string, purpose: VerificationPurpose, code: string): Promise<void> {
    const record = await VerificationCodeModel.findOne({ attendantId, purpose }).lean();
    if (!record || record.consumedAt || record.expiresAt.getTime() < now()) throw new AppError('CODE_EXPIRED');
    if (record.attempts >= record.maxAttempts) throw new AppError('CODE_ATTEMPTS_EXCEEDED');
    if (!(await verifySecret(record.codeHash, code))) {
      await VerificationCodeModel.updateOne({ _id: record._id }, { $inc: { attempts: 1 } });
      throw new AppError(record.attempts + 1 >= record.maxAttempts ? 'CODE_ATTEMPTS_EXCEEDED' : 'CODE_INVALID');
    }
    // Conditional on not yet used, so two requests with the same code cannot both succeed.
    const used = await VerificationCodeModel.updateOne({ _id: record._id, consumedAt: null, smsKey: record.smsKey }, { $set: { consumedAt: new Date(now()) } });
    if (used.modifiedCount !== 1) throw new AppError('CODE_EXPIRED');
  }

  async function checkTotp(secret: string, code: string, lastTimeStep: number | null | undefined): Promise<number | null> {
    const result = await verifyTotp({
      secret,
      token: code,
      epoch: Math.floor(now() / 1000),
      epochTolerance: TOTP_TOLERANCE_SECONDS,
      ...(lastTimeStep != null ? { afterTimeStep: lastTimeStep } : {}),
    });
    return result.valid ? (result as { timeStep: number }).timeStep : null;
  }

  return {
    async signIn(input, client) {
      const attendant = await findByUserName(input.userName);
      if (!attendant) {
        await verifySecret(absentUserHash, input.password);
        failPhantom(client, input.userName);
      }
      refuseIfLocked(attendant);
      await checkPassword(attendant, input.password, 'INVALID_CREDENTIALS');
      await clearFailures(attendant);
      if (attendant.confirmed === false) throw new AppError('USER_NOT_CONFIRMED');
      return afterPassword(attendant);
    },

    async answerMfaChallenge(input) {
      const attendant = await challengedAttendant(input.userName, input.session);
      if (!attendant.totpEnabled || !attendant.totpSecret) throw new AppError('MFA_CHALLENGE_EXPIRED');
      refuseIfLocked(attendant);
      const timeStep = await checkTotp(totpBox.open(attendant.totpSecret), input.code, attendant.totpLastTimeStep);
      if (timeStep === null) await recordFailure(attendant, 'MFA_CODE_INVALID');
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
      refuseIfLocked(attendant);
      const timeStep = await checkTotp(totpBox.open(attendant.totpPendingSecret), input.code, null);
      // Wrong codes count against the same lockout as passwords; the lock also ends the challenge.
      if (timeStep === null) await recordFailure(attendant, 'MFA_CODE_INVALID');
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
        failPhantom(client, input.userName);
      }
      refuseIfLocked(attendant);
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
        if ((error as { code?: number }).code === 11000) throw new AppError('USERNAME_TAKEN');
        throw error;
      }
      return issueCode({ attendantId, phones: [{ phoneType: 'mobile', phone: input.phone }] }, 'signUp');
    },

    async confirmSignUp(input) {
      const attendant = await findByUserName(input.userName);
      if (!attendant || attendant.confirmed !== false) throw new AppError('CODE_EXPIRED');
      await consumeCode(attendant.attendantId, 'signUp', input.code);
      await AttendantModel.updateOne({ attendantId: attendant.attendantId }, { $set: { confirmed: true } });
    },

    async resendSignUpCode(userName) {
      const attendant = await findByUserName(userName);
      if (!attendant || attendant.confirmed !== false) return decoyDelivery(userName);
      return issueCode(attendant, 'signUp');
    },

    async forgotPassword(userName) {
      const attendant = await findByUserName(userName);
      // Only accounts that can sign in can reset: store staff without a password stay out of the back office.
      if (!attendant || !attendant.passwordHash || !attendant.active || !mobilePhoneOf(attendant)) return decoyDelivery(userName);
      return issueCode(attendant, 'resetPassword');
    },

    async forgotPasswordSubmit(input) {
      const attendant = await findByUserName(input.userName);
      if (!attendant || !attendant.passwordHash || !attendant.active) throw new AppError('CODE_EXPIRED');
      await consumeCode(attendant.attendantId, 'resetPassword', input.code);
      // A reset ends the lockout and every open session of the account.
      await AttendantModel.updateOne(
        { attendantId: attendant.attendantId },
        {
          $set: { passwordHash: await hashSecret(input.newPassword, hashCost), passwordChangeRequired: false, confirmed: true, ...clearedAttempts, lastFailedSignInAt: null },
          $inc: { sessionEpoch: 1 },
        },
      );
    },

    async setUpTotp(attendantId) {
      const attendant = await findById(attendantId);
      if (!attendant) throw new AppError('NOT_AUTHENTICATED');
      if (attendant.totpEnabled) throw new AppError('MFA_ALREADY_ENABLED');
      const { setup, sealed } = await newTotpSetup(attendant.userName);
      await AttendantModel.updateOne({ attendantId }, { $set: { totpPendingSecret: sealed } });
      return setup;
    },

    async verifyTotpSetup(attendantId, code) {
      const attendant = await findById(attendantId);
      if (!attendant) throw new AppError('NOT_AUTHENTICATED');
      if (attendant.totpEnabled) throw new AppError('MFA_ALREADY_ENABLED');
      if (!attendant.totpPendingSecret) throw new AppError('MFA_NOT_SET_UP');
      const timeStep = await checkTotp(totpBox.open(attendant.totpPendingSecret), code, null);
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
      const timeStep = await checkTotp(totpBox.open(attendant.totpSecret), code, attendant.totpLastTimeStep);
      if (timeStep === null) throw new AppError('MFA_CODE_INVALID');
      await AttendantModel.updateOne({ attendantId }, { $set: { totpSecret: null, totpEnabled: false, totpLastTimeStep: null } });
    },

    async signOutEverywhere(attendantId) {
      await AttendantModel.updateOne({ attendantId }, { $inc: { sessionEpoch: 1 } });
    },
  };
}
