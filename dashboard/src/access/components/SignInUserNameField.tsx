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
      value={flow.fields.userName}
      onValueChange={flow.change('userName')}
      problem={flow.problems.userName}
      showProblem={flow.submitted}
      disabled={flow.busy}
    />
  );
}
