import { useGqlQuery } from '../../graphql';
import { workTeamTemplatesQuery } from '../graphql/templates';
import { templatesQueryKey } from './templatesQueryKey';

export function useWorkTeamTemplates() {
  return useGqlQuery([...templatesQueryKey, 'list'], workTeamTemplatesQuery);
}
