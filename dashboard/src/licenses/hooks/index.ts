import { keepPreviousData, useQueryClient } from "@tanstack/react-query";
import {
  useGqlMutation,
  useGqlQuery,
  type PosLicenseFilter,
} from "../../graphql";
import {
  posLicensesQuery,
  renewPosLicenseMutation,
  revokePosLicenseMutation,
} from "../graphql/queries";

export const licensesQueryKey = ["posLicenses"] as const;

export function usePosLicenses(filter: PosLicenseFilter) {
  return useGqlQuery(
    [...licensesQueryKey, filter],
    posLicensesQuery,
    { filter },
    { placeholderData: keepPreviousData },
  );
}

function useReload() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: licensesQueryKey });
}

export function useRenewPosLicense() {
  return useGqlMutation(renewPosLicenseMutation, { onSettled: useReload() });
}
export function useRevokePosLicense() {
  return useGqlMutation(revokePosLicenseMutation, { onSettled: useReload() });
}
