import { useGqlMutation } from '../../graphql';
import { createSystemRoleMutation } from '../graphql/mutations';
import { keys } from './adminQueries';
import { useRefresh } from './useRefresh';

export function useCreateSystemRole() {
  const refresh = useRefresh(keys.roles, keys.positions);
  return useGqlMutation(createSystemRoleMutation, {
    onSuccess: () => void refresh(),
  });
}
