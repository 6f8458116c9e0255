export { boundedDay, cleanFilter, dateFilterBounds } from './filters';
export { createDemoFingerprintReader, fingers, fingerTypes, hands, MIN_FINGERPRINTS } from './fingerprints';
export type { FingerprintReader, FingerType } from './fingerprints';
export { cappedRows } from './paging';
export { massUpdateBusy } from './massUpdate';
export type { MassUpdateActivity } from './massUpdate';
