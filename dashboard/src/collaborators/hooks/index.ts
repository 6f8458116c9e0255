export { useCashierLookup } from './useCashierLookup';
export { useLinkCashier } from './useLinkCashier';
