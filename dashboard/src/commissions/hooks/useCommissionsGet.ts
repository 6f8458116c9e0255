import { type QueryKey, useQuery } from '@tanstack/react-query';
import { type GraphqlRequestError } from '../../graphql';
import { commissionsRequest } from '../utils/rest';
import { commissionsKey } from './commissionsQueries';

/** A GET of the commissions API as a react-query query; `path` null waits (a selector not chosen yet). */
export function useCommissionsGet<T>(key: QueryKey, path: string | null) {
  return useQuery<T, GraphqlRequestError>({
    queryKey: [...commissionsKey, ...key],
    queryFn: ({ signal }) => commissionsRequest<T>('GET', path as string, undefined, { signal }),
    enabled: path !== null,
  });
}
