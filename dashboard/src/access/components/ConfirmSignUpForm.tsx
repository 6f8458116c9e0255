import { Button } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { userNameOnlySchema, type ConfirmSignUpInput } from '../../../../domain/access/rules';
import { showErrorToast, showToast } from '../../ui/toaster';
import type { SignInFlow } from '../hooks/useSignInFlow';
import { SignInUserNameField } from './SignInUserNameField';
import { SmsCodeField } from './SmsCodeField';

export interface ConfirmSignUpFormProps {
  flow: SignInFlow;
}

/** Sign-up confirmation: the SMS code, or another code sent. */
export function ConfirmSignUpForm({ flow }: ConfirmSignUpFormProps) {
  const { t } = useTranslation('access');
  const { confirmSignUp, resendCode } = flow.mutations;
  const submit = flow.handleSubmit((values) => {
    confirmSignUp.mutate(
      { input: values as unknown as ConfirmSignUpInput },
      {
        onSuccess: () => {
          void showToast({ message: t('toasts.userConfirmed'), intent: 'success', icon: 'tick' });
          flow.switchMode('signIn', { password: '' });
        },
        onError: (error) => void showErrorToast(error),
      },
    );
  });
  // Resending the code needs only a valid username, whatever else the form holds.
  const userNameCheck = userNameOnlySchema.safeParse({ userName: flow.fields.userName });
  function resend() {
    if (!userNameCheck.success) return;
    resendCode.mutate(
      { userName: userNameCheck.data.userName },
      {
        onSuccess: (result) => {
          void showToast({ message: t('toasts.codeResent'), intent: 'success', icon: 'tick' });
          void showToast({ message: t('toasts.codeSent', { destination: result.resendSignUpCode.destination }), intent: 'primary', icon: 'mobile-phone' });
        },
        onError: (error) => void showErrorToast(error),
      },
    );
  }
  return (
    <form onSubmit={submit} noValidate>
      <p>{t('signUp.confirmInstructions')}</p>
      <SignInUserNameField flow={flow} />
      <SmsCodeField flow={flow} id="sign-up-code" label={t('signUp.code')} />
      <div className="sign-in__actions">
        <Button text={t('signUp.resend')} icon="refresh" loading={resendCode.isPending} disabled={!userNameCheck.success || flow.busy} onClick={resend} />
        <Button type="submit" intent="primary" text={t('signUp.confirm')} loading={confirmSignUp.isPending} disabled={!flow.formValid || flow.busy} />
      </div>
    </form>
  );
}
