import { Schema } from 'mongoose';
import { defineModel, phoneSchema, postalAddressSchema, taxpayerSchema, versionedRecordPlugin } from '../common';
import type { Phone, PostalAddress, Taxpayer, VersionedRecord } from '../common';

/** A company of the group (BAMA = '01', TCO = '02'). */
export interface Organization {
  /** Two-digit business id used across the product ('01', '02'). */
  organizationId: string;
  organizationName: string;
  /** Company number in the ERP: company 1 has its own ERP database, the others share a second one. */
  erpCompanyId: number;
  address: PostalAddress;
  taxpayer: Taxpayer;
  phones: Phone[];
  active: boolean;
}

/** The copy of an organization embedded in stores, products, providers and positions. */
export interface OrganizationRef {
  organizationId: string;
  organizationName: string;
}

export const organizationRefSchema = new Schema<OrganizationRef>(
  {
    organizationId: { type: String, required: true },
    organizationName: { type: String, required: true },
  },
  { _id: false },
);

const organizationSchema = new Schema<Organization & VersionedRecord>(
  {
    organizationId: { type: String, required: true, match: /^\d{2}$/ },
    organizationName: { type: String, required: true },
    erpCompanyId: { type: Number, required: true, min: 1 },
    address: { type: postalAddressSchema, required: true },
    taxpayer: { type: taxpayerSchema, required: true },
    phones: { type: [phoneSchema], default: [] },
    active: { type: Boolean, default: true },
  },
  { timestamps: true, collection: 'organizations' },
);
organizationSchema.plugin(versionedRecordPlugin);
organizationSchema.index({ organizationId: 1 }, { unique: true });
organizationSchema.index({ erpCompanyId: 1 }, { unique: true });

export const OrganizationModel = defineModel<Organization & VersionedRecord>('Organization', organizationSchema);
