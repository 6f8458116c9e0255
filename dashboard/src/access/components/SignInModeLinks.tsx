import { Button } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { SignInFlow } from '../hooks/useSignInFlow';
import { resetReplacesSignIn } from '../utils/signInFlow';

export interface SignInModeLinksProps {
  flow: SignInFlow;
}

/** The links under the form: sign up and forgot password from sign-in, back to sign-in from the rest. */
export function SignInModeLinks({ flow }: SignInModeLinksProps) {
  const { t } = useTranslation('access');
  if (resetReplacesSignIn(flow.state)) {
    return <Button variant="minimal" size="small" icon="help" text={t('links.forgotReset')} onClick={() => flow.switchMode('forgotRequest')} />;
  }
  if (flow.state.mode === 'signIn') {
    return (
      <>
        <Button variant="minimal" size="small" icon="new-person" text={t('links.signUp')} disabled={flow.busy} onClick={() => flow.switchMode('signUp')} />
        <Button variant="minimal" size="small" icon="help" text={t('links.forgot')} disabled={flow.busy} onClick={() => flow.switchMode('forgotRequest')} />
      </>
    );
  }
  return (
    <Button
      variant="minimal"
      size="small"
      icon="arrow-left"
      text={t('links.backToSignIn')}
      disabled={flow.state.signedIn}
      onClick={() => flow.switchMode('signIn')}
    />
  );
}
