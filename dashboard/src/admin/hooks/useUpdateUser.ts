import { useGqlMutation } from '../../graphql';
import { updateUserMutation } from '../graphql/mutations';
import { keys } from './adminQueries';
import { useRefresh } from './useRefresh';

export function useUpdateUser() {
  const refresh = useRefresh(keys.users);
  return useGqlMutation(updateUserMutation, {
    onSuccess: () => void refresh(),
  });
}
