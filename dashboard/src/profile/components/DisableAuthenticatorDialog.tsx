import { FormGroup, InputGroup } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { authenticatorCodeSchema } from '../../../../domain/access/profile';
import { FormDialog } from '../../ui/components';
import { useZodForm } from '../../ui/hooks';
import { showErrorToast, showToast } from '../../ui/toaster';
import { useDisableTotp } from '../hooks';
import { digitsOnly } from '../utils/phone';

export interface DisableAuthenticatorDialogProps {
  attendantId: string;
  onClose: () => void;
}

/** Turns MFA off with a current code from the authenticator, so a stolen session alone cannot remove it. */
export function DisableAuthenticatorDialog({ attendantId, onClose }: DisableAuthenticatorDialogProps) {
  const { t } = useTranslation('profile');
  const disable = useDisableTotp(attendantId);
  const form = useZodForm(authenticatorCodeSchema, { defaultValues: { code: '' }, mode: 'onChange', saving: disable.isPending });
  const code = form.group('code');

  const confirm = form.submit((input) =>
    disable.mutate(input, {
      onSuccess: () => {
        void showToast({ message: t('authenticator.disabledToast'), intent: 'success', icon: 'unlock' });
        onClose();
      },
      onError: (error) => {
        form.reset({ code: '' });
        void showErrorToast(error);
      },
    }),
  );

  return (
    <FormDialog
      title={t('authenticator.disableTitle')}
      icon="shield"
      onClose={onClose}
      onSubmit={confirm}
      form={form}
      submitText={t('authenticator.disableConfirm')}
      submitIntent="danger"
      saving={disable.isPending}
    >
      <p>{t('authenticator.disableHelp')}</p>
      <FormGroup label={t('authenticator.code')} {...code}>
        <InputGroup
          id={code.labelFor}
          inputMode="numeric"
          autoComplete="one-time-code"
          autoFocus
          intent={code.intent}
          value={form.watch('code')}
          onValueChange={(value) => form.setValue('code', digitsOnly(value, 6), { shouldDirty: true, shouldValidate: true })}
        />
      </FormGroup>
    </FormDialog>
  );
}
