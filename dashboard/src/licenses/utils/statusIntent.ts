import { Intent } from '@blueprintjs/core';
import { type LicenseStatus } from '../../../../domain/licenses/rules';

export const statusIntent: Record<LicenseStatus, Intent> = {
  active: Intent.SUCCESS,
  expiring: Intent.WARNING,
  expired: Intent.DANGER,
  revoked: Intent.NONE,
};
