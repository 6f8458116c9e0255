import { type Intent } from '@blueprintjs/core';
import { smsStatuses } from '../../../../domain/outbox/outboxSort';

/** States of an SMS in the outbox (db/models/sms/smsOutbox.ts). */
export { smsStatuses };
export type SmsStatus = (typeof smsStatuses)[number];

export function isSmsStatus(value: string): value is SmsStatus {
  return (smsStatuses as readonly string[]).includes(value);
}

/** Tag colour of a status: sent green, failed red, still sending blue. */
export function smsStatusIntent(status: string): Intent {
  if (status === 'sent') return 'success';
  if (status === 'failed') return 'danger';
  if (status === 'sending') return 'primary';
  return 'none';
}
