import { Button, Callout, Card, Classes, H3 } from '@blueprintjs/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import {
  completeNewPasswordSchema,
  type CompleteNewPasswordInput,
  confirmSignUpSchema,
  type ConfirmSignUpInput,
  forgotPasswordSubmitSchema,
  type ForgotPasswordSubmitInput,
  mfaAnswerSchema,
  padPassword,
  signInSchema,
  type SignInInput,
  signUpSchema,
  type SignUpInput,
  userNameOnlySchema,
} from '../../../../domain/access/rules';
import { errorMessage, type ErrorCode } from '../../../../domain/errors/catalogue';
import { type GraphqlRequestError } from '../../graphql';
import { useDocumentTitle } from '../../ui/hooks';
import { showErrorToast, showToast } from '../../ui/toaster';
import { AuthenticatorSetupFields } from '../../profile/components/AuthenticatorSetupFields';
import {
  useAnswerMfaChallenge,
  useAnswerMfaSetupChallenge,
  useCompleteNewPassword,
  useConfirmSignUp,
  useForgotPassword,
  useForgotPasswordSubmit,
  useMe,
  useResendSignUpCode,
  useSignedInDataLoader,
  useSignIn,
  useSignUp,
} from '../hooks';
import { type SignInAnswerFragment as SignInAnswer, type SignInAttemptsFragment as SignInAttempts, type SignInChallengeFragment as SignInChallenge } from '../../graphql';
import { type SignInMode } from '../utils/signInRules';
import { attemptsFromError, catalogueLanguage } from '../utils';
import { safeReturnPath, staffRoot } from '../utils/returnPath';
import { AttemptsBanner } from './AttemptsBanner';
import { FormField } from './FormField';
import { SignInOverlay } from './SignInOverlay';
import './access.css';

/** Spec 000 section 9: the app moves on one second after a successful sign-in. */
const redirectDelayMs = 1000;
/** "Password Error" stays 5 s (spec 000 section 5). */
const passwordErrorMs = 5000;

interface GuardState {
  from?: string;
}

/** Every field the modes use: one react-hook-form form, each mode checked by its shared zod schema. */
interface SignInFields {
  userName: string;
  password: string;
  phone: string;
  code: string;
  newPassword: string;
  currentPassword: string;
}

const emptyFields: SignInFields = { userName: '', password: '', phone: '', code: '', newPassword: '', currentPassword: '' };

/** The shared schema of domain/access that checks a mode's fields (the MFA session is not typed: it is added on send). */
function schemaFor(mode: SignInMode, phoneRequired: boolean) {
  switch (mode) {
    case 'signIn':
      return signInSchema;
    case 'mfa':
    case 'mfaSetup':
      return mfaAnswerSchema.omit({ session: true });
    case 'newPassword':
      return phoneRequired ? completeNewPasswordSchema.required({ phone: true }) : completeNewPasswordSchema.omit({ phone: true });
    case 'signUp':
      return signUpSchema;
    case 'confirmSignUp':
      return confirmSignUpSchema;
    case 'forgotRequest':
      return userNameOnlySchema;
    case 'forgotSubmit':
      return forgotPasswordSubmitSchema;
  }
}

/**
 * /userSignIn with the four modes of spec 000 section 4 (sign in; sign up and its code; forgot
 * password and its code; new password required) plus the authenticator code of a TOTP account and
 * the authenticator setup a position can require (MFA_SETUP).
 * Every form checks the shared schemas of domain/access before sending; the server checks again
 * and keeps the attempt count, which the banner shows.
 */
export function SignInScreen() {
  const { t, i18n } = useTranslation('access');
  const language = catalogueLanguage(i18n.resolvedLanguage);
  const navigate = useNavigate();
  const location = useLocation();
  const me = useMe();
  const [mode, setMode] = useState<SignInMode>('signIn');
  const [passwordVisible, setPasswordVisible] = useState(false);
  // The resolver checks the fields of the mode on screen: kept in refs, set before the form is reset.
  const modeRef = useRef<SignInMode>('signIn');
  const phoneRequiredRef = useRef(false);
  const form = useForm<SignInFields>({
    mode: 'onChange',
    defaultValues: emptyFields,
    resolver: (values, context, options) => (zodResolver(schemaFor(modeRef.current, phoneRequiredRef.current) as never) as unknown as Resolver<SignInFields>)(values, context, options),
  });
  const { formState, getValues, handleSubmit, reset, setValue, trigger, watch } = form;
  const { userName, password, phone, code, newPassword, currentPassword } = watch();
  const submitted = formState.isSubmitted;
  const formValid = formState.isValid;
  const problems: Partial<Record<keyof SignInFields, string>> = Object.fromEntries(
    Object.entries(formState.errors).map(([field, error]) => [field, error?.message ? errorMessage(error.message as ErrorCode, language) : undefined]),
  );
  const change = (field: keyof SignInFields) => (value: string) => setValue(field, value, { shouldValidate: true, shouldDirty: true });
  const [attempts, setAttempts] = useState<SignInAttempts | null>(null);
  const [phoneRequired, setPhoneRequired] = useState(false);
  const [mfaSession, setMfaSession] = useState('');
  // The authenticator an MFA_SETUP challenge asks to add (QR code and secret).
  const [totpSetup, setTotpSetup] = useState<SignInChallenge['totpSetup']>(null);
  // The password typed at sign-in, which the new-password form's current password must repeat.
  const [signInPassword, setSignInPassword] = useState('');
  const [signedIn, setSignedIn] = useState(false);
  // After sign-in: the greeting's second has passed / the profile data (the user's menus) has loaded.
  const [greetingShown, setGreetingShown] = useState(false);
  const [profileLoaded, setProfileLoaded] = useState(false);
  const queryClient = useQueryClient();
  const loadSignedInData = useSignedInDataLoader();

  const signIn = useSignIn();
  const answerMfa = useAnswerMfaChallenge();
  const answerMfaSetup = useAnswerMfaSetupChallenge();
  const completeNewPassword = useCompleteNewPassword();
  const signUp = useSignUp();
  const confirmSignUp = useConfirmSignUp();
  const resendCode = useResendSignUpCode();
  const forgotPassword = useForgotPassword();
  const forgotPasswordSubmit = useForgotPasswordSubmit();
  const busy =
    signIn.isPending ||
    answerMfa.isPending ||
    answerMfaSetup.isPending ||
    completeNewPassword.isPending ||
    signUp.isPending ||
    confirmSignUp.isPending ||
    resendCode.isPending ||
    forgotPassword.isPending ||
    forgotPasswordSubmit.isPending ||
    signedIn;

  useDocumentTitle(t(`modes.${mode}`));
  // The screen the guard or an ended session remembered, only ever a path of the app (no open redirect).
  const destination = safeReturnPath((location.state as GuardState | null)?.from) ?? staffRoot;

  // Signed in: the overlay waits for the profile data while the greeting's second runs, and the
  // app moves on when both are done. A failed load moves on too: the shell shows it with a retry.
  useEffect(() => {
    if (!signedIn) return undefined;
    let current = true;
    const timer = window.setTimeout(() => setGreetingShown(true), redirectDelayMs);
    void loadSignedInData(queryClient)
      .catch(() => undefined)
      .then(() => {
        if (current) setProfileLoaded(true);
      });
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [signedIn, queryClient, loadSignedInData]);

  useEffect(() => {
    if (signedIn && greetingShown && profileLoaded) navigate(destination, { replace: true });
  }, [signedIn, greetingShown, profileLoaded, destination, navigate]);

  // Someone already signed in has nothing to do here; after a fresh sign-in the effects above move on.
  if (!signedIn && signIn.isIdle && me.data?.me) return <Navigate to={destination} replace />;

  /** Another mode: its own schema from now on; the code and new passwords start empty, the rest is kept. */
  function switchMode(next: SignInMode, keep: Partial<SignInFields> = {}) {
    modeRef.current = next;
    setMode(next);
    reset({ ...getValues(), code: '', newPassword: '', currentPassword: '', ...keep });
    // The kept values are checked against the new mode's schema at once (the send button follows).
    void trigger();
  }

  function finish(answer: SignInAnswer) {
    if (answer.status === 'SIGNED_IN' && answer.user) {
      void showToast({ message: t('toasts.greeting', { name: answer.user.fullName }), intent: 'success', icon: 'hand' });
      setAttempts(null);
      setGreetingShown(false);
      setProfileLoaded(false);
      setSignedIn(true);
      return;
    }
    const challenge = answer.challenge;
    if (challenge?.name === 'NEW_PASSWORD_REQUIRED') {
      phoneRequiredRef.current = challenge.phoneRequired;
      setPhoneRequired(challenge.phoneRequired);
      switchMode('newPassword');
    } else if (challenge?.name === 'SOFTWARE_TOKEN_MFA' && challenge.session) {
      setMfaSession(challenge.session);
      switchMode('mfa');
    } else if (challenge?.name === 'MFA_SETUP' && challenge.session && challenge.totpSetup) {
      setMfaSession(challenge.session);
      setTotpSetup(challenge.totpSetup);
      switchMode('mfaSetup');
    }
  }

  /** Identity errors of spec 000 section 8: some open another mode, the rest count as a failed attempt. */
  function failed(error: GraphqlRequestError) {
    const serverAttempts = attemptsFromError(error);
    if (serverAttempts) setAttempts(serverAttempts);
    switch (error.errorCode) {
      case 'USER_NOT_CONFIRMED':
        void showToast({ message: error.message, intent: 'warning', icon: 'warning-sign' });
        switchMode('confirmSignUp');
        return;
      case 'PASSWORD_RESET_REQUIRED':
        void showToast({ message: error.message, intent: 'warning', icon: 'warning-sign' });
        switchMode('forgotRequest');
        return;
      case 'MFA_CHALLENGE_EXPIRED':
        void showErrorToast(error);
        switchMode('signIn');
        return;
      case 'ATTEMPT_LIMIT_EXCEEDED':
        void showToast({ message: error.message, intent: 'warning', icon: 'lock' });
        setAttempts(serverAttempts ?? { attemptsUsed: 3, attemptsRemaining: 0, maxAttempts: 3, resetOffered: true, locked: true, lockedUntil: null });
        if (mode === 'mfa' || mode === 'mfaSetup') switchMode('signIn');
        return;
      default:
        void showErrorToast(error);
    }
  }

  // handleSubmit hands over the schema's output (trimmed, padded, E.164), typed per mode here.
  const submitSignIn = handleSubmit((values) => {
    const input = values as unknown as SignInInput;
    setSignInPassword(input.password);
    signIn.mutate({ input }, { onSuccess: (result) => finish(result.signIn), onError: failed });
  });

  const submitMfa = handleSubmit((values) => {
    answerMfa.mutate({ input: { userName: values.userName, session: mfaSession, code: values.code } }, { onSuccess: (result) => finish(result.answerMfaChallenge), onError: failed });
  });

  const submitMfaSetup = handleSubmit((values) => {
    answerMfaSetup.mutate({ input: { userName: values.userName, session: mfaSession, code: values.code } }, { onSuccess: (result) => finish(result.answerMfaSetupChallenge), onError: failed });
  });

  const submitNewPassword = handleSubmit((values) => {
    const input = values as unknown as CompleteNewPasswordInput;
    if (padPassword(currentPassword.trim()) !== signInPassword) {
      void showToast({ message: t('toasts.passwordError'), intent: 'danger', icon: 'error', timeout: passwordErrorMs });
      return;
    }
    completeNewPassword.mutate(
      { input: { userName: input.userName, currentPassword: input.currentPassword, newPassword: input.newPassword, ...(input.phone ? { phone: input.phone } : {}) } },
      { onSuccess: (result) => finish(result.completeNewPassword), onError: failed },
    );
  });

  const submitSignUp = handleSubmit((values) => {
    signUp.mutate(
      { input: values as unknown as SignUpInput },
      {
        onSuccess: (result) => {
          void showToast({ message: t('toasts.userCreated'), intent: 'success', icon: 'tick' });
          void showToast({ message: t('toasts.codeSent', { destination: result.signUp.destination }), intent: 'primary', icon: 'mobile-phone' });
          switchMode('confirmSignUp');
        },
        onError: (error) => void showErrorToast(error),
      },
    );
  });

  const submitConfirm = handleSubmit((values) => {
    confirmSignUp.mutate(
      { input: values as unknown as ConfirmSignUpInput },
      {
        onSuccess: () => {
          void showToast({ message: t('toasts.userConfirmed'), intent: 'success', icon: 'tick' });
          switchMode('signIn', { password: '' });
        },
        onError: (error) => void showErrorToast(error),
      },
    );
  });

  // Resending the code needs only a valid username, whatever else the form holds.
  const userNameCheck = userNameOnlySchema.safeParse({ userName });

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

  const submitForgotRequest = handleSubmit((values) => {
    forgotPassword.mutate(
      { userName: values.userName },
      {
        onSuccess: (result) => {
          void showToast({ message: t('toasts.codeSent', { destination: result.forgotPassword.destination }), intent: 'primary', icon: 'mobile-phone' });
          switchMode('forgotSubmit');
        },
        onError: (error) => void showErrorToast(error),
      },
    );
  });

  const submitForgot = handleSubmit((values) => {
    forgotPasswordSubmit.mutate(
      { input: values as unknown as ForgotPasswordSubmitInput },
      {
        onSuccess: () => {
          void showToast({ message: t('toasts.passwordReset'), intent: 'success', icon: 'tick' });
          setAttempts(null);
          switchMode('signIn', { password: '' });
        },
        onError: (error) => void showErrorToast(error),
      },
    );
  });

  const passwordToggle = (
    <Button
      variant="minimal"
      icon={passwordVisible ? 'eye-off' : 'eye-open'}
      aria-label={passwordVisible ? t('signIn.hidePassword') : t('signIn.showPassword')}
      onClick={() => setPasswordVisible((visible) => !visible)}
    />
  );
  const passwordType = passwordVisible ? 'text' : 'password';

  const userNameField = (problem: string | undefined) => (
    <FormField
      id="sign-in-user-name"
      name="username"
      label={t('signIn.userName')}
      leftIcon="user"
      autoComplete="username"
      value={userName}
      onValueChange={change('userName')}
      problem={problem}
      showProblem={submitted}
      disabled={busy}
    />
  );

  // The SMS code fields of sign-up confirmation and forgot password.
  const codeField = (id: string, label: string, problem: string | undefined) => (
    <FormField
      id={id}
      label={label}
      leftIcon="numerical"
      inputMode="numeric"
      autoComplete="one-time-code"
      value={code}
      onValueChange={change('code')}
      problem={problem}
      showProblem={submitted}
      disabled={busy}
    />
  );

  // At 2 failures the reset option replaces the form (spec 000 section 4); at the limit too.
  const resetReplacesForm = mode === 'signIn' && attempts !== null && (attempts.resetOffered || attempts.locked);

  function body() {
    switch (mode) {
      case 'signIn':
        if (resetReplacesForm) {
          return (
            <Callout intent="primary" icon="key" title={t('reset.offeredTitle')}>
              <p>{t('reset.offered')}</p>
              <Button intent="primary" icon="reset" text={t('links.resetPassword')} onClick={() => switchMode('forgotRequest')} />
            </Callout>
          );
        }
        return (
          <form onSubmit={submitSignIn} noValidate>
            {userNameField(problems.userName)}
            <FormField
              id="sign-in-password"
              name="password"
              label={t('signIn.password')}
              leftIcon="lock"
              type={passwordType}
              autoComplete="current-password"
              value={password}
              onValueChange={change('password')}
              problem={problems.password}
              showProblem={submitted}
              helperText={t('signIn.rules')}
              rightElement={passwordToggle}
              disabled={busy}
            />
            <Button
              type="submit"
              intent="primary"
              fill
              text={signIn.isPending ? t('signIn.validating') : t('signIn.submit')}
              loading={signIn.isPending}
              disabled={!formValid || busy}
            />
          </form>
        );
      case 'mfa':
        return (
          <form onSubmit={submitMfa} noValidate>
            <p>{t('mfa.instructions')}</p>
            <FormField
              id="sign-in-mfa-code"
              label={t('mfa.code')}
              leftIcon="mobile-phone"
              inputMode="numeric"
              autoComplete="one-time-code"
              value={code}
              onValueChange={(value) => change('code')(value.replace(/\D/g, '').slice(0, 6))}
              problem={problems.code}
              showProblem={submitted}
              disabled={busy}
              autoFocus
            />
            <Button type="submit" intent="primary" fill text={t('mfa.submit')} loading={answerMfa.isPending} disabled={!formValid || busy} />
          </form>
        );
      case 'mfaSetup':
        return (
          <form onSubmit={submitMfaSetup} noValidate>
            <p>{t('mfaSetup.instructions')}</p>
            {totpSetup ? <AuthenticatorSetupFields setup={totpSetup} code={code} onCodeChange={change('code')} disabled={busy} inputId="sign-in-mfa-setup-code" /> : null}
            <Button type="submit" intent="primary" fill text={t('mfaSetup.submit')} loading={answerMfaSetup.isPending} disabled={!formValid || busy} />
          </form>
        );
      case 'newPassword':
        return (
          <form onSubmit={submitNewPassword} noValidate>
            <p>{t('newPassword.instructions')}</p>
            <FormField
              id="sign-in-current-password"
              label={t('newPassword.current')}
              leftIcon="lock"
              type={passwordType}
              autoComplete="current-password"
              value={currentPassword}
              onValueChange={change('currentPassword')}
              problem={problems.currentPassword}
              showProblem={submitted}
              rightElement={passwordToggle}
              disabled={busy}
            />
            <FormField
              id="sign-in-new-password"
              label={t('newPassword.new')}
              leftIcon="key"
              type={passwordType}
              autoComplete="new-password"
              value={newPassword}
              onValueChange={change('newPassword')}
              problem={problems.newPassword}
              showProblem={submitted}
              helperText={t('newPassword.rules')}
              disabled={busy}
            />
            {phoneRequired ? (
              <FormField
                id="sign-in-phone"
                label={t('newPassword.phone')}
                leftIcon="phone"
                inputMode="tel"
                autoComplete="tel-national"
                value={phone}
                onValueChange={change('phone')}
                problem={problems.phone}
                showProblem={submitted}
                helperText={t('newPassword.phoneHelp')}
                disabled={busy}
              />
            ) : null}
            <Button type="submit" intent="primary" fill text={t('newPassword.submit')} loading={completeNewPassword.isPending} disabled={!formValid || busy} />
          </form>
        );
      case 'signUp':
        return (
          <form onSubmit={submitSignUp} noValidate>
            {userNameField(problems.userName)}
            <FormField
              id="sign-up-password"
              label={t('signIn.password')}
              leftIcon="lock"
              type={passwordType}
              autoComplete="new-password"
              value={password}
              onValueChange={change('password')}
              problem={problems.password}
              showProblem={submitted}
              helperText={t('signUp.passwordRules')}
              rightElement={passwordToggle}
              disabled={busy}
            />
            <FormField
              id="sign-up-phone"
              label={t('signUp.phone')}
              leftIcon="phone"
              inputMode="tel"
              autoComplete="tel-national"
              value={phone}
              onValueChange={change('phone')}
              problem={problems.phone}
              showProblem={submitted}
              helperText={t('signUp.phoneHelp')}
              disabled={busy}
            />
            <Button type="submit" intent="primary" fill text={t('signUp.submit')} loading={signUp.isPending} disabled={!formValid || busy} />
          </form>
        );
      case 'confirmSignUp':
        return (
          <form onSubmit={submitConfirm} noValidate>
            <p>{t('signUp.confirmInstructions')}</p>
            {userNameField(problems.userName)}
            {codeField('sign-up-code', t('signUp.code'), problems.code)}
            <div className="sign-in__actions">
              <Button text={t('signUp.resend')} icon="refresh" loading={resendCode.isPending} disabled={!userNameCheck.success || busy} onClick={resend} />
              <Button type="submit" intent="primary" text={t('signUp.confirm')} loading={confirmSignUp.isPending} disabled={!formValid || busy} />
            </div>
          </form>
        );
      case 'forgotRequest':
        return (
          <form onSubmit={submitForgotRequest} noValidate>
            <p>{t('forgot.requestInstructions')}</p>
            {userNameField(problems.userName)}
            <Button type="submit" intent="primary" fill text={t('forgot.sendCode')} loading={forgotPassword.isPending} disabled={!formValid || busy} />
          </form>
        );
      case 'forgotSubmit':
        return (
          <form onSubmit={submitForgot} noValidate>
            <p>{t('forgot.submitInstructions')}</p>
            {userNameField(problems.userName)}
            {codeField('forgot-code', t('forgot.code'), problems.code)}
            <FormField
              id="forgot-new-password"
              label={t('newPassword.new')}
              leftIcon="key"
              type={passwordType}
              autoComplete="new-password"
              value={newPassword}
              onValueChange={change('newPassword')}
              problem={problems.newPassword}
              showProblem={submitted}
              helperText={t('newPassword.rules')}
              rightElement={passwordToggle}
              disabled={busy}
            />
            <Button type="submit" intent="primary" fill text={t('forgot.submit')} loading={forgotPasswordSubmit.isPending} disabled={!formValid || busy} />
          </form>
        );
    }
  }

  function switchLinks() {
    if (resetReplacesForm) {
      return <Button variant="minimal" size="small" icon="help" text={t('links.forgotReset')} onClick={() => switchMode('forgotRequest')} />;
    }
    if (mode === 'signIn') {
      return (
        <>
          <Button variant="minimal" size="small" icon="new-person" text={t('links.signUp')} disabled={busy} onClick={() => switchMode('signUp')} />
          <Button variant="minimal" size="small" icon="help" text={t('links.forgot')} disabled={busy} onClick={() => switchMode('forgotRequest')} />
        </>
      );
    }
    return <Button variant="minimal" size="small" icon="arrow-left" text={t('links.backToSignIn')} disabled={signedIn} onClick={() => switchMode('signIn')} />;
  }

  return (
    <Card className="sign-in" elevation={2}>
      <H3>{t(`modes.${mode}`)}</H3>
      <p className={Classes.TEXT_MUTED}>{t('signIn.subtitle')}</p>
      {attempts && (mode === 'signIn' || mode === 'mfa' || mode === 'mfaSetup') ? <AttemptsBanner attempts={attempts} /> : null}
      {body()}
      <div className="sign-in__switch">{switchLinks()}</div>
      <SignInOverlay isOpen={signedIn || signIn.isPending || answerMfa.isPending || answerMfaSetup.isPending || completeNewPassword.isPending} phase={signedIn ? 'profile' : 'validating'} />
    </Card>
  );
}
