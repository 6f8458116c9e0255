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
}

const customerTypeSchema = new Schema<CustomerType & VersionedRecord>(
  {
    customerTypeId: { type: String, required: true, match: /^[A-Z0-9]{2,10}$/ },
    customerTypeName: { type: String, required: true },
    labels: { type: labelsSchema, required: true },
    defaultType: { type: Boolean, default: false },
  },
  { timestamps: true, collection: 'customerTypes' },
);
customerTypeSchema.plugin(versionedRecordPlugin);
customerTypeSchema.index({ customerTypeId: 1 }, { unique: true });

export const CustomerTypeModel = defineModel<CustomerType & VersionedRecord>('CustomerType', customerTypeSchema);
