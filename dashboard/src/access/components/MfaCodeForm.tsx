import { Button } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { SignInFlow } from '../hooks/useSignInFlow';
import { FormField } from './FormField';

export interface MfaCodeFormProps {
  flow: SignInFlow;
}

/** The authenticator's six-digit code of a TOTP account. */
export function MfaCodeForm({ flow }: MfaCodeFormProps) {
  const { t } = useTranslation('access');
  const { answerMfa } = flow.mutations;
  const submit = flow.handleSubmit((values) => {
    answerMfa.mutate(
      { input: { userName: values.userName, session: flow.state.mfaSession, code: values.code } },
      { onSuccess: (result) => flow.finish(result.answerMfaChallenge), onError: flow.failed },
    );
  });
  return (
    <form onSubmit={submit} noValidate>
      <p>{t('mfa.instructions')}</p>
      <FormField
        id="sign-in-mfa-code"
        label={t('mfa.code')}
        leftIcon="mobile-phone"
        inputMode="numeric"
        autoComplete="one-time-code"
        {...flow.field('code')}
        onValueChange={(value) => flow.change('code')(value.replace(/\D/g, '').slice(0, 6))}
        disabled={flow.busy}
        autoFocus
      />
      <Button type="submit" intent="primary" fill text={t('mfa.submit')} loading={answerMfa.isPending} disabled={!flow.formValid || flow.busy} />
    </form>
  );
}
