import { useQueryClient } from '@tanstack/react-query';
import { useGqlMutation } from '../../graphql';
import { exportPriceListMutation } from '../graphql/mutations';

export function useExportPriceList() {
  const client = useQueryClient();
  return useGqlMutation(exportPriceListMutation, {
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['pricing', 'exports'] });
      void client.invalidateQueries({ queryKey: ['pricing', 'companies'] });
    },
  });
}
