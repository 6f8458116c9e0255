import { Button, Card, Classes, FormGroup, H3, InputGroup } from '@blueprintjs/core';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { useDocumentTitle } from '../../ui/hooks';
import { showErrorToast, showToast } from '../../ui/toaster';
import { useMe } from '../hooks/useMe';
import { useSignIn } from '../hooks/useSignIn';
import { canSubmitSignIn, prepareSignInCredentials } from '../utils/signInRules';
import './access.css';

/** Spec 000 section 9: the app moves on one second after a successful sign-in. */
const redirectDelayMs = 1000;

interface GuardState {
  from?: string;
}

/** /userSignIn: username and password; on success a greeting and the staff shell. */
export function SignInScreen() {
  const { t } = useTranslation('access');
  const navigate = useNavigate();
  const location = useLocation();
  const [userName, setUserName] = useState('');
  const [password, setPassword] = useState('');
  const [passwordVisible, setPasswordVisible] = useState(false);
  const signIn = useSignIn();
  const me = useMe();
  useDocumentTitle(t('signIn.title'));
  const from = (location.state as GuardState | null)?.from;
  const destination = from?.startsWith('/prometheus') ? from : '/prometheus';
  const signedIn = signIn.isSuccess;

  useEffect(() => {
    if (!signedIn) return undefined;
    const timer = window.setTimeout(() => navigate(destination, { replace: true }), redirectDelayMs);
    return () => window.clearTimeout(timer);
  }, [signedIn, destination, navigate]);

  // Someone already signed in has nothing to do here; after a fresh sign-in the timer moves on.
  if (signIn.isIdle && me.data?.me) return <Navigate to={destination} replace />;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!canSubmitSignIn({ userName, password })) return;
    signIn.mutate(
      { input: prepareSignInCredentials({ userName, password }) },
      {
        onSuccess: (result) => {
          void showToast({ message: t('signIn.greeting', { name: result.signIn.user.fullName }), intent: 'success', icon: 'hand' });
        },
        onError: (error) => {
          void showErrorToast(error);
        },
      },
    );
  }

  return (
    <Card className="sign-in" elevation={2}>
      <H3>{t('signIn.title')}</H3>
      <p className={Classes.TEXT_MUTED}>{t('signIn.subtitle')}</p>
      <form onSubmit={submit} noValidate>
        <FormGroup label={t('signIn.userName')} labelFor="sign-in-user-name">
          <InputGroup
            id="sign-in-user-name"
            name="username"
            leftIcon="user"
            autoComplete="username"
            value={userName}
            disabled={signIn.isPending || signedIn}
            onValueChange={setUserName}
          />
        </FormGroup>
        <FormGroup label={t('signIn.password')} labelFor="sign-in-password" helperText={t('signIn.rules')}>
          <InputGroup
            id="sign-in-password"
            name="password"
            leftIcon="lock"
            type={passwordVisible ? 'text' : 'password'}
            autoComplete="current-password"
            value={password}
            disabled={signIn.isPending || signedIn}
            onValueChange={setPassword}
            rightElement={
              <Button
                variant="minimal"
                icon={passwordVisible ? 'eye-off' : 'eye-open'}
                aria-label={passwordVisible ? t('signIn.hidePassword') : t('signIn.showPassword')}
                onClick={() => setPasswordVisible((visible) => !visible)}
              />
            }
          />
        </FormGroup>
        <Button
          type="submit"
          intent="primary"
          fill
          text={signIn.isPending ? t('signIn.validating') : t('signIn.submit')}
          loading={signIn.isPending}
          disabled={!canSubmitSignIn({ userName, password }) || signedIn}
        />
      </form>
    </Card>
  );
}
