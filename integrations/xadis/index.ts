export { createPartnerClient, chunkPartnerRecords, type PartnerClient, type PartnerClientOptions } from './client';
// The simulator (express) is imported from './simulator' by those who run it: through this index every process that
// talks to the partner (the worker) loaded express.
export type { PartnerSimulator, PartnerSimulatorOptions, PartnerCredentials } from './simulator';
export { parsePartnerBatchReply, parseErrorItems } from './reply';
export {
  sendPartnerBatchOnce,
  createPartnerBatchSender,
  listPartnerBatches,
  type PartnerBatchSender,
  type SendPartnerBatchInput,
  type SentPartnerBatch,
  type PartnerBatchQuery,
} from './batches';
export { partnerChunkJson } from './records';
export * from './types';
