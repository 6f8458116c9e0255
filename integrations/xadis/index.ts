export { createPartnerClient, chunkPartnerRecords, type PartnerClient, type PartnerClientOptions } from './client';
export { startPartnerSimulator, type PartnerSimulator, type PartnerSimulatorOptions, type PartnerCredentials } from './simulator';
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
