import { Button, Dialog, DialogBody, DialogFooter, HTMLTable, Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { type LicenseStatus } from '../../../../domain/licenses/rules';
import type { PosLicenseRowFragment } from '../../graphql';
import { useLicenseDates } from '../hooks/useLicenseDates';
import { statusIntent } from '../utils/statusIntent';
import { LicenseRenewForm } from './LicenseRenewForm';
import { LicenseRevokeForm } from './LicenseRevokeForm';

export interface LicenseDialogProps {
  license: PosLicenseRowFragment;
  onClose: () => void;
}

/**
 * A register's license: its details, renew or revoke (LicenseRenewForm, LicenseRevokeForm), and the
 * renewals recorded. The details and the renewals (one a year or so) stay small plain tables.
 */
export function LicenseDialog({ license, onClose }: LicenseDialogProps) {
  const { t } = useTranslation('licenses');
  const dates = useLicenseDates();
  const revoked = license.status === 'revoked';
  return (
    <Dialog
      isOpen
      onClose={onClose}
      title={t('dialogTitle', {
        register: license.registerNumber,
        store: `${license.warehouseId} · ${license.warehouseName}`,
      })}
      className="licenses__dialog"
    >
      <DialogBody>
        <HTMLTable compact className="licenses__detail">
          <tbody>
            <tr>
              <th>{t('key')}</th>
              <td>
                <code>{license.maskedKey}</code>
              </td>
            </tr>
            <tr>
              <th>{t('statusLabel')}</th>
              <td>
                <Tag intent={statusIntent[license.status as LicenseStatus]}>{t(`status.${license.status as LicenseStatus}`)}</Tag>
              </td>
            </tr>
            <tr>
              <th>{t('expires')}</th>
              <td>{dates.day.format(new Date(license.expiresAt))}</td>
            </tr>
            {license.revokedAt ? (
              <tr>
                <th>{t('revokedLabel')}</th>
                <td>
                  {dates.moment.format(new Date(license.revokedAt))} · {license.revokedBy} · {license.revokeReason}
                </td>
              </tr>
            ) : null}
          </tbody>
        </HTMLTable>
        {!revoked ? <LicenseRenewForm license={license} onDone={onClose} /> : null}
        <h4>{t('renewals')}</h4>
        {license.renewals.length === 0 ? (
          <p className="bp6-text-muted">{t('noRenewals')}</p>
        ) : (
          <HTMLTable compact striped aria-label={t('renewals')}>
            <thead>
              <tr>
                <th>{t('renewedAt')}</th>
                <th>{t('renewedBy')}</th>
                <th>{t('months')}</th>
                <th>{t('previousExpiry')}</th>
                <th>{t('newExpiry')}</th>
                <th>{t('note')}</th>
              </tr>
            </thead>
            <tbody>
              {license.renewals.map((renewal) => (
                <tr key={renewal.renewedAt}>
                  <td>{dates.moment.format(new Date(renewal.renewedAt))}</td>
                  <td>{renewal.renewedBy}</td>
                  <td>{renewal.months}</td>
                  <td>{dates.day.format(new Date(renewal.previousExpiresAt))}</td>
                  <td>{dates.day.format(new Date(renewal.newExpiresAt))}</td>
                  <td>{renewal.note ?? ''}</td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        )}
        {!revoked ? <LicenseRevokeForm license={license} onDone={onClose} /> : null}
      </DialogBody>
      <DialogFooter actions={<Button text={t('close')} onClick={onClose} />} />
    </Dialog>
  );
}
