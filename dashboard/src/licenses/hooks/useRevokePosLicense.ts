import { useGqlMutation } from '../../graphql';
import { revokePosLicenseMutation } from '../graphql/queries';
import { useReload } from './useReload';

export function useRevokePosLicense() {
  return useGqlMutation(revokePosLicenseMutation, { onSettled: useReload() });
}
