import { Button } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { ForgotPasswordSubmitInput } from '../../../../domain/access/rules';
import { showErrorToast, showToast } from '../../ui/toaster';
import type { SignInFlow } from '../hooks/useSignInFlow';
import { FormField } from './FormField';
import { PasswordVisibilityToggle } from './PasswordVisibilityToggle';
import { SignInUserNameField } from './SignInUserNameField';
import { SmsCodeField } from './SmsCodeField';

export interface ForgotPasswordSubmitFormProps {
  flow: SignInFlow;
}

/** Forgot password, second step: the SMS code and the new password. */
export function ForgotPasswordSubmitForm({ flow }: ForgotPasswordSubmitFormProps) {
  const { t } = useTranslation('access');
  const { forgotPasswordSubmit } = flow.mutations;
  const submit = flow.handleSubmit((values) => {
    forgotPasswordSubmit.mutate(
      { input: values as unknown as ForgotPasswordSubmitInput },
      {
        onSuccess: () => {
          void showToast({ message: t('toasts.passwordReset'), intent: 'success', icon: 'tick' });
          flow.dispatch({ type: 'attemptsCounted', attempts: null });
          flow.switchMode('signIn', { password: '' });
        },
        onError: (error) => void showErrorToast(error),
      },
    );
  });
  return (
    <form onSubmit={submit} noValidate>
      <p>{t('forgot.submitInstructions')}</p>
      <SignInUserNameField flow={flow} />
      <SmsCodeField flow={flow} id="forgot-code" label={t('forgot.code')} />
      <FormField
        id="forgot-new-password"
        label={t('newPassword.new')}
        leftIcon="key"
        type={flow.passwordVisible ? 'text' : 'password'}
        autoComplete="new-password"
        {...flow.field('newPassword')}
        helperText={t('newPassword.rules')}
        rightElement={<PasswordVisibilityToggle flow={flow} />}
        disabled={flow.busy}
      />
      <Button type="submit" intent="primary" fill text={t('forgot.submit')} loading={forgotPasswordSubmit.isPending} disabled={!flow.formValid || flow.busy} />
    </form>
  );
}
