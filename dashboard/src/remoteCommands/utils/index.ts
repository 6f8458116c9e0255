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

export { paramsText } from '../../../../domain/remoteCommands/commands';
