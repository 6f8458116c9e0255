import { useGqlQuery } from '../../graphql';
import { templateOptionsQuery } from '../graphql/templates';
import { templatesQueryKey } from './templatesQueryKey';

/** Positions for the Edit Position dialog and the stores for the assignment dialog. */
export function useTemplateOptions() {
  return useGqlQuery([...templatesQueryKey, 'options'], templateOptionsQuery);
}
