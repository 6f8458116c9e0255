import { useGqlMutation } from '../../graphql';
import { createSystemMenuMutation } from '../graphql/mutations';
import { keys } from './adminQueries';
import { useRefresh } from './useRefresh';

export function useCreateSystemMenu() {
  const refresh = useRefresh(keys.menus, keys.roles);
  return useGqlMutation(createSystemMenuMutation, {
    onSuccess: () => void refresh(),
  });
}
