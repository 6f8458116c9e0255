import { useGqlQuery } from '../../graphql';
import { workplanSectionsQuery } from '../graphql/queries';
import { workplansQueryKey } from './workplansQueryKey';

export function useWorkplanSections(workplanId: string | null) {
  return useGqlQuery([...workplansQueryKey, 'sections', workplanId], workplanSectionsQuery, { workplanId: workplanId ?? '' }, { enabled: workplanId !== null });
}
