import { useGqlQuery } from '../../graphql';
import { remoteCommandKitsQuery } from '../graphql/queries';

export function useStoreKits(storeId: string | null) {
  return useGqlQuery(['remoteCommands', 'kits', storeId], remoteCommandKitsQuery, { storeId: storeId ?? '' }, { enabled: Boolean(storeId) });
}
