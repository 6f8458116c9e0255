import { Button, Callout, Dialog, DialogBody, DialogFooter, Spinner } from '@blueprintjs/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { totpCodeSchema } from '../../../../domain/access/rules';
import { showErrorToast, showToast } from '../../ui/toaster';
import { useSetUpTotp, useVerifyTotpSetup } from '../hooks';
import { AuthenticatorSetupFields } from './AuthenticatorSetupFields';

/** Authenticator setup: the server's QR code and secret, then the first code turns MFA on. */
export function AuthenticatorDialog({ attendantId, onClose }: { attendantId: string; onClose: () => void }) {
  const { t } = useTranslation('profile');
  const setUp = useSetUpTotp();
  const verify = useVerifyTotpSetup(attendantId);
  const [code, setCode] = useState('');
  const started = useRef(false);
  const { mutate } = setUp;

  useEffect(() => {
    // StrictMode renders twice in development: one setup per opening.
    if (started.current) return;
    started.current = true;
    mutate({}, { onError: (error) => void showErrorToast(error) });
  }, [mutate]);

  const valid = totpCodeSchema.safeParse(code).success;

  function confirm() {
    if (!valid) return;
    verify.mutate(
      { code },
      {
        onSuccess: () => {
          void showToast({ message: t('authenticator.enabledToast'), intent: 'success', icon: 'shield' });
          onClose();
        },
        onError: (error) => void showErrorToast(error),
      },
    );
  }

  const setup = setUp.data?.setUpTotp;
  return (
    <Dialog isOpen onClose={onClose} title={t('authenticator.title')} icon="shield">
      <DialogBody>
        {setUp.isPending ? <Spinner /> : null}
        {setUp.isError ? <Callout intent="danger">{setUp.error.message}</Callout> : null}
        {setup ? <AuthenticatorSetupFields setup={setup} code={code} onCodeChange={setCode} /> : null}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('actions.cancel')} onClick={onClose} />
            <Button intent="primary" text={t('authenticator.confirm')} loading={verify.isPending} disabled={!setup || !valid} onClick={confirm} />
          </>
        }
      />
    </Dialog>
  );
}
