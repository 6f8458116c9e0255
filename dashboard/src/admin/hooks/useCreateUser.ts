import { useGqlMutation } from '../../graphql';
import { createUserMutation } from '../graphql/mutations';
import { keys } from './adminQueries';
import { useRefresh } from './useRefresh';

export function useCreateUser() {
  const refresh = useRefresh(keys.users);
  return useGqlMutation(createUserMutation, {
    onSuccess: () => void refresh(),
  });
}
