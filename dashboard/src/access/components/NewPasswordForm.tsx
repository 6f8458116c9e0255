import { Button } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { padPassword, type CompleteNewPasswordInput } from '../../../../domain/access/rules';
import { showToast } from '../../ui/toaster';
import type { SignInFlow } from '../hooks/useSignInFlow';
import { FormField } from './FormField';
import { PasswordVisibilityToggle } from './PasswordVisibilityToggle';
import { SignInPhoneField } from './SignInPhoneField';

/** "Password Error" stays 5 s (spec 000 section 5). */
const passwordErrorMs = 5000;

export interface NewPasswordFormProps {
  flow: SignInFlow;
}

/** New password required: the current password (the one typed at sign-in), the new one, and a phone when asked. */
export function NewPasswordForm({ flow }: NewPasswordFormProps) {
  const { t } = useTranslation('access');
  const { completeNewPassword } = flow.mutations;
  const passwordType = flow.passwordVisible ? 'text' : 'password';
  const submit = flow.handleSubmit((values) => {
    const input = values as unknown as CompleteNewPasswordInput;
    if (padPassword(flow.fields.currentPassword.trim()) !== flow.state.signInPassword) {
      void showToast({ message: t('toasts.passwordError'), intent: 'danger', icon: 'error', timeout: passwordErrorMs });
      return;
    }
    completeNewPassword.mutate(
      {
        input: {
          userName: input.userName,
          currentPassword: input.currentPassword,
          newPassword: input.newPassword,
          ...(input.phone ? { phone: input.phone } : {}),
        },
      },
      { onSuccess: (result) => flow.finish(result.completeNewPassword), onError: flow.failed },
    );
  });
  return (
    <form onSubmit={submit} noValidate>
      <p>{t('newPassword.instructions')}</p>
      <FormField
        id="sign-in-current-password"
        label={t('newPassword.current')}
        leftIcon="lock"
        type={passwordType}
        autoComplete="current-password"
        {...flow.field('currentPassword')}
        rightElement={<PasswordVisibilityToggle flow={flow} />}
        disabled={flow.busy}
      />
      <FormField
        id="sign-in-new-password"
        label={t('newPassword.new')}
        leftIcon="key"
        type={passwordType}
        autoComplete="new-password"
        {...flow.field('newPassword')}
        helperText={t('newPassword.rules')}
        disabled={flow.busy}
      />
      {flow.state.phoneRequired ? (
        <SignInPhoneField flow={flow} id="sign-in-phone" label={t('newPassword.phone')} helperText={t('newPassword.phoneHelp')} />
      ) : null}
      <Button
        type="submit"
        intent="primary"
        fill
        text={t('newPassword.submit')}
        loading={completeNewPassword.isPending}
        disabled={!flow.formValid || flow.busy}
      />
    </form>
  );
}
