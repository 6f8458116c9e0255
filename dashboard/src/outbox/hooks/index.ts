export { outboxQueryKey } from './outboxQueries';
export type { OutboxPage, SmsPage } from './outboxQueries';
export { useMailMessages } from './useMailMessages';
export { useMailMessage } from './useMailMessage';
export { useSmsMessages } from './useSmsMessages';
