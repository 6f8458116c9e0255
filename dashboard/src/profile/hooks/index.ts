export { profileQueryKey } from './profileQueries';
export type { PhotoUpload } from './profileQueries';
export { useProfile } from './useProfile';
export { useUpdateProfile } from './useUpdateProfile';
export { useSetUpTotp } from './useSetUpTotp';
export { useVerifyTotpSetup } from './useVerifyTotpSetup';
export { useDisableTotp } from './useDisableTotp';
export { usePhotoUpload } from './usePhotoUpload';
