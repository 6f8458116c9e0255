export { storesQueryKey } from './storesQueryKey';
export { useStoreConfigScreen } from './useStoreConfigScreen';
export { useStoreSettings } from './useStoreSettings';
export { useUpdateStoreConfig } from './useUpdateStoreConfig';
export { useSaveStoreSettings } from './useSaveStoreSettings';
export { useStoreConfigPage, type StorePageRequest } from './useStoreConfigPage';
export { useStorePinpads } from './useStorePinpads';
