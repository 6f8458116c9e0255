import { Button, Card, FormGroup, InputGroup, Intent, NumericInput } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { LICENSE_RENEWAL_MAX_MONTHS, renewLicenseSchema } from '../../../../domain/licenses/rules';
import type { PosLicenseRowFragment } from '../../graphql';
import { useZodForm } from '../../ui/hooks';
import { showToast } from '../../ui/toaster';
import { useRenewPosLicense } from '../hooks';
import { useLicenseDates } from '../hooks/useLicenseDates';
import { FormProblem } from '../../ui/components';

export interface LicenseRenewFormProps {
  license: PosLicenseRowFragment;
  onDone: () => void;
}

/** Renew 1 to 36 months (from the current expiry, or from today once expired), with a note; checked with the server's schema. */
export function LicenseRenewForm({ license, onDone }: LicenseRenewFormProps) {
  const { t } = useTranslation('licenses');
  const dates = useLicenseDates();
  const renew = useRenewPosLicense();
  const form = useZodForm(renewLicenseSchema, {
    id: 'license',
    mode: 'onChange',
    defaultValues: { id: license.id, _version: license._version, months: 12, note: '' },
    toInput: (values) => ({ ...values, note: values.note?.trim() ? values.note : undefined }),
    allowPristine: true,
    saving: renew.isPending,
  });
  const submit = form.submit((input) =>
    renew.mutate(
      { input },
      {
        onSuccess: (answer) => {
          void showToast({
            message: t('renewed', {
              register: license.registerNumber,
              store: license.warehouseId,
              date: dates.day.format(new Date(answer.renewPosLicense.expiresAt)),
            }),
            intent: 'success',
            icon: 'tick',
          });
          onDone();
        },
        onError: form.setServerError,
      },
    ),
  );
  return (
    <Card className="licenses__renew">
      <form noValidate onSubmit={submit}>
        <FormGroup label={t('months')} {...form.group('months', t('monthsHint'))}>
          <NumericInput min={1} max={LICENSE_RENEWAL_MAX_MONTHS} minorStepSize={null} {...form.numeric('months')} />
        </FormGroup>
        <FormGroup label={t('note')} {...form.group('note')}>
          <InputGroup maxLength={200} {...form.input('note')} />
        </FormGroup>
        <FormProblem problem={form.formError} />
        <Button type="submit" intent={Intent.PRIMARY} icon="refresh" text={t('renew')} loading={renew.isPending} disabled={form.submitDisabled} />
      </form>
    </Card>
  );
}
