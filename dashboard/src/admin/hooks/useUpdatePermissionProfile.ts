import { useGqlMutation } from '../../graphql';
import { updatePermissionProfileMutation } from '../graphql/mutations';
import { keys } from './adminQueries';
import { useRefresh } from './useRefresh';

/** Which menus a position sees: every top-level entry or only those listed, minus the hidden ones. */
export function useUpdatePermissionProfile() {
  const refresh = useRefresh(keys.positions);
  return useGqlMutation(updatePermissionProfileMutation, {
    onSuccess: () => void refresh(),
  });
}
