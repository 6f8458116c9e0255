import { Button } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { AuthenticatorSetupFields } from '../../profile/components/AuthenticatorSetupFields';
import type { SignInFlow } from '../hooks/useSignInFlow';

export interface MfaSetupFormProps {
  flow: SignInFlow;
}

/** The authenticator a position requires (MFA_SETUP): its QR code and secret, then its first code. */
export function MfaSetupForm({ flow }: MfaSetupFormProps) {
  const { t } = useTranslation('access');
  const { answerMfaSetup } = flow.mutations;
  const { totpSetup } = flow.state;
  const submit = flow.handleSubmit((values) => {
    answerMfaSetup.mutate(
      { input: { userName: values.userName, session: flow.state.mfaSession, code: values.code } },
      { onSuccess: (result) => flow.finish(result.answerMfaSetupChallenge), onError: flow.failed },
    );
  });
  return (
    <form onSubmit={submit} noValidate>
      <p>{t('mfaSetup.instructions')}</p>
      {totpSetup ? (
        <AuthenticatorSetupFields
          setup={totpSetup}
          code={flow.fields.code}
          onCodeChange={flow.change('code')}
          disabled={flow.busy}
          inputId="sign-in-mfa-setup-code"
        />
      ) : null}
      <Button type="submit" intent="primary" fill text={t('mfaSetup.submit')} loading={answerMfaSetup.isPending} disabled={!flow.formValid || flow.busy} />
    </form>
  );
}
