import {
  completeNewPasswordSchema,
  confirmSignUpSchema,
  forgotPasswordSubmitSchema,
  mfaAnswerSchema,
  signInSchema,
  signUpSchema,
  userNameOnlySchema,
} from '../../../../domain/access/rules';
import { z } from 'zod';
import type { SignInAttemptsFragment as SignInAttempts, SignInChallengeFragment as SignInChallenge } from '../../graphql';
import type { SignInMode } from './signInRules';

/** Every field the modes use: one react-hook-form form, each mode checked by its shared zod schema. */
export interface SignInFields {
  userName: string;
  password: string;
  phone: string;
  code: string;
  newPassword: string;
  currentPassword: string;
}

export const emptySignInFields: SignInFields = { userName: '', password: '', phone: '', code: '', newPassword: '', currentPassword: '' };

/** The shared schema of domain/access that checks a mode's fields (the MFA session is not typed: it is added on send). */
export function signInSchemaFor(mode: SignInMode, phoneRequired: boolean) {
  switch (mode) {
    case 'signIn':
      return signInSchema;
    case 'mfa':
    case 'mfaSetup':
      return mfaAnswerSchema.omit({ session: true });
    case 'newPassword':
      return phoneRequired ? completeNewPasswordSchema.required({ phone: true }) : completeNewPasswordSchema.omit({ phone: true });
    case 'signUp':
      return signUpSchema;
    case 'confirmSignUp':
      return confirmSignUpSchema;
    case 'forgotRequest':
      return userNameOnlySchema;
    case 'forgotSubmit':
      return forgotPasswordSubmitSchema;
  }
}

/**
 * One schema for the whole screen (useZodForm's): the fields of the mode on screen, checked by that
 * mode's shared schema, read at each check; its output is what the mode's send receives.
 */
export function signInScreenSchema(current: () => { mode: SignInMode; phoneRequired: boolean }) {
  return z.custom<SignInFields>().transform((values, ctx) => {
    const { mode, phoneRequired } = current();
    const parsed = signInSchemaFor(mode, phoneRequired).safeParse(values);
    // Typed as the screen's fields, as the forms read them (each mode sends only its own).
    if (parsed.success) return parsed.data as unknown as SignInFields;
    for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    return z.NEVER;
  });
}

/** Where the sign-in screen is: its mode, what the challenges handed over, and the steps after signing in. */
export interface SignInFlowState {
  mode: SignInMode;
  attempts: SignInAttempts | null;
  /** A NEW_PASSWORD_REQUIRED challenge asked for a phone too. */
  phoneRequired: boolean;
  /** The session an MFA challenge's answer sends back. */
  mfaSession: string;
  /** The authenticator an MFA_SETUP challenge asks to add (QR code and secret). */
  totpSetup: SignInChallenge['totpSetup'];
  /** The password typed at sign-in, which the new-password form's current password must repeat. */
  signInPassword: string;
  signedIn: boolean;
  /** After sign-in: the greeting's second has passed. */
  greetingShown: boolean;
  /** After sign-in: the profile data (the user's menus) has loaded. */
  profileLoaded: boolean;
}

export type SignInFlowAction =
  | { type: 'modeSwitched'; mode: SignInMode }
  | { type: 'attemptsCounted'; attempts: SignInAttempts | null }
  | { type: 'challenged'; challenge: SignInChallenge }
  | { type: 'passwordTyped'; password: string }
  | { type: 'signedIn' }
  | { type: 'greetingShown' }
  | { type: 'profileLoaded' };

export const initialSignInFlow: SignInFlowState = {
  mode: 'signIn',
  attempts: null,
  phoneRequired: false,
  mfaSession: '',
  totpSetup: null,
  signInPassword: '',
  signedIn: false,
  greetingShown: false,
  profileLoaded: false,
};

/** The attempts shown when the server refused at the limit without counting them. */
export const attemptsAtLimit: SignInAttempts = { attemptsUsed: 3, attemptsRemaining: 0, maxAttempts: 3, resetOffered: true, locked: true, lockedUntil: null };

export function signInFlowReducer(state: SignInFlowState, action: SignInFlowAction): SignInFlowState {
  switch (action.type) {
    case 'modeSwitched':
      return { ...state, mode: action.mode };
    case 'attemptsCounted':
      return { ...state, attempts: action.attempts };
    case 'challenged': {
      const { challenge } = action;
      if (challenge.name === 'NEW_PASSWORD_REQUIRED') return { ...state, phoneRequired: challenge.phoneRequired };
      if (challenge.name === 'SOFTWARE_TOKEN_MFA') return { ...state, mfaSession: challenge.session ?? '' };
      if (challenge.name === 'MFA_SETUP') return { ...state, mfaSession: challenge.session ?? '', totpSetup: challenge.totpSetup };
      return state;
    }
    case 'passwordTyped':
      return { ...state, signInPassword: action.password };
    case 'signedIn':
      return { ...state, attempts: null, greetingShown: false, profileLoaded: false, signedIn: true };
    case 'greetingShown':
      return { ...state, greetingShown: true };
    case 'profileLoaded':
      return { ...state, profileLoaded: true };
  }
}

/** The mode a challenge opens; null for one the screen cannot answer (it stays where it is). */
export function challengeMode(challenge: SignInChallenge | null | undefined): SignInMode | null {
  if (challenge?.name === 'NEW_PASSWORD_REQUIRED') return 'newPassword';
  if (challenge?.name === 'SOFTWARE_TOKEN_MFA' && challenge.session) return 'mfa';
  if (challenge?.name === 'MFA_SETUP' && challenge.session && challenge.totpSetup) return 'mfaSetup';
  return null;
}

/** At 2 failures the reset option replaces the sign-in form (spec 000 section 4); at the limit too. */
export function resetReplacesSignIn(state: Pick<SignInFlowState, 'mode' | 'attempts'>): boolean {
  return state.mode === 'signIn' && state.attempts !== null && (state.attempts.resetOffered || state.attempts.locked);
}

/** The modes that show the attempt count. */
export function showsAttempts(mode: SignInMode): boolean {
  return mode === 'signIn' || mode === 'mfa' || mode === 'mfaSetup';
}
