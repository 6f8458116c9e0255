import type { SignInFlow } from '../hooks/useSignInFlow';
import { FormField } from './FormField';

export interface SmsCodeFieldProps {
  flow: SignInFlow;
  id: string;
  label: string;
}

/** The SMS code field of sign-up confirmation and forgot password. */
export function SmsCodeField({ flow, id, label }: SmsCodeFieldProps) {
  return <FormField id={id} label={label} leftIcon="numerical" inputMode="numeric" autoComplete="one-time-code" {...flow.field('code')} disabled={flow.busy} />;
}
