import { type SignInInput } from '../types';

/** Sign-in limits of spec 000 sections 5 and 9. */
export const signInRules = {
  /** The username must be longer than this. */
  userNameMoreThan: 4,
  /** The password must be longer than this. */
  passwordMoreThan: 3,
  /** Passwords are left-padded with zeros to this length before they are sent. */
  passwordPaddedLength: 6,
} as const;

/** Whether the Sign In button may be pressed for what is typed. */
export function canSubmitSignIn({ userName, password }: SignInInput): boolean {
  return userName.length > signInRules.userNameMoreThan && password.length > signInRules.passwordMoreThan;
}

/**
 * What is sent: both fields trimmed and the password left-padded with zeros to six characters,
 * as the identity service of the original system expected (short numeric PINs become valid).
 */
export function prepareSignInCredentials({ userName, password }: SignInInput): SignInInput {
  return {
    userName: userName.trim(),
    password: password.trim().padStart(signInRules.passwordPaddedLength, '0'),
  };
}
