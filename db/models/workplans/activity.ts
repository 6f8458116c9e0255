import { Schema } from 'mongoose';
import type { RichTextNode } from '../../../domain/workplans/richText';
import { frequencyTypes, type FrequencyType } from '../../../domain/workplans/temporality';
import { defineModel, versionedRecordPlugin, type VersionedRecord } from '../common';

/**
 * An activity of a work plan's section (spec 002 section 3): release and final store days
 * (yyyy-MM-dd), temporality (cron, frecuency, frecuencyType) and score. Deleting one soft-deletes
 * it (_deleted), like every versioned record.
 */
export interface WorkplanActivity {
  activityName: string;
  description: RichTextNode;
  marketReleaseDate: string;
  marketFinalDate: string;
  temporality: {
    cron: string;
    frecuency: number;
    frecuencyType: FrequencyType;
  };
  score: number;
  /** The section's id (its _id as text). */
  workplanSectionId: string;
  createdBy: string;
  updatedBy: string;
}

const activitySchema = new Schema<WorkplanActivity & VersionedRecord>(
  {
    activityName: { type: String, required: true, maxlength: 120 },
    description: { type: Schema.Types.Mixed, required: true },
    marketReleaseDate: {
      type: String,
      required: true,
      match: /^\d{4}-\d{2}-\d{2}$/,
    },
    marketFinalDate: {
      type: String,
      required: true,
      match: /^\d{4}-\d{2}-\d{2}$/,
    },
    temporality: {
      type: new Schema(
        {
          cron: { type: String, required: true },
          frecuency: { type: Number, required: true, min: 1 },
          frecuencyType: { type: String, enum: frequencyTypes, required: true },
        },
        { _id: false },
      ),
      required: true,
    },
    score: { type: Number, required: true, min: 0, max: 100 },
    workplanSectionId: { type: String, required: true },
    createdBy: { type: String, required: true },
    updatedBy: { type: String, required: true },
  },
  { timestamps: true, collection: 'workplanActivities', minimize: false },
);
activitySchema.plugin(versionedRecordPlugin);
activitySchema.index({ workplanSectionId: 1, marketReleaseDate: 1 });

export const WorkplanActivityModel = defineModel<WorkplanActivity & VersionedRecord>('WorkplanActivity', activitySchema);
