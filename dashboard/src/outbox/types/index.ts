export interface MailMessageSummary {
  id: string;
  subject: string;
  from: string;
  to: string[];
  size: number;
  attachmentCount: number;
  /** ISO timestamp. */
  receivedAt: string;
}

export interface MailAttachmentInfo {
  index: number;
  filename: string | null;
  contentType: string;
  size: number;
}

export interface MailMessage {
  id: string;
  subject: string;
  from: string;
  to: string[];
  cc: string[];
  html: string | null;
  text: string | null;
  receivedAt: string;
  attachments: MailAttachmentInfo[];
}

export interface SmsMessage {
  id: string;
  phone: string;
  message: string;
  status: string;
  provider: string;
  attempts: number;
  lastError: string | null;
  createdAt: string | null;
  sentAt: string | null;
}

export interface OutboxPage {
  limit: number;
  offset: number;
}

export interface MailMessagesResult {
  mailMessages: MailMessageSummary[];
}

export interface MailMessageResult {
  mailMessage: MailMessage | null;
}

export interface SmsMessagesResult {
  smsMessages: SmsMessage[];
}
