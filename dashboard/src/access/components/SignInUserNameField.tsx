import { useTranslation } from 'react-i18next';
import type { SignInFlow } from '../hooks/useSignInFlow';
import { FormField } from './FormField';

export interface SignInUserNameFieldProps {
  flow: SignInFlow;
}

/** The username field every mode but the authenticator's shows. */
export function SignInUserNameField({ flow }: SignInUserNameFieldProps) {
  const { t } = useTranslation('access');
  return (
    <FormField
      id="sign-in-user-name"
      name="username"
      label={t('signIn.userName')}
      leftIcon="user"
      autoComplete="username"
      {...flow.field('userName')}
      disabled={flow.busy}
    />
  );
}
