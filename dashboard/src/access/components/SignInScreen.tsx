import { Card, Classes, H3 } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { useSignInFlow } from '../hooks/useSignInFlow';
import { showsAttempts } from '../utils/signInFlow';
import { AttemptsBanner } from './AttemptsBanner';
import { SignInModeForm } from './SignInModeForm';
import { SignInModeLinks } from './SignInModeLinks';
import { SignInOverlay } from './SignInOverlay';
import './access.css';

/**
 * /userSignIn with the four modes of spec 000 section 4 (sign in; sign up and its code; forgot
 * password and its code; new password required) plus the authenticator code of a TOTP account and
 * the authenticator setup a position can require (MFA_SETUP).
 * Every form checks the shared schemas of domain/access before sending; the server checks again
 * and keeps the attempt count, which the banner shows.
 */
export function SignInScreen() {
  const { t } = useTranslation('access');
  const flow = useSignInFlow();
  const { mode, attempts, signedIn } = flow.state;
  const { signIn, answerMfa, answerMfaSetup, completeNewPassword } = flow.mutations;

  // Someone already signed in has nothing to do here; after a fresh sign-in the flow moves on.
  if (!signedIn && signIn.isIdle && flow.me.data?.me) return <Navigate to={flow.destination} replace />;

  return (
    <Card className="sign-in" elevation={2}>
      <H3>{t(`modes.${mode}`)}</H3>
      <p className={Classes.TEXT_MUTED}>{t('signIn.subtitle')}</p>
      {attempts && showsAttempts(mode) ? <AttemptsBanner attempts={attempts} /> : null}
      <SignInModeForm flow={flow} />
      <div className="sign-in__switch">
        <SignInModeLinks flow={flow} />
      </div>
      <SignInOverlay
        isOpen={signedIn || signIn.isPending || answerMfa.isPending || answerMfaSetup.isPending || completeNewPassword.isPending}
        phase={signedIn ? 'profile' : 'validating'}
      />
    </Card>
  );
}
