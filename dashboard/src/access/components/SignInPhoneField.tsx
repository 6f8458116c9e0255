import type { SignInFlow } from '../hooks/useSignInFlow';
import { FormField } from './FormField';

export interface SignInPhoneFieldProps {
  flow: SignInFlow;
  /** `sign-up-phone` or `sign-in-phone` (the new-password mode's). */
  id: string;
  label: string;
  /** How the number is written and sent (the prefix differs between sign-up and the new-password mode). */
  helperText: string;
}

/** The mobile phone of sign-up and of a new password the server asks a phone with. */
export function SignInPhoneField({ flow, id, label, helperText }: SignInPhoneFieldProps) {
  return (
    <FormField
      id={id}
      label={label}
      leftIcon="phone"
      inputMode="tel"
      autoComplete="tel-national"
      {...flow.field('phone')}
      helperText={helperText}
      disabled={flow.busy}
    />
  );
}
