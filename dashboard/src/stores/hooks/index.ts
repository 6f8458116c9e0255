import { useQueryClient } from '@tanstack/react-query';
import { useGqlMutation, useGqlQuery } from '../../graphql';
import { saveStoreSettingsMutation, storeConfigScreenQuery, storeSettingsQuery, updateStoreConfigMutation } from '../graphql/queries';

export const storesQueryKey = ['stores'] as const;

/** The stores table with the zones and store types (work-team templates) its selectors offer. */
export function useStoreConfigScreen() {
  return useGqlQuery([...storesQueryKey, 'screen'], storeConfigScreenQuery);
}

/** The ERP form of one store (secrets replaced by whether one is set); loaded when the form opens. */
export function useStoreSettings(warehouseId: string | null) {
  return useGqlQuery([...storesQueryKey, 'settings', warehouseId], storeSettingsQuery, { warehouseId: warehouseId ?? '' }, { enabled: Boolean(warehouseId), gcTime: 0 });
}

export function useUpdateStoreConfig() {
  const client = useQueryClient();
  return useGqlMutation(updateStoreConfigMutation, { onSettled: () => client.invalidateQueries({ queryKey: [...storesQueryKey, 'screen'] }) });
}

export function useSaveStoreSettings() {
  const client = useQueryClient();
  return useGqlMutation(saveStoreSettingsMutation, { onSettled: () => client.invalidateQueries({ queryKey: storesQueryKey }) });
}
