import { Schema } from 'mongoose';
import { defineModel, phoneSchema, postalAddressSchema, taxpayerSchema, versionedRecordPlugin } from '../common';
import type { Phone, PostalAddress, Taxpayer, VersionedRecord } from '../common';
import { organizationRefSchema, type OrganizationRef } from '../stores/organization';

/** A supplier purchase orders go to. */
export interface Provider {
  providerId: string;
  providerName: string;
  /** Cron expression of the supplier's visit days (store delivery calendar). */
  cronVisits: string;
  phones: Phone[];
  address: PostalAddress;
  /** Purchase orders are e-mailed here. */
  email: string;
  giveCredit: boolean;
  taxpayer: Taxpayer;
  organization: OrganizationRef;
  active: boolean;
}

const providerSchema = new Schema<Provider & VersionedRecord>(
  {
    providerId: { type: String, required: true },
    providerName: { type: String, required: true },
    cronVisits: { type: String, required: true },
    phones: { type: [phoneSchema], default: [] },
    address: { type: postalAddressSchema, required: true },
    email: { type: String, required: true, match: /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/ },
    giveCredit: { type: Boolean, default: false },
    taxpayer: { type: taxpayerSchema, required: true },
    organization: { type: organizationRefSchema, required: true },
    active: { type: Boolean, default: true },
  },
  { timestamps: true, collection: 'providers' },
);
providerSchema.plugin(versionedRecordPlugin);
providerSchema.index({ providerId: 1 }, { unique: true });
providerSchema.index({ 'organization.organizationId': 1 });

export const ProviderModel = defineModel<Provider & VersionedRecord>('Provider', providerSchema);
