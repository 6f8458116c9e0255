import { useGqlQuery } from '../../graphql';
import { profileQuery } from '../graphql/queries';
import { profileQueryKey } from './profileQueries';

export function useProfile(attendantId: string) {
  return useGqlQuery(profileQueryKey(attendantId), profileQuery, { attendantId }, { retry: false });
}
