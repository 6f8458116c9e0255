import { useGqlMutation } from '../../graphql';
import { updatePositionRoleMutation } from '../graphql/mutations';
import { keys } from './adminQueries';
import { useRefresh } from './useRefresh';

export function useUpdatePositionRole() {
  const refresh = useRefresh(keys.positions, keys.roles, keys.users);
  return useGqlMutation(updatePositionRoleMutation, {
    onSuccess: () => void refresh(),
  });
}
