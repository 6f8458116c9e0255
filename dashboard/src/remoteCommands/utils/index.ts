import { formatInStoreZone } from '../../../../domain/common/time';

/** A status time (epoch seconds) in the store's time zone (not a fixed -5 h shift). */
export function statusTime(epochSeconds: number): string {
  return formatInStoreZone(epochSeconds * 1000, 'dd/MM/yyyy HH:mm:ss');
}

export const stateIntents: Record<string, 'none' | 'primary' | 'success' | 'danger' | 'warning'> = {
  send: 'primary',
  received: 'primary',
  executed: 'success',
  failed: 'danger',
  expired: 'warning',
};

/** The params JSON as a short text: the customer or kit it carries. */
export function paramsText(params: string): string {
  try {
    const value = JSON.parse(params) as Record<string, string>;
    if (value.customerId) return `${value.customerId} ${value.customerName ?? ''}`.trim();
    if (value.productKitId) return `${value.productKitId} ${value.productKitName ?? ''}`.trim();
    return '';
  } catch {
    return params;
  }
}
