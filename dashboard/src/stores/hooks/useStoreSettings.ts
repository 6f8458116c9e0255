import { useGqlQuery } from '../../graphql';
import { storeSettingsQuery } from '../graphql/queries';
import { storesQueryKey } from './storesQueryKey';

/** The ERP form of one store (secrets replaced by whether one is set); loaded when the form opens. */
export function useStoreSettings(warehouseId: string | null) {
  return useGqlQuery(
    [...storesQueryKey, 'settings', warehouseId],
    storeSettingsQuery,
    { warehouseId: warehouseId ?? '' },
    { enabled: Boolean(warehouseId), gcTime: 0 },
  );
}
