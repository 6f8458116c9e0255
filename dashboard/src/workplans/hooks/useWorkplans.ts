import { useGqlQuery } from '../../graphql';
import { workplansQuery } from '../graphql/queries';
import { workplansQueryKey } from './workplansQueryKey';

export function useWorkplans() {
  return useGqlQuery([...workplansQueryKey, 'list'], workplansQuery);
}
