import { isValidObjectId } from 'mongoose';
import { AppError } from '../../domain/errors/catalogue';
import {
  daysLeft,
  LICENSE_EXPIRING_DAYS,
  licenseStatus,
  type LicenseStatus,
  maskLicenseKey,
  renewedExpiry,
  type LicenseFilter,
  type RenewLicenseInput,
  type RevokeLicenseInput,
} from '../../domain/licenses/rules';
import { liveRecords as live } from '../../db/models/common';
import { PosLicenseModel, type PosLicense } from '../../db/models/licenses';

/**
 * Point-of-sale licenses ('Licencia'): each register's license with its masked key, status and
 * expiry; renewals and revocations are applied to the version the screen read and recorded with
 * who and when.
 */
type Stored = PosLicense & { _id: unknown; _version: number };

/** Every register of the chain fits in one answer (a few hundred). */
const LICENSE_LIST_LIMIT = 2000;

export function licenseRow(license: Stored, now: number) {
  return {
    id: String(license._id),
    licenseId: license.licenseId,
    warehouseId: license.warehouseId,
    warehouseName: license.warehouseName,
    organizationId: license.organizationId,
    registerNumber: license.registerNumber,
    maskedKey: maskLicenseKey(license.licenseKey),
    issuedAt: new Date(license.issuedAt).toISOString(),
    expiresAt: new Date(license.expiresAt).toISOString(),
    status: licenseStatus(license, now),
    daysLeft: daysLeft(license.expiresAt, now),
    revokedAt: license.revokedAt ? new Date(license.revokedAt).toISOString() : null,
    revokedBy: license.revokedBy,
    revokeReason: license.revokeReason,
    renewals: [...license.renewals]
      .sort((a, b) => b.renewedAt.getTime() - a.renewedAt.getTime())
      .map((renewal) => ({
        renewedBy: renewal.renewedBy,
        renewedAt: renewal.renewedAt.toISOString(),
        months: renewal.months,
        previousExpiresAt: new Date(renewal.previousExpiresAt).toISOString(),
        newExpiresAt: new Date(renewal.newExpiresAt).toISOString(),
        note: renewal.note,
      })),
    _version: license._version,
  };
}

const DAY_MS = 86_400_000;

/** The stored condition of a status at a moment (domain licenseStatus: revoked wins, then expired, then within 30 days). */
export function licenseStatusQuery(status: LicenseStatus, now: number): Record<string, unknown> {
  if (status === 'revoked') return { revokedAt: { $ne: null } };
  if (status === 'expired') return { revokedAt: null, expiresAt: { $lte: now } };
  if (status === 'expiring') return { revokedAt: null, expiresAt: { $gt: now, $lte: now + LICENSE_EXPIRING_DAYS * DAY_MS } };
  return { revokedAt: null, expiresAt: { $gt: now + LICENSE_EXPIRING_DAYS * DAY_MS } };
}

export async function listLicenses(filter: LicenseFilter, now = Date.now()) {
  const query: Record<string, unknown> = { ...live };
  if (filter.organizationId) query.organizationId = filter.organizationId;
  if (filter.warehouseId) query.warehouseId = filter.warehouseId;
  if (filter.status) Object.assign(query, licenseStatusQuery(filter.status, now));
  const licenses = await PosLicenseModel.find(query).sort({ warehouseId: 1, registerNumber: 1 }).limit(LICENSE_LIST_LIMIT).lean<Stored[]>();
  return licenses.map((license) => licenseRow(license, now));
}

async function current(id: string, version: number): Promise<Stored> {
  if (!isValidObjectId(id)) throw new AppError('LICENSE_NOT_FOUND');
  const license = await PosLicenseModel.findOne({
    _id: id,
    ...live,
  }).lean<Stored>();
  if (!license) throw new AppError('LICENSE_NOT_FOUND');
  if (license._version !== version) throw new AppError('LICENSE_STALE');
  return license;
}

async function applyToVersion(license: Stored, update: Record<string, unknown>): Promise<Stored> {
  const updated = await PosLicenseModel.findOneAndUpdate(
    { _id: license._id, _version: license._version, ...live },
    { ...update, $inc: { _version: 1 } },
    { returnDocument: 'after' },
  ).lean<Stored>();
  if (!updated) throw new AppError('LICENSE_STALE');
  return updated;
}

export async function renewLicense(input: RenewLicenseInput, by: string, now = Date.now()) {
  const license = await current(input.id, input._version);
  if (license.revokedAt !== null) throw new AppError('LICENSE_REVOKED');
  const newExpiresAt = renewedExpiry(license.expiresAt, input.months, now);
  const renewal = {
    renewedBy: by,
    renewedAt: new Date(now),
    months: input.months,
    previousExpiresAt: license.expiresAt,
    newExpiresAt,
    note: input.note?.trim() || null,
  };
  return licenseRow(
    await applyToVersion(license, {
      $set: { expiresAt: newExpiresAt },
      $push: { renewals: renewal },
    }),
    now,
  );
}

export async function revokeLicense(input: RevokeLicenseInput, by: string, now = Date.now()) {
  const license = await current(input.id, input._version);
  if (license.revokedAt !== null) return licenseRow(license, now);
  return licenseRow(
    await applyToVersion(license, {
      $set: { revokedAt: now, revokedBy: by, revokeReason: input.reason },
    }),
    now,
  );
}
