import { useMutation } from '@tanstack/react-query';
import { gql } from '../../graphql';
import { cashierInfoQuery } from '../graphql/queries';

/** 'Consultar Empleado': one lookup per click (getInfoWarehouseAttendant). */
export function useCashierLookup() {
  return useMutation({
    mutationFn: (variables: { userName: string; company: string }) => gql(cashierInfoQuery, variables),
  });
}
