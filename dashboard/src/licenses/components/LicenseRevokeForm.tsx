import { Button, Card, FormGroup, Intent, TextArea } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { revokeLicenseSchema } from '../../../../domain/licenses/rules';
import type { PosLicenseRowFragment } from '../../graphql';
import { useZodForm } from '../../ui/hooks';
import { showToast } from '../../ui/toaster';
import { useRevokePosLicense } from '../hooks';
import { FormProblem } from '../../ui/components';

export interface LicenseRevokeFormProps {
  license: PosLicenseRowFragment;
  onDone: () => void;
}

/** Revoke a register's license with its reason (required); checked with the server's schema. */
export function LicenseRevokeForm({ license, onDone }: LicenseRevokeFormProps) {
  const { t } = useTranslation('licenses');
  const revoke = useRevokePosLicense();
  const form = useZodForm(revokeLicenseSchema, {
    id: 'license',
    defaultValues: { id: license.id, _version: license._version, reason: '' },
    saving: revoke.isPending,
  });
  const submit = form.submit((input) =>
    revoke.mutate(
      { input },
      {
        onSuccess: () => {
          void showToast({ message: t('revokedOk'), intent: 'warning', icon: 'disable' });
          onDone();
        },
        onError: form.setServerError,
      },
    ),
  );
  return (
    <Card className="licenses__revoke">
      <form noValidate onSubmit={submit}>
        <FormGroup label={t('reason')} {...form.group('reason')}>
          <TextArea maxLength={200} fill {...form.textArea('reason')} />
        </FormGroup>
        <FormProblem problem={form.formError} />
        <Button type="submit" intent={Intent.DANGER} icon="disable" text={t('revoke')} loading={revoke.isPending} disabled={form.submitDisabled} />
      </form>
    </Card>
  );
}
