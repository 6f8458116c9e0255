import { useMutation } from "@tanstack/react-query";
import { gql, useGqlMutation } from "../../graphql";
import {
  cashierInfoQuery,
  linkCashierToStoreMutation,
} from "../graphql/queries";

/** 'Consultar Empleado': one lookup per click (getInfoWarehouseAttendant). */
export function useCashierLookup() {
  return useMutation({
    mutationFn: (variables: { userName: string; company: string }) =>
      gql(cashierInfoQuery, variables),
  });
}

/** 'Crear relacion de empleado' (postCreateWarehouseAttendant). */
export function useLinkCashier() {
  return useGqlMutation(linkCashierToStoreMutation);
}
