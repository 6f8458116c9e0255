import { Button } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { SignUpInput } from '../../../../domain/access/rules';
import { showErrorToast, showToast } from '../../ui/toaster';
import type { SignInFlow } from '../hooks/useSignInFlow';
import { FormField } from './FormField';
import { PasswordVisibilityToggle } from './PasswordVisibilityToggle';
import { SignInPhoneField } from './SignInPhoneField';
import { SignInUserNameField } from './SignInUserNameField';

export interface SignUpFormProps {
  flow: SignInFlow;
}

/** Sign up: username, password and phone; the code goes by SMS and the confirmation mode opens. */
export function SignUpForm({ flow }: SignUpFormProps) {
  const { t } = useTranslation('access');
  const { signUp } = flow.mutations;
  const submit = flow.handleSubmit((values) => {
    signUp.mutate(
      { input: values as unknown as SignUpInput },
      {
        onSuccess: (result) => {
          void showToast({ message: t('toasts.userCreated'), intent: 'success', icon: 'tick' });
          void showToast({ message: t('toasts.codeSent', { destination: result.signUp.destination }), intent: 'primary', icon: 'mobile-phone' });
          flow.switchMode('confirmSignUp');
        },
        onError: (error) => void showErrorToast(error),
      },
    );
  });
  return (
    <form onSubmit={submit} noValidate>
      <SignInUserNameField flow={flow} />
      <FormField
        id="sign-up-password"
        label={t('signIn.password')}
        leftIcon="lock"
        type={flow.passwordVisible ? 'text' : 'password'}
        autoComplete="new-password"
        {...flow.field('password')}
        helperText={t('signUp.passwordRules')}
        rightElement={<PasswordVisibilityToggle flow={flow} />}
        disabled={flow.busy}
      />
      <SignInPhoneField flow={flow} id="sign-up-phone" label={t('signUp.phone')} helperText={t('signUp.phoneHelp')} />
      <Button type="submit" intent="primary" fill text={t('signUp.submit')} loading={signUp.isPending} disabled={!flow.formValid || flow.busy} />
    </form>
  );
}
