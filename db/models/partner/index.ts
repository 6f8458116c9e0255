export { PartnerBatchModel, type PartnerBatch } from './partnerBatch';
