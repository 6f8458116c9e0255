import { Schema } from 'mongoose';
import { defineModel } from '../common';
import { CHANGE_HISTORY_COLLECTION, type ChangeHistoryEntry, type FieldChange } from '../../../domain/history/tracked';
import { appendOnlyPlugin } from '../../history/plugin';
import { flushPendingHistory } from '../../history/pending';
import { retentionSeconds } from '../../../config/config';

export { CHANGE_HISTORY_COLLECTION };
export type { ChangeHistoryEntry };

/**
 * The change history (ChangeHistoryEntry, domain/history/tracked.ts). Append-only: the history
 * plugin refuses any update or delete of this model (db/history/plugin.ts); only retention removes
 * entries, past HISTORY_RETENTION_YEARS.
 */

const changeSchema = new Schema<FieldChange>(
  { field: { type: String, required: true }, before: { type: Schema.Types.Mixed }, after: { type: Schema.Types.Mixed } },
  { _id: false, minimize: false },
);

const changeHistorySchema = new Schema<ChangeHistoryEntry>(
  {
    at: { type: Number, required: true },
    recordedAt: { type: Date, required: true },
    actor: {
      kind: { type: String, required: true, enum: ['staff', 'operator', 'workflow', 'system'] },
      id: { type: String, required: true },
      name: { type: String, required: true },
      runId: { type: String },
    },
    area: { type: String, required: true },
    recordType: { type: String, required: true },
    recordId: { type: String, required: true },
    operation: { type: String, required: true, enum: ['create', 'update', 'delete'] },
    changes: { type: [changeSchema], default: [] },
  },
  { collection: CHANGE_HISTORY_COLLECTION, versionKey: false, minimize: false },
);
// The searches of the record panel and the audit log, newest first.
changeHistorySchema.index({ recordType: 1, recordId: 1, at: -1 });
changeHistorySchema.index({ at: -1 });
changeHistorySchema.index({ 'actor.name': 1, at: -1 });
changeHistorySchema.index({ area: 1, at: -1 });
changeHistorySchema.index({ operation: 1, at: -1 });
// Entries leave only past HISTORY_RETENTION_YEARS (db/retention applies the configured seconds).
changeHistorySchema.index({ recordedAt: 1 }, { expireAfterSeconds: retentionSeconds('HISTORY_RETENTION_YEARS') });
changeHistorySchema.plugin(appendOnlyPlugin);
// Entries still riding on their records (db/history/pending.ts) are moved before any read: a read shows every write made before it.
changeHistorySchema.pre(['find', 'findOne', 'countDocuments', 'estimatedDocumentCount', 'distinct'], async function movePendingFirst() {
  await flushPendingHistory();
});
changeHistorySchema.pre('aggregate', async function movePendingFirst() {
  await flushPendingHistory();
});

export const ChangeHistoryEntryModel = defineModel<ChangeHistoryEntry>('ChangeHistoryEntry', changeHistorySchema);
