import { Callout, Spinner } from '@blueprintjs/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { authenticatorCodeSchema } from '../../../../domain/access/profile';
import { FormDialog } from '../../ui/components';
import { useZodForm } from '../../ui/hooks';
import { showErrorToast, showToast } from '../../ui/toaster';
import { useSetUpTotp, useVerifyTotpSetup } from '../hooks';
import { AuthenticatorSetupFields } from './AuthenticatorSetupFields';

export interface AuthenticatorDialogProps {
  attendantId: string;
  onClose: () => void;
}

/** Authenticator setup: the server's QR code and secret, then the first code turns MFA on. */
export function AuthenticatorDialog({ attendantId, onClose }: AuthenticatorDialogProps) {
  const { t } = useTranslation('profile');
  const setUp = useSetUpTotp();
  const verify = useVerifyTotpSetup(attendantId);
  const form = useZodForm(authenticatorCodeSchema, { defaultValues: { code: '' }, mode: 'onChange', saving: verify.isPending });
  const started = useRef(false);
  const { mutate } = setUp;

  useEffect(() => {
    // StrictMode renders twice in development: one setup per opening.
    if (started.current) return;
    started.current = true;
    mutate({}, { onError: (error) => void showErrorToast(error) });
  }, [mutate]);

  const confirm = form.submit(({ code }) =>
    verify.mutate(
      { code },
      {
        onSuccess: () => {
          void showToast({ message: t('authenticator.enabledToast'), intent: 'success', icon: 'shield' });
          onClose();
        },
        onError: (error) => {
          form.setServerError(error);
          void showErrorToast(error);
        },
      },
    ),
  );

  const setup = setUp.data?.setUpTotp;
  return (
    <FormDialog
      title={t('authenticator.title')}
      icon="shield"
      onClose={onClose}
      onSubmit={confirm}
      form={form}
      submitText={t('authenticator.confirm')}
      saving={verify.isPending}
      blocked={!setup}
    >
      {setUp.isPending ? <Spinner /> : null}
      {setUp.isError ? <Callout intent="danger">{setUp.error.message}</Callout> : null}
      {setup ? (
        <AuthenticatorSetupFields
          setup={setup}
          code={form.watch('code')}
          onCodeChange={(code) => form.setValue('code', code, { shouldDirty: true, shouldValidate: true })}
          problem={form.problem('code')}
        />
      ) : null}
    </FormDialog>
  );
}
