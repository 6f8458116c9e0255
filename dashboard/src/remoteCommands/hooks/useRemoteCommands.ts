import { useGqlQuery } from '../../graphql';
import { remoteCommandsQuery } from '../graphql/queries';

export function useRemoteCommands() {
  return useGqlQuery(['remoteCommands', 'commands'], remoteCommandsQuery);
}
