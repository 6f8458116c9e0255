import { useGqlQuery } from '../../graphql';
import { useLiveTopics } from '../../live/hooks/useLiveTopics';
import { xadisTransmissionsQuery } from '../graphql/queries';
import { xadisQueryKey } from './xadisQueryKey';

/** The transmissions and their batches, read again as a transmission's process moves or a batch is written (live). */
export function useXadisTransmissions() {
  useLiveTopics(['xadisTransmissions'], [[...xadisQueryKey, 'transmissions']]);
  return useGqlQuery([...xadisQueryKey, 'transmissions'], xadisTransmissionsQuery);
}
