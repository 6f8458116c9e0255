import { Button, FormGroup, InputGroup } from '@blueprintjs/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showErrorToast, showToast, toastDurations } from '../../ui/toaster';
import { useEmailSuscription } from '../hooks/useEmailSuscription';
import { landingEmailProblem } from '../utils/landingEmail';

/** Landing subscription: validates the e-mail, sends it, and answers with a bottom-left toast. */
export function SubscribeForm() {
  const { t } = useTranslation('landing');
  const [email, setEmail] = useState('');
  // Errors show once the visitor has typed or tried to send, not on an untouched field.
  const [touched, setTouched] = useState(false);
  const suscription = useEmailSuscription();
  const problem = touched ? landingEmailProblem(email) : undefined;
  const toastOptions = { placement: 'bottom-left', timeout: toastDurations.subscription } as const;

  function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (landingEmailProblem(email) !== undefined) return;
    suscription.mutate(
      { input: { email: email.trim(), active: true, origin: 'landingPage' } },
      {
        onSuccess: () => {
          void showToast({ ...toastOptions, message: t('landing.subscribe.success'), intent: 'success', icon: 'tick' });
        },
        onError: (error) => {
          for (const detail of error.details) void showErrorToast(new Error(detail.message), toastOptions);
        },
        onSettled: () => {
          setEmail('');
          setTouched(false);
        },
      },
    );
  }

  return (
    <form className="subscribe-form" onSubmit={submit} noValidate>
      <FormGroup
        label={t('landing.subscribe.title')}
        labelFor="landing-email"
        intent={problem ? 'danger' : 'none'}
        helperText={problem ? t(`landing.subscribe.errors.${problem}`) : undefined}
      >
        <div className="subscribe-form__row">
          <InputGroup
            id="landing-email"
            type="email"
            name="email"
            size="large"
            leftIcon="envelope"
            autoComplete="email"
            aria-label={t('landing.subscribe.label')}
            placeholder={t('landing.subscribe.placeholder')}
            value={email}
            intent={problem ? 'danger' : 'none'}
            disabled={suscription.isPending}
            onValueChange={(value) => {
              setEmail(value);
              setTouched(true);
            }}
          />
          <Button
            type="submit"
            size="large"
            intent="primary"
            text={t('landing.subscribe.submit')}
            loading={suscription.isPending}
            disabled={problem !== undefined}
          />
        </div>
      </FormGroup>
    </form>
  );
}
