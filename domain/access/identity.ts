import type { AttemptState } from './lockout';
import type { CompleteNewPasswordInput, ConfirmSignUpInput, ForgotPasswordSubmitInput, MfaAnswerInput, SignInInput, SignUpInput } from './rules';

/** Verification codes sent by SMS: 6 random digits, valid 10 minutes, 5 tries. */
export const VERIFICATION_CODE_LENGTH = 6;
export const VERIFICATION_CODE_TTL_MS = 10 * 60 * 1000;
export const VERIFICATION_CODE_MAX_ATTEMPTS = 5;
/** An MFA challenge must be answered within 5 minutes. */
export const MFA_CHALLENGE_TTL_MS = 5 * 60 * 1000;

export type VerificationPurpose = 'signUp' | 'resetPassword';

/** Who signed in: enough for the session token. */
export interface IdentityUser {
  id: string;
  userName: string;
  fullName: string;
  positionId: string;
  sessionEpoch: number;
}

/**
 * SOFTWARE_TOKEN_MFA: type the authenticator's code. MFA_SETUP: the position requires an
 * authenticator and the account has none: set one up (QR code and secret) and type its first code.
 * NEW_PASSWORD_REQUIRED: replace the temporary password.
 */
export type ChallengeName = 'SOFTWARE_TOKEN_MFA' | 'MFA_SETUP' | 'NEW_PASSWORD_REQUIRED';

/**
 * What a sign-in answers: signed in, or a challenge to answer first. Failures are errors of the
 * catalogue carrying the attempt state (INVALID_CREDENTIALS, ATTEMPT_LIMIT_EXCEEDED,
 * USER_NOT_CONFIRMED).
 */
export type SignInOutcome =
  | { status: 'SIGNED_IN'; user: IdentityUser; attempts: AttemptState }
  | { status: 'CHALLENGE'; challengeName: 'SOFTWARE_TOKEN_MFA'; session: string; userName: string; attempts: AttemptState }
  | { status: 'CHALLENGE'; challengeName: 'MFA_SETUP'; session: string; userName: string; totpSetup: TotpSetup; attempts: AttemptState }
  | { status: 'CHALLENGE'; challengeName: 'NEW_PASSWORD_REQUIRED'; userName: string; phoneRequired: boolean; attempts: AttemptState };

export interface CodeDelivery {
  /** The masked phone the code went to (+52*******567). */
  destination: string;
  deliveryMedium: 'SMS';
}

export interface TotpSetup {
  secret: string;
  otpauthUri: string;
  qrCodeDataUrl: string;
}

/** The identity service behind the sign-in screens; the default implementation keeps accounts in the attendants collection. */
export interface IdentityService {
  signIn(input: SignInInput, client: string): Promise<SignInOutcome>;
  answerMfaChallenge(input: MfaAnswerInput): Promise<IdentityUser>;
  /** Answers an MFA_SETUP challenge with the first code of the new authenticator, which turns it on. */
  answerMfaSetupChallenge(input: MfaAnswerInput): Promise<IdentityUser>;
  completeNewPassword(input: CompleteNewPasswordInput, client: string): Promise<SignInOutcome>;
  signUp(input: SignUpInput): Promise<CodeDelivery>;
  confirmSignUp(input: ConfirmSignUpInput): Promise<void>;
  resendSignUpCode(userName: string): Promise<CodeDelivery>;
  forgotPassword(userName: string): Promise<CodeDelivery>;
  forgotPasswordSubmit(input: ForgotPasswordSubmitInput): Promise<void>;
  setUpTotp(attendantId: string): Promise<TotpSetup>;
  verifyTotpSetup(attendantId: string, code: string): Promise<void>;
  disableTotp(attendantId: string, code: string): Promise<void>;
  /** Ends every session of the account (global sign-out). */
  signOutEverywhere(attendantId: string): Promise<void>;
}

/** +52*******567: enough for the user to recognise their phone (the one phone helper's). */
export { maskPhone } from '../common/phone';
