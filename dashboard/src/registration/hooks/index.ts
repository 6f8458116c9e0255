export { usePostalCodes } from './usePostalCodes';
export { useNearestStores } from './useNearestStores';
export { useContactTaken } from './useContactTaken';
export { useCreateCustomer } from './useCreateCustomer';
export { type InePhotoUpload, useInePhotoUpload } from './useInePhotoUpload';
export { loadRegistrationChecks, useRegistrationChecks } from './useRegistrationChecks';
