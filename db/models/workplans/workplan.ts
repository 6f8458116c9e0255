import { Schema } from 'mongoose';
import type { RichTextNode } from '../../../domain/workplans/richText';
import { defineModel, versionedRecordPlugin, type VersionedRecord } from '../common';

/**
 * A work plan (spec 002 section 3): a name and a rich-text description kept as the editor's
 * structured document (never HTML; checked by domain/workplans/richText.ts before it is stored).
 */
export interface Workplan {
  workplanName: string;
  /** Lower-case, single-spaced name: two plans are not called the same. */
  nameKey: string;
  description: RichTextNode;
  createdBy: string;
  updatedBy: string;
}

const workplanSchema = new Schema<Workplan & VersionedRecord>(
  {
    workplanName: { type: String, required: true, maxlength: 120 },
    nameKey: { type: String, required: true },
    description: { type: Schema.Types.Mixed, required: true },
    createdBy: { type: String, required: true },
    updatedBy: { type: String, required: true },
  },
  { timestamps: true, collection: 'workplans', minimize: false },
);
workplanSchema.plugin(versionedRecordPlugin);
workplanSchema.index({ nameKey: 1 }, { unique: true });
workplanSchema.index({ createdAt: -1 });

export const WorkplanModel = defineModel<Workplan & VersionedRecord>('Workplan', workplanSchema);
