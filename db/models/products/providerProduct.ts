import type { StoredMoney } from '../../../domain/common/money';
import { Schema } from 'mongoose';
import { defineModel, moneyField, versionedRecordPlugin, type VersionedRecord } from '../common';
import { taxSchema, type Tax } from './tax';

/** What a provider sells of one product, and at what price (per piece, before taxes). */
export interface ProviderProduct {
  providerId: string;
  productId: string;
  /** Copied from the product so purchase rows read without a join. */
  sku: string;
  organizationId: string;
  purchasePrice: StoredMoney;
  unitsPerPackage: number;
  taxes: Tax[];
}

const providerProductSchema = new Schema<ProviderProduct & VersionedRecord>(
  {
    providerId: { type: String, required: true },
    productId: { type: String, required: true },
    sku: { type: String, required: true },
    organizationId: { type: String, required: true },
    purchasePrice: { ...moneyField, required: true },
    unitsPerPackage: { type: Number, required: true, min: 1 },
    taxes: { type: [taxSchema], default: [] },
  },
  { timestamps: true, collection: 'providerProducts' },
);
providerProductSchema.plugin(versionedRecordPlugin);
providerProductSchema.index({ providerId: 1, productId: 1 }, { unique: true });
providerProductSchema.index({ organizationId: 1, sku: 1 });

export const ProviderProductModel = defineModel<ProviderProduct & VersionedRecord>('ProviderProduct', providerProductSchema);
