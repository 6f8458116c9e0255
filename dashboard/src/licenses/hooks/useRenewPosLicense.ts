import { useGqlMutation } from '../../graphql';
import { renewPosLicenseMutation } from '../graphql/queries';
import { useReload } from './useReload';

export function useRenewPosLicense() {
  return useGqlMutation(renewPosLicenseMutation, { onSettled: useReload() });
}
