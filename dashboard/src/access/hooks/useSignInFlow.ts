import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import type { GraphqlRequestError, SignInAnswerFragment as SignInAnswer } from '../../graphql';
import { useDocumentTitle } from '../../ui/hooks/useDocumentTitle';
import { useZodForm } from '../../ui/hooks/useZodForm';
import { showErrorToast, showToast } from '../../ui/toaster';
import { attemptsFromError } from '../utils';
import { safeReturnPath, staffRoot } from '../utils/returnPath';
import {
  attemptsAtLimit,
  challengeMode,
  emptySignInFields,
  initialSignInFlow,
  signInFlowReducer,
  signInScreenSchema,
  type SignInFields,
} from '../utils/signInFlow';
import type { SignInMode } from '../utils/signInRules';
import { useMe } from './useMe';
import { useSignedInDataLoader } from './useSignedInDataLoader';
import { useAnswerMfaChallenge } from './useAnswerMfaChallenge';
import { useAnswerMfaSetupChallenge } from './useAnswerMfaSetupChallenge';
import { useCompleteNewPassword } from './useCompleteNewPassword';
import { useConfirmSignUp } from './useConfirmSignUp';
import { useForgotPassword } from './useForgotPassword';
import { useForgotPasswordSubmit } from './useForgotPasswordSubmit';
import { useResendSignUpCode } from './useResendSignUpCode';
import { useSignIn } from './useSignIn';
import { useSignUp } from './useSignUp';

/** Spec 000 section 9: the app moves on one second after a successful sign-in. */
const redirectDelayMs = 1000;

interface GuardState {
  from?: string;
}

/** What every mode of the sign-in screen works with: the flow's state, the one form, the sends and their outcomes. */
export type SignInFlow = ReturnType<typeof useSignInFlow>;

/**
 * The sign-in screen's flow: the mode on screen (a reducer of utils/signInFlow), one useZodForm
 * form checked by the mode's shared schema, the identity mutations, and after signing in the
 * greeting's second and the profile data before the app moves on.
 */
export function useSignInFlow() {
  const { t } = useTranslation('access');
  const navigate = useNavigate();
  const location = useLocation();
  const me = useMe();
  const [state, dispatch] = useReducer(signInFlowReducer, initialSignInFlow);
  const { mode, signedIn, greetingShown, profileLoaded } = state;
  const [passwordVisible, setPasswordVisible] = useState(false);
  // The resolver checks the fields of the mode on screen: kept in refs, set before the form is reset.
  const modeRef = useRef<SignInMode>('signIn');
  const phoneRequiredRef = useRef(false);
  const schema = useMemo(() => signInScreenSchema(() => ({ mode: modeRef.current, phoneRequired: phoneRequiredRef.current })), []);
  // Checked as typed (the send button follows); a mode's kept values may be sent without a change.
  const form = useZodForm<typeof schema, SignInFields>(schema, { mode: 'onChange', defaultValues: emptySignInFields, allowPristine: true });
  const { formState, getValues, handleSubmit, reset, setValue, trigger, watch } = form;
  const fields = watch();
  const problems = Object.fromEntries((Object.keys(emptySignInFields) as (keyof SignInFields)[]).map((field) => [field, form.problem(field)])) as Partial<
    Record<keyof SignInFields, string>
  >;
  const change = (field: keyof SignInFields) => (value: string) => setValue(field, value, { shouldValidate: true, shouldDirty: true });
  /** What a FormField takes for one field: its value, and its problem shown as typed, once left, or after a send. */
  const field = (name: keyof SignInFields) => ({
    value: fields[name],
    onValueChange: change(name),
    onBlur: () => setValue(name, getValues(name), { shouldTouch: true, shouldValidate: true }),
    problem: problems[name],
    showProblem: formState.isSubmitted || formState.touchedFields[name] === true,
  });
  const queryClient = useQueryClient();
  const loadSignedInData = useSignedInDataLoader();

  const mutations = {
    signIn: useSignIn(),
    answerMfa: useAnswerMfaChallenge(),
    answerMfaSetup: useAnswerMfaSetupChallenge(),
    completeNewPassword: useCompleteNewPassword(),
    signUp: useSignUp(),
    confirmSignUp: useConfirmSignUp(),
    resendCode: useResendSignUpCode(),
    forgotPassword: useForgotPassword(),
    forgotPasswordSubmit: useForgotPasswordSubmit(),
  };
  const busy = Object.values(mutations).some((mutation) => mutation.isPending) || signedIn;

  useDocumentTitle(t(`modes.${mode}`));
  // The screen the guard or an ended session remembered, only ever a path of the app (no open redirect).
  const destination = safeReturnPath((location.state as GuardState | null)?.from) ?? staffRoot;

  // Signed in: the overlay waits for the profile data while the greeting's second runs, and the
  // app moves on when both are done. A failed load moves on too: the shell shows it with a retry.
  useEffect(() => {
    if (!signedIn) return undefined;
    let current = true;
    const timer = window.setTimeout(() => dispatch({ type: 'greetingShown' }), redirectDelayMs);
    void loadSignedInData(queryClient)
      .catch(() => undefined)
      .then(() => {
        if (current) dispatch({ type: 'profileLoaded' });
      });
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [signedIn, queryClient, loadSignedInData]);

  useEffect(() => {
    if (signedIn && greetingShown && profileLoaded) navigate(destination, { replace: true });
  }, [signedIn, greetingShown, profileLoaded, destination, navigate]);

  /** Another mode: its own schema from now on; the code and new passwords start empty, the rest is kept. */
  function switchMode(next: SignInMode, keep: Partial<SignInFields> = {}) {
    modeRef.current = next;
    dispatch({ type: 'modeSwitched', mode: next });
    reset({ ...getValues(), code: '', newPassword: '', currentPassword: '', ...keep });
    // The kept values are checked against the new mode's schema at once (the send button follows).
    void trigger();
  }

  /** A sign-in answer: signed in (greeting, then the app), or the challenge's mode. */
  function finish(answer: SignInAnswer) {
    if (answer.status === 'SIGNED_IN' && answer.user) {
      void showToast({ message: t('toasts.greeting', { name: answer.user.fullName }), intent: 'success', icon: 'hand' });
      dispatch({ type: 'signedIn' });
      return;
    }
    const challenge = answer.challenge;
    const next = challengeMode(challenge);
    if (!challenge || !next) return;
    if (challenge.name === 'NEW_PASSWORD_REQUIRED') phoneRequiredRef.current = challenge.phoneRequired;
    dispatch({ type: 'challenged', challenge });
    switchMode(next);
  }

  /** Identity errors of spec 000 section 8: some open another mode, the rest count as a failed attempt. */
  function failed(error: GraphqlRequestError) {
    const serverAttempts = attemptsFromError(error);
    if (serverAttempts) dispatch({ type: 'attemptsCounted', attempts: serverAttempts });
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
        dispatch({ type: 'attemptsCounted', attempts: serverAttempts ?? attemptsAtLimit });
        if (mode === 'mfa' || mode === 'mfaSetup') switchMode('signIn');
        return;
      default:
        void showErrorToast(error);
    }
  }

  return {
    state,
    dispatch,
    me,
    destination,
    fields,
    change,
    field,
    handleSubmit,
    formValid: formState.isValid,
    busy,
    mutations,
    switchMode,
    finish,
    failed,
    passwordVisible,
    togglePasswordVisible: () => setPasswordVisible((visible) => !visible),
  };
}
