export { licensesQueryKey } from './licensesQueryKey';
export { usePosLicenses } from './usePosLicenses';
export { useRenewPosLicense } from './useRenewPosLicense';
export { useRevokePosLicense } from './useRevokePosLicense';
export { useLicenseDates } from './useLicenseDates';
