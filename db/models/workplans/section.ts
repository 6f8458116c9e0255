import { Schema } from 'mongoose';
import type { RichTextNode } from '../../../domain/workplans/richText';
import { defineModel, versionedRecordPlugin, type VersionedRecord } from '../common';

/** A section of a work plan (spec 002 section 3: workplanSectionWorkplanId links it to its plan). */
export interface WorkplanSection {
  sectionName: string;
  description: RichTextNode;
  /** The plan's id (its _id as text). */
  workplanSectionWorkplanId: string;
  createdBy: string;
  updatedBy: string;
}

const sectionSchema = new Schema<WorkplanSection & VersionedRecord>(
  {
    sectionName: { type: String, required: true, maxlength: 120 },
    description: { type: Schema.Types.Mixed, required: true },
    workplanSectionWorkplanId: { type: String, required: true },
    createdBy: { type: String, required: true },
    updatedBy: { type: String, required: true },
  },
  { timestamps: true, collection: 'workplanSections', minimize: false },
);
sectionSchema.plugin(versionedRecordPlugin);
sectionSchema.index({ workplanSectionWorkplanId: 1, createdAt: 1 });

export const WorkplanSectionModel = defineModel<WorkplanSection & VersionedRecord>('WorkplanSection', sectionSchema);
