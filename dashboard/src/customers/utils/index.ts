export { boundedDay, cleanFilter, dateFilterBounds, downloadText } from './filters';
export { createDemoFingerprintReader, fingers, fingerTypes, hands, MIN_FINGERPRINTS } from './fingerprints';
export type { FingerprintReader, FingerType } from './fingerprints';
export { cappedRows, pageCount, rowsPerPage } from './paging';
export { massUpdateBusy } from './massUpdate';
export type { MassUpdateActivity } from './massUpdate';
