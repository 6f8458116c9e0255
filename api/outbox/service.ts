import { type Types } from 'mongoose';
import { mongoSort, type ListSort } from '../../domain/common/listSort';
import { looseTextPattern } from '../../domain/common/text';
import { mailSortFields, smsSortFields, type MailSortKey, type SmsSortKey } from '../../domain/outbox/outboxSort';
import { SinkMessageModel, type SinkMessage } from '../../db/models/mail';
import { SmsOutboxModel, type SmsOutboxEntry } from '../../db/models/sms/smsOutbox';

const NEWEST_MAIL = { receivedAt: -1 as const, _id: -1 as const };
const NEWEST_SMS = { createdAt: -1 as const, _id: -1 as const };

const containing = (fields: string[], search: string | null | undefined): Record<string, unknown> => {
  const text = search?.trim();
  if (!text) return {};
  const $regex = looseTextPattern(text);
  return { $or: fields.map((field) => ({ [field]: { $regex, $options: 'i' } })) };
};

type StoredMail = Omit<SinkMessage, 'raw' | 'html' | 'text'> & { _id: Types.ObjectId };
type StoredSms = SmsOutboxEntry & { _id: Types.ObjectId };

function mailRow({ _id, attachments, subject, from, to, size, receivedAt }: StoredMail) {
  return { id: String(_id), subject, from, to, size, attachmentCount: attachments.length, receivedAt: new Date(receivedAt).toISOString() };
}

function smsRow(row: StoredSms) {
  const { _id, phone, message, status, provider, attempts, lastError, createdAt, sentAt } = row;
  return {
    id: String(_id),
    phone,
    message,
    status,
    provider,
    attempts,
    lastError,
    createdAt: createdAt ? new Date(createdAt).toISOString() : null,
    sentAt: sentAt ? new Date(sentAt).toISOString() : null,
  };
}

const mailFilter = (search: string | null | undefined) => containing(['subject', 'from', 'to'], search);
const smsFilter = ({ search, status }: { search?: string | null; status?: string | null }): Record<string, unknown> => ({
  ...(status ? { status } : {}),
  ...containing(['phone', 'message'], search),
});
const mailQuery = (search: string | null | undefined, sort: ListSort<MailSortKey>) =>
  SinkMessageModel.find(mailFilter(search))
    .select({ raw: 0, html: 0, text: 0, envelope: 0 })
    .sort(mongoSort(sort, mailSortFields, NEWEST_MAIL));

/** One page of the mail the SMTP sink received, searched (subject, sender, recipient) and sorted on the server, with the search's total. */
export async function listMailPage(search: string | null | undefined, page: number, pageSize: number, sort: ListSort<MailSortKey> = {}) {
  const [rows, total] = await Promise.all([
    mailQuery(search, sort)
      .skip(page * pageSize)
      .limit(pageSize)
      .lean<StoredMail[]>(),
    SinkMessageModel.countDocuments(mailFilter(search)),
  ]);
  return { rows: rows.map(mailRow), total, page, pageSize };
}

/** One page of the SMS outbox, searched (phone, text), filtered by status and sorted on the server, with the total. */
export async function listSmsPage(filter: { search?: string | null; status?: string | null }, page: number, pageSize: number, sort: ListSort<SmsSortKey> = {}) {
  const query = smsFilter(filter);
  const [rows, total] = await Promise.all([
    SmsOutboxModel.find(query)
      .sort(mongoSort(sort, smsSortFields, NEWEST_SMS))
      .skip(page * pageSize)
      .limit(pageSize)
      .lean<StoredSms[]>(),
    SmsOutboxModel.countDocuments(query),
  ]);
  return { rows: rows.map(smsRow), total, page, pageSize };
}

export const MAIL_CSV_HEADER = ['receivedAt', 'subject', 'from', 'to', 'attachments', 'size'];
export const SMS_CSV_HEADER = ['createdAt', 'sentAt', 'phone', 'message', 'status', 'provider', 'attempts', 'lastError'];

/** Every message of a mail search as CSV cells, in the list's sort (no bodies). */
export async function* mailCsvRows(search: string | null | undefined, sort: ListSort<MailSortKey> = {}): AsyncGenerator<unknown[]> {
  for await (const message of mailQuery(search, sort).lean<StoredMail[]>().cursor({ batchSize: 500 }) as AsyncIterable<StoredMail>) {
    const row = mailRow(message);
    yield [row.receivedAt, row.subject, row.from, row.to.join(', '), row.attachmentCount, row.size];
  }
}

/** Every SMS of a search and status as CSV cells, in the list's sort. */
export async function* smsCsvRows(filter: { search?: string | null; status?: string | null }, sort: ListSort<SmsSortKey> = {}): AsyncGenerator<unknown[]> {
  const cursor = SmsOutboxModel.find(smsFilter(filter))
    .sort(mongoSort(sort, smsSortFields, NEWEST_SMS))
    .lean<StoredSms[]>()
    .cursor({ batchSize: 500 });
  for await (const message of cursor as AsyncIterable<StoredSms>) {
    const row = smsRow(message);
    yield [row.createdAt ?? '', row.sentAt ?? '', row.phone, row.message, row.status, row.provider, row.attempts, row.lastError ?? ''];
  }
}
