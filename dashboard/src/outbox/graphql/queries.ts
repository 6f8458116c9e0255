import { graphql } from '../../graphql/generated';

/** A message of the list: who, what, when and how big. */
export const MailMessageSummaryFields = graphql(`
  fragment MailMessageSummary on MailMessageSummary {
    id
    subject
    from
    to
    size
    attachmentCount
    receivedAt
  }
`);

/** A received message with its bodies and the list of its attachments. */
export const MailMessageFields = graphql(`
  fragment MailMessage on MailMessage {
    id
    subject
    from
    to
    cc
    html
    text
    receivedAt
    attachments {
      index
      filename
      contentType
      size
    }
  }
`);

export const SmsMessageFields = graphql(`
  fragment SmsMessage on SmsMessage {
    id
    phone
    message
    status
    provider
    attempts
    lastError
    createdAt
    sentAt
  }
`);

/** Messages the embedded SMTP sink received, newest first (permission mail.read). */
export const mailMessagesQuery = graphql(`
  query MailMessages($limit: Int, $offset: Int) {
    mailMessages(limit: $limit, offset: $offset) {
      ...MailMessageSummary
    }
  }
`);

/** One received message with its bodies and the list of attachments (permission mail.read). */
export const mailMessageQuery = graphql(`
  query MailMessage($id: ID!) {
    mailMessage(id: $id) {
      ...MailMessage
    }
  }
`);

/** The SMS outbox, newest first (permission sms.read). */
export const smsMessagesQuery = graphql(`
  query SmsMessages($limit: Int, $offset: Int) {
    smsMessages(limit: $limit, offset: $offset) {
      ...SmsMessage
    }
  }
`);
