import { Schema } from 'mongoose';
import { defineModel, labelsSchema, versionedRecordPlugin, type Labels, type VersionedRecord } from '../common';

/**
 * A customer type (spec 001): CC, CL, CJ, CM, CB001. `defaultType` true shows as PRINCIPAL in the
 * admin screen, false as INACTIVO; new and authorized customers get the principal type.
 */
export interface CustomerType {
  customerTypeId: string;
  customerTypeName: string;
  labels: Labels;
  defaultType: boolean;
  /** The name as compared for uniqueness (domain/common/text.ts nameKeyOf). */
  nameKey?: string;
}

const customerTypeSchema = new Schema<CustomerType & VersionedRecord>(
  {
    customerTypeId: { type: String, required: true, match: /^[A-Z0-9]{2,10}$/ },
    customerTypeName: { type: String, required: true },
    labels: { type: labelsSchema, required: true },
    defaultType: { type: Boolean, default: false },
    nameKey: { type: String },
  },
  { timestamps: true, collection: 'customerTypes' },
);
customerTypeSchema.plugin(versionedRecordPlugin);
customerTypeSchema.index({ customerTypeId: 1 }, { unique: true });
// Exactly one main type: the database refuses a second one, whatever the requests race to do.
customerTypeSchema.index({ defaultType: 1 }, { unique: true, partialFilterExpression: { defaultType: true }, name: 'oneDefaultType' });
customerTypeSchema.index({ nameKey: 1 }, { unique: true, partialFilterExpression: { nameKey: { $type: 'string' } }, name: 'uniqueName' });

export const CustomerTypeModel = defineModel<CustomerType & VersionedRecord>('CustomerType', customerTypeSchema);
