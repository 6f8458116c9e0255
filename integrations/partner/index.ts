export { createPartnerClient, chunkPartnerRecords, type PartnerClient, type PartnerClientOptions } from './client';
export { startPartnerSimulator, type PartnerSimulator, type PartnerSimulatorOptions, type PartnerCredentials } from './simulator';
export { parsePartnerBatchReply, parseErrorItems } from './reply';
export { sendPartnerBatchOnce, type SendPartnerBatchInput, type SentPartnerBatch } from './batches';
export * from './types';
