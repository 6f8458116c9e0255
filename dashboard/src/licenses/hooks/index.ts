export { licensesQueryKey } from './licensesQueryKey';
export { usePosLicensePage } from './usePosLicensePage';
export { useRenewPosLicense } from './useRenewPosLicense';
export { useRevokePosLicense } from './useRevokePosLicense';
export { useLicenseDates } from './useLicenseDates';
