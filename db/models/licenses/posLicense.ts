import { Schema } from 'mongoose';
import { defineModel, versionedRecordPlugin, type VersionedRecord } from '../common';

/** One renewal of a license: who, when, the expiry before and after. */
export interface LicenseRenewal {
  renewedBy: string;
  renewedAt: Date;
  months: number;
  previousExpiresAt: number;
  newExpiresAt: number;
  note: string | null;
}

/**
 * The license of the point-of-sale software on one register (caja) of a store ('Licencia', spec
 * 000 section 6; content not shown: see docs/storeOperations.md). Epoch milliseconds for the
 * moments; the key is never sent whole to a screen (domain/licenses/rules.ts masks it).
 */
export interface PosLicense {
  licenseId: string;
  warehouseId: string;
  warehouseName: string;
  organizationId: string;
  /** The register's number in the store: 101, 102, 103 (spec 002 section 9). */
  registerNumber: number;
  licenseKey: string;
  issuedAt: number;
  expiresAt: number;
  revokedAt: number | null;
  revokedBy: string | null;
  revokeReason: string | null;
  renewals: LicenseRenewal[];
}

const renewalSchema = new Schema<LicenseRenewal>(
  {
    renewedBy: { type: String, required: true },
    renewedAt: { type: Date, required: true },
    months: { type: Number, required: true, min: 1 },
    previousExpiresAt: { type: Number, required: true },
    newExpiresAt: { type: Number, required: true },
    note: { type: String, default: null },
  },
  { _id: false },
);

const posLicenseSchema = new Schema<PosLicense & VersionedRecord>(
  {
    licenseId: { type: String, required: true },
    warehouseId: { type: String, required: true },
    warehouseName: { type: String, required: true },
    organizationId: { type: String, required: true },
    registerNumber: { type: Number, required: true, min: 1 },
    licenseKey: { type: String, required: true },
    issuedAt: { type: Number, required: true },
    expiresAt: { type: Number, required: true },
    revokedAt: { type: Number, default: null },
    revokedBy: { type: String, default: null },
    revokeReason: { type: String, default: null },
    renewals: { type: [renewalSchema], default: [] },
  },
  { timestamps: true, collection: 'posLicenses' },
);
posLicenseSchema.plugin(versionedRecordPlugin);
posLicenseSchema.index({ licenseId: 1 }, { unique: true });
posLicenseSchema.index({ warehouseId: 1, registerNumber: 1 }, { unique: true });
posLicenseSchema.index({ organizationId: 1, expiresAt: 1 });
// The list's sorts by register and by expiry (domain/licenses/licenseList.ts); the store's is the unique index above.
posLicenseSchema.index({ registerNumber: 1 });
posLicenseSchema.index({ expiresAt: 1 });

export const PosLicenseModel = defineModel<PosLicense & VersionedRecord>('PosLicense', posLicenseSchema);
