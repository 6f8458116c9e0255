import { useGqlQuery } from '../../graphql';
import { workplanActivitiesQuery } from '../graphql/queries';
import { workplansQueryKey } from './workplansQueryKey';

export function useWorkplanActivities(sectionId: string | null) {
  return useGqlQuery([...workplansQueryKey, 'activities', sectionId], workplanActivitiesQuery, { sectionId: sectionId ?? '' }, { enabled: sectionId !== null });
}
