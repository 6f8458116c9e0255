import { Button, Dialog, DialogBody, DialogFooter, FormGroup, InputGroup } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { totpCodeSchema } from '../../../../domain/access/rules';
import { showErrorToast, showToast } from '../../ui/toaster';
import { useDisableTotp } from '../hooks';
import { digitsOnly } from '../utils/phone';

/** Turns MFA off with a current code from the authenticator, so a stolen session alone cannot remove it. */
export function DisableAuthenticatorDialog({ attendantId, onClose }: { attendantId: string; onClose: () => void }) {
  const { t } = useTranslation('profile');
  const disable = useDisableTotp(attendantId);
  const [code, setCode] = useState('');
  const valid = totpCodeSchema.safeParse(code).success;

  function confirm() {
    if (!valid) return;
    disable.mutate(
      { code },
      {
        onSuccess: () => {
          void showToast({ message: t('authenticator.disabledToast'), intent: 'success', icon: 'unlock' });
          onClose();
        },
        onError: (error) => {
          setCode('');
          void showErrorToast(error);
        },
      },
    );
  }

  return (
    <Dialog isOpen onClose={onClose} title={t('authenticator.disableTitle')} icon="shield">
      <DialogBody>
        <p>{t('authenticator.disableHelp')}</p>
        <FormGroup label={t('authenticator.code')} labelFor="totp-disable-code">
          <InputGroup
            id="totp-disable-code"
            inputMode="numeric"
            autoComplete="one-time-code"
            autoFocus
            value={code}
            onValueChange={(value) => setCode(digitsOnly(value, 6))}
            onKeyDown={(event) => {
              if (event.key === 'Enter') confirm();
            }}
          />
        </FormGroup>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('actions.cancel')} onClick={onClose} />
            <Button intent="danger" text={t('authenticator.disableConfirm')} loading={disable.isPending} disabled={!valid} onClick={confirm} />
          </>
        }
      />
    </Dialog>
  );
}
