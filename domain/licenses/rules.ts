import addMonths from 'date-fns/addMonths';
import { z } from 'zod';
import { multiLineText, singleLineText } from '../common/text';

/**
 * Point-of-sale licenses (spec 000 section 6 'Licencia'; its content is not shown, see
 * docs/storeOperations.md): each store's registers (cajas 101 to 103, spec 002 section 9) hold a
 * license key of the point-of-sale software with an expiry; renewals are recorded.
 */
export const licenseStatuses = ['active', 'expiring', 'expired', 'revoked'] as const;
export type LicenseStatus = (typeof licenseStatuses)[number];

/** A license expiring within this many days shows as 'expiring' (Por vencer). */
export const LICENSE_EXPIRING_DAYS = 30;
export const LICENSE_RENEWAL_MAX_MONTHS = 36;
const DAY_MS = 86_400_000;

/** Status from the record and the moment: revoked wins, then expired, then within 30 days. */
export function licenseStatus(license: { expiresAt: number; revokedAt: number | null }, now: number): LicenseStatus {
  if (license.revokedAt !== null) return 'revoked';
  if (license.expiresAt <= now) return 'expired';
  if (license.expiresAt - now <= LICENSE_EXPIRING_DAYS * DAY_MS) return 'expiring';
  return 'active';
}

/** Whole days left until expiry (0 once expired). */
export function daysLeft(expiresAt: number, now: number): number {
  return Math.max(0, Math.ceil((expiresAt - now) / DAY_MS));
}

/**
 * The key as screens and the CLI show it: only its last group readable. XXXXX-XXXXX-XXXXX-AB12
 * becomes •••••-•••••-•••••-AB12; a key without groups keeps its last 4 characters.
 */
export function maskLicenseKey(key: string): string {
  const groups = key.split('-');
  if (groups.length > 1) return [...groups.slice(0, -1).map((group) => '•'.repeat(group.length)), groups[groups.length - 1]].join('-');
  return key.length <= 4 ? '•'.repeat(key.length) : '•'.repeat(key.length - 4) + key.slice(-4);
}

/**
 * A renewal extends from the current expiry when the license is still valid (no day is lost) and
 * from now when it already expired.
 */
export function renewedExpiry(expiresAt: number, months: number, now: number): number {
  return addMonths(new Date(Math.max(expiresAt, now)), months).getTime();
}

export const renewLicenseSchema = z.object({
  id: singleLineText().min(1, 'LICENSE_NOT_FOUND').max(64, 'LICENSE_NOT_FOUND'),
  _version: z.number().int().min(1, 'LICENSE_STALE'),
  months: z
    .number({ message: 'LICENSE_RENEWAL_MONTHS_INVALID' })
    .int('LICENSE_RENEWAL_MONTHS_INVALID')
    .min(1, 'LICENSE_RENEWAL_MONTHS_INVALID')
    .max(LICENSE_RENEWAL_MAX_MONTHS, 'LICENSE_RENEWAL_MONTHS_INVALID'),
  note: multiLineText().max(200, 'LICENSE_NOTE_TOO_LONG').optional(),
});
export type RenewLicenseInput = z.output<typeof renewLicenseSchema>;

export const revokeLicenseSchema = z.object({
  id: singleLineText().min(1, 'LICENSE_NOT_FOUND').max(64, 'LICENSE_NOT_FOUND'),
  _version: z.number().int().min(1, 'LICENSE_STALE'),
  reason: multiLineText().min(1, 'LICENSE_REASON_REQUIRED').max(200, 'LICENSE_NOTE_TOO_LONG'),
});
export type RevokeLicenseInput = z.output<typeof revokeLicenseSchema>;

export const licenseFilterSchema = z.object({
  organizationId: z.enum(['01', '02']).optional(),
  warehouseId: singleLineText().max(20).optional(),
  status: z.enum(licenseStatuses).optional(),
});
export type LicenseFilter = z.output<typeof licenseFilterSchema>;
