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

/** A page of the messages the embedded SMTP sink received, searched and sorted on the server (permission mail.read). */
export const mailMessagesQuery = graphql(`
  query MailMessages($search: String, $page: Int, $pageSize: Int, $sort: MailSort, $direction: SortDirection) {
    mailMessagePage(search: $search, page: $page, pageSize: $pageSize, sort: $sort, direction: $direction) {
      rows {
        ...MailMessageSummary
      }
      total
      page
      pageSize
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

/** A page of the SMS outbox, searched, filtered by status and sorted on the server (permission sms.read). */
export const smsMessagesQuery = graphql(`
  query SmsMessages($search: String, $status: String, $page: Int, $pageSize: Int, $sort: SmsSort, $direction: SortDirection) {
    smsMessagePage(search: $search, status: $status, page: $page, pageSize: $pageSize, sort: $sort, direction: $direction) {
      rows {
        ...SmsMessage
      }
      total
      page
      pageSize
    }
  }
`);
