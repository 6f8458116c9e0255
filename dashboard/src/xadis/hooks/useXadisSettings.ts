import { useGqlQuery } from '../../graphql';
import { xadisSettingsQuery } from '../graphql/queries';
import { xadisQueryKey } from './xadisQueryKey';

/** The recipient lists, the daily switch and the configured warehouse code (administrators). */
export function useXadisSettings(enabled: boolean) {
  return useGqlQuery([...xadisQueryKey, 'settings'], xadisSettingsQuery, undefined, { enabled });
}
