export { applyRetention, type RetentionChange, type RetentionValues } from './apply';
export { stampRecordsFinishedEarlier, type StampedRecords } from './backfill';
export { retainedCollections, type RetainedCollection } from './collections';
