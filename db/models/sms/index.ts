export { SmsOutboxModel, type SmsOutboxEntry } from './smsOutbox';
