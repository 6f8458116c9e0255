import { Button } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { showErrorToast, showToast } from '../../ui/toaster';
import type { SignInFlow } from '../hooks/useSignInFlow';
import { SignInUserNameField } from './SignInUserNameField';

export interface ForgotPasswordRequestFormProps {
  flow: SignInFlow;
}

/** Forgot password: the username, to which a code goes by SMS. */
export function ForgotPasswordRequestForm({ flow }: ForgotPasswordRequestFormProps) {
  const { t } = useTranslation('access');
  const { forgotPassword } = flow.mutations;
  const submit = flow.handleSubmit((values) => {
    forgotPassword.mutate(
      { userName: values.userName },
      {
        onSuccess: (result) => {
          void showToast({ message: t('toasts.codeSent', { destination: result.forgotPassword.destination }), intent: 'primary', icon: 'mobile-phone' });
          flow.switchMode('forgotSubmit');
        },
        onError: (error) => void showErrorToast(error),
      },
    );
  });
  return (
    <form onSubmit={submit} noValidate>
      <p>{t('forgot.requestInstructions')}</p>
      <SignInUserNameField flow={flow} />
      <Button type="submit" intent="primary" fill text={t('forgot.sendCode')} loading={forgotPassword.isPending} disabled={!flow.formValid || flow.busy} />
    </form>
  );
}
