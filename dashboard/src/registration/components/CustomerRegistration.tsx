import { Button, Card, Classes, H1, Icon } from '@blueprintjs/core';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toLanguage } from '../../ui/utils/languages';
import { isGraphqlRequestError } from '../../graphql';
import { useDocumentTitle } from '../../ui/hooks/useDocumentTitle';
import { showErrorToast, showToast } from '../../ui/toaster';
import { useCreateCustomer, useRegistrationChecks } from '../hooks';
import { emptyRegistrationForm, type RegistrationForm, registrationInput } from '../utils';
import { CustomerDataStep } from './CustomerDataStep';
import { LegalsStep } from './LegalsStep';
import { RegistrationResult, type SubmissionState } from './RegistrationResult';
import './registration.css';

/** Back-to-top shows after this much scrolling (spec 000 section 9). */
const BACK_TO_TOP_PX = 100;
/** Enrol New Customer returns to step 0 after 0.5 s. */
const RESET_DELAY_MS = 500;
/** Failures the result view names; anything else reads "Generic Error Create Customer". */
const namedFailures = new Set(['CUSTOMER_ALREADY_EXISTS', 'CUSTOMER_PHONE_UNPARSEABLE', 'CUSTOMER_INE_TOKEN_INVALID']);

const steps = [
  { key: 'data', optional: false },
  { key: 'legals', optional: false },
] as const;

/** /customerRegistration: the public two-step pre-registration (spec 000 sections 2-5, 7-9). */
export function CustomerRegistration() {
  const { t, i18n } = useTranslation('registration');
  useDocumentTitle(t('title'));
  const language = toLanguage(i18n.resolvedLanguage);
  const [form, setForm] = useState<RegistrationForm>(emptyRegistrationForm);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [active, setActive] = useState(0);
  const [submission, setSubmission] = useState<SubmissionState | null>(null);
  const [scrolled, setScrolled] = useState(false);
  const resetTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const createCustomer = useCreateCustomer();
  // The checks (zod and the shared schemas) arrive with the visitor's first focus, click or key;
  // until then no step is valid, as an empty form is not.
  const [checks, loadChecks] = useRegistrationChecks();

  // A change alone does not load the checks: the page itself changes the form (the nearest store
  // is preselected when the stores arrive), and a visitor's changes come with a focus or a key.
  const change = useCallback((update: (current: RegistrationForm) => RegistrationForm) => setForm(update), []);
  const touch = useCallback((field: string) => setTouched((current) => (current.has(field) ? current : new Set([...current, field]))), []);
  const dataProblems = useMemo(() => checks?.checkCustomerData(form, language) ?? null, [checks, form, language]);
  const legalsProblem = useMemo(() => (checks ? checks.checkLegals(form, language) : undefined), [checks, form, language]);
  const shownProblems = useMemo(
    () => Object.fromEntries(Object.entries(dataProblems ?? {}).filter(([key]) => touched.has(key.split('.')[0]))),
    [dataProblems, touched],
  );
  const legalsTouched = form.legals.some((legal) => legal.datetime > 0) || touched.has('legals');
  const stepValid = active === 0 ? dataProblems !== null && Object.keys(dataProblems).length === 0 : legalsProblem === null;

  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > BACK_TO_TOP_PX);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  useEffect(() => () => clearTimeout(resetTimer.current), []);

  const finish = () => {
    setSubmission({ state: 'sending' });
    createCustomer.mutate(
      { input: registrationInput(form) },
      {
        onSuccess: ({ createCustomer: result }) => {
          setSubmission({ state: 'success', result });
          void showToast({ message: t('result.registered'), intent: 'success', icon: 'tick' });
          for (const email of result.emails) void showToast({ message: t('result.emailSent', { email }), intent: 'primary', icon: 'envelope' });
          for (const phone of result.mobilePhones) void showToast({ message: t('result.smsSent', { phone }), intent: 'primary', icon: 'mobile-phone' });
        },
        onError: (error) => {
          // The result view names only these two failures; the toast also gives any other
          // catalogue message (a rate limit, a store gone). A fault outside the catalogue (the
          // server's own words, no connection) is "Generic Error Create Customer" in both. The
          // whole catalogue is downloaded only here, when a registration fails.
          void import('../../../../domain/errors/catalogue').then(({ errorCatalogue, errorMessage }) => {
            const generic = errorMessage('CUSTOMER_REGISTRATION_FAILED', language);
            const code = isGraphqlRequestError(error) ? error.errorCode : undefined;
            const fromCatalogue = Boolean(code && Object.hasOwn(errorCatalogue, code));
            showErrorToast(new Error(fromCatalogue ? error.message : generic));
            // An expired INE upload is dropped, so going back to the form asks for the photo again.
            if (code === 'CUSTOMER_INE_TOKEN_INVALID') setForm((current) => ({ ...current, inePhoto: null }));
            setSubmission({ state: 'failure', message: code && namedFailures.has(code) ? error.message : generic });
          });
        },
      },
    );
  };

  const enrolNew = () => {
    if (form.inePhoto) URL.revokeObjectURL(form.inePhoto.previewUrl);
    setForm(emptyRegistrationForm());
    setTouched(new Set());
    clearTimeout(resetTimer.current);
    resetTimer.current = setTimeout(() => {
      setSubmission(null);
      setActive(0);
    }, RESET_DELAY_MS);
  };

  const last = active === steps.length - 1;
  return (
    <Card className="registration" elevation={1} onFocus={loadChecks} onPointerDown={loadChecks} onKeyDown={loadChecks}>
      <H1>{t('title')}</H1>
      <p className={Classes.TEXT_MUTED}>{t('intro')}</p>
      {submission ? (
        <RegistrationResult submission={submission} onEnrolNew={enrolNew} />
      ) : (
        <ol className="registration-stepper">
          {steps.map((step, index) => {
            const state = index < active ? 'done' : index === active ? 'active' : 'pending';
            return (
              <li
                key={step.key}
                className={`registration-stepper__step registration-stepper__step--${state}`}
                aria-current={index === active ? 'step' : undefined}
              >
                <div className="registration-stepper__header">
                  <span className="registration-stepper__number">{state === 'done' ? <Icon icon="tick" size={12} /> : index + 1}</span>
                  <span className="registration-stepper__title">{t(`steps.${step.key}`)}</span>
                </div>
                <div className="registration-stepper__body">
                  {index === active ? (
                    <>
                      {step.key === 'data' ? (
                        <CustomerDataStep form={form} onChange={change} problems={shownProblems} onTouch={touch} checksReady={checks !== null} />
                      ) : (
                        <LegalsStep form={form} onChange={change} problem={legalsTouched ? (legalsProblem ?? null) : null} />
                      )}
                      <div className="registration-stepper__actions">
                        <Button text={t('buttons.back')} disabled={active === 0} onClick={() => setActive(active - 1)} />
                        {step.optional ? <Button variant="minimal" text={t('buttons.skip')} onClick={() => setActive(active + 1)} /> : null}
                        <Button
                          intent="primary"
                          text={last ? t('buttons.finish') : t('buttons.next')}
                          disabled={!stepValid}
                          onClick={() => {
                            if (last) finish();
                            else {
                              setActive(active + 1);
                              window.scrollTo({ top: 0 });
                            }
                          }}
                        />
                      </div>
                    </>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ol>
      )}
      {scrolled ? (
        <Button
          className="registration__back-to-top"
          intent="primary"
          icon="arrow-up"
          aria-label={t('buttons.backToTop')}
          onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
        />
      ) : null}
    </Card>
  );
}
