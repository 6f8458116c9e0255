/** Messages the embedded SMTP sink received, newest first (permission mail.read). */
export const mailMessagesQuery = /* GraphQL */ `
  query MailMessages($limit: Int, $offset: Int) {
    mailMessages(limit: $limit, offset: $offset) {
      id
      subject
      from
      to
      size
      attachmentCount
      receivedAt
    }
  }
`;

/** One received message with its bodies and the list of attachments (permission mail.read). */
export const mailMessageQuery = /* GraphQL */ `
  query MailMessage($id: ID!) {
    mailMessage(id: $id) {
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
  }
`;

/** The SMS outbox, newest first (permission sms.read). */
export const smsMessagesQuery = /* GraphQL */ `
  query SmsMessages($limit: Int, $offset: Int) {
    smsMessages(limit: $limit, offset: $offset) {
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
  }
`;
