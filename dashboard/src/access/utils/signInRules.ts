import { signInSchema } from '../../../../domain/access/rules';
import { type SignInInput } from '../../graphql';

/** The modes of spec 000 section 4, plus the authenticator steps of the secure MFA (code, and setup when the position requires one). */
export type SignInMode = 'signIn' | 'signUp' | 'confirmSignUp' | 'forgotRequest' | 'forgotSubmit' | 'newPassword' | 'mfa' | 'mfaSetup';

// The form helpers every screen uses live in ui/utils (profile and registration use them too).
export { type FormCheck } from '../../ui/utils/forms';

/** Whether the Sign In button may be pressed: username longer than 4, password longer than 3 (trimmed). */
export function canSubmitSignIn(input: SignInInput): boolean {
  return signInSchema.safeParse(input).success;
}

/** What is sent: both fields trimmed and the password left-padded with zeros to six characters. */
export function prepareSignInCredentials(input: SignInInput): SignInInput {
  return signInSchema.parse(input);
}
