import { parseOrThrow } from '../../domain/validation/parse';
import { mailSortSchema, outboxPageSchema, smsFilterSchema, smsSortSchema } from '../../domain/outbox/outboxSort';
import { needsPermission, type CsvList } from '../exports/csvList';
import { MAIL_CSV_HEADER, mailCsvRows, SMS_CSV_HEADER, smsCsvRows } from './service';

/** The mail the SMTP sink received, as CSV: its search and sort, permission mail.read (the list's). */
export const mailCsvList: CsvList = {
  authorize: needsPermission('mail.read'),
  fileName: 'mail',
  header: MAIL_CSV_HEADER,
  async *open(params, language) {
    const { search } = parseOrThrow(outboxPageSchema.pick({ search: true }), { search: params.search }, language);
    yield* mailCsvRows(search, parseOrThrow(mailSortSchema, { sort: params.sort, direction: params.direction }, language));
  },
};

/** The SMS outbox as CSV: its search, status and sort, permission sms.read (the list's). */
export const smsCsvList: CsvList = {
  authorize: needsPermission('sms.read'),
  fileName: 'sms',
  header: SMS_CSV_HEADER,
  async *open(params, language) {
    const filter = parseOrThrow(smsFilterSchema, { search: params.search, status: params.status }, language);
    yield* smsCsvRows(filter, parseOrThrow(smsSortSchema, { sort: params.sort, direction: params.direction }, language));
  },
};
