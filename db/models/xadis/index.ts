export * from './xadisEmptyContainer';
export * from './transmission';
export { PartnerBatchModel, type PartnerBatch } from './partnerBatch';
