export {
  createMailer,
  messageIdFor,
  listMailOutbox,
  type Mailer,
  type MailConfig,
  type MailAttachment,
  type SendMailInput,
  type SentMail,
  type MailOutboxQuery,
} from './mailer';
export {
  startSmtpSink,
  listSinkMessages,
  getSinkMessage,
  getSinkMessageSource,
  getSinkAttachment,
  defaultSinkMaxBytes,
  type SmtpSink,
  type SmtpSinkOptions,
  type SinkMessageSummary,
  type SinkMessageDetail,
  type SinkMessageQuery,
} from './sink';
