import { useGqlMutation } from '../../graphql';
import { updateSystemMenuMutation } from '../graphql/mutations';
import { keys } from './adminQueries';
import { useRefresh } from './useRefresh';

export function useUpdateSystemMenu() {
  const refresh = useRefresh(keys.menus);
  return useGqlMutation(updateSystemMenuMutation, {
    onSuccess: () => void refresh(),
  });
}
