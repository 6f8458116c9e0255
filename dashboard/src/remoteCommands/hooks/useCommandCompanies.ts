import { useGqlQuery } from '../../graphql';
import { remoteCommandCompaniesQuery } from '../graphql/queries';

export function useCommandCompanies() {
  return useGqlQuery(['remoteCommands', 'companies'], remoteCommandCompaniesQuery);
}
