export { MailOutboxModel, type MailOutboxEntry } from './mailOutbox';
export { SinkMessageModel, type SinkMessage, type SinkAttachment } from './sinkMessage';
