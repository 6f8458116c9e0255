/** The signed-in staff member as the API describes the session. */
export interface SignedInUser {
  id: string;
  /** "staff" for people who signed in here; "operator" for the CLI's token. */
  kind: string;
  userName: string;
  fullName: string;
  positionId: string | null;
  /** Platform permissions of the position ("mail.read"...); ["*"] means every permission. */
  permissions: string[];
}

export interface MeResult {
  /** null when nobody is signed in. */
  me: SignedInUser | null;
}

export interface SignInInput {
  userName: string;
  password: string;
}

/** Failed sign-in attempts of the account, as the server counts them (max 3, reset offered at 2). */
export interface SignInAttempts {
  attemptsUsed: number;
  attemptsRemaining: number;
  maxAttempts: number;
  resetOffered: boolean;
  locked: boolean;
  lockedUntil?: string | null;
}

export type ChallengeName = 'SOFTWARE_TOKEN_MFA' | 'MFA_SETUP' | 'NEW_PASSWORD_REQUIRED';

export interface SignInChallenge {
  name: ChallengeName;
  userName: string;
  session: string | null;
  phoneRequired: boolean;
  /** MFA_SETUP only: the authenticator to add to the app before the first session. */
  totpSetup: { secret: string; otpauthUri: string; qrCodeDataUrl: string } | null;
}

/** The answer of signIn, answerMfaChallenge and completeNewPassword. */
export interface SignInAnswer {
  status: 'SIGNED_IN' | 'CHALLENGE';
  user: SignedInUser | null;
  challenge: SignInChallenge | null;
  attempts: SignInAttempts;
}

export interface SignInResult {
  signIn: SignInAnswer;
}

export interface MfaAnswerResult {
  answerMfaChallenge: SignInAnswer;
}

export interface MfaSetupAnswerResult {
  answerMfaSetupChallenge: SignInAnswer;
}

export interface CompleteNewPasswordResult {
  completeNewPassword: SignInAnswer;
}

export interface CodeDelivery {
  destination: string;
  deliveryMedium: string;
}

export interface SignOutResult {
  signOut: boolean;
}

/** The modes of spec 000 section 4, plus the authenticator steps of the secure MFA (code, and setup when the position requires one). */
export type SignInMode = 'signIn' | 'signUp' | 'confirmSignUp' | 'forgotRequest' | 'forgotSubmit' | 'newPassword' | 'mfa' | 'mfaSetup';
