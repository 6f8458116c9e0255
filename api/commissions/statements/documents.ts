import { randomUUID } from 'node:crypto';
import { CommissionEmployeeModel, type CommissionStatement } from '../../../db/models/commissions';
import { formatMoney, MONEY_SCALE } from '../../../domain/common/money';
import { AppError } from '../../../domain/errors/catalogue';
import type { Language } from '../../../domain/i18n/language';
import type { Mailer } from '../../../integrations/mail';
import { statementMail } from '../../../integrations/mail/templates';
import { statementPdf } from './pdf';

/** The statement's PDF and its sending by e-mail (issue 25). */
export function statementFileName(statement: Pick<CommissionStatement, 'employeeId' | 'periodStart'>): string {
  return `estado-de-cuenta-${statement.employeeId}-${statement.periodStart}.pdf`.replace(/[^A-Za-z0-9._-]/g, '_');
}

export async function statementPdfFile(statement: CommissionStatement, language: Language) {
  return { fileName: statementFileName(statement), content: (await statementPdf(statement, language)).toString('base64') };
}

/** Sends the PDF to `to`, or to the employee's address; refused with a clear message when there is none. */
export async function emailStatement(
  statement: CommissionStatement,
  to: string | null | undefined,
  sender: string,
  mailer: Mailer | undefined,
  language: Language,
) {
  if (!mailer) throw new AppError('BACKEND_UNAVAILABLE', { backend: 'mail' });
  const address = to ?? (await CommissionEmployeeModel.findOne({ id: statement.employeeId }, { email: 1 }).lean())?.email ?? '';
  if (!address) throw new AppError('COMMISSION_STATEMENT_NO_EMAIL', { employee: statement.employeeName });
  const mail = statementMail({
    employee: statement.employeeName,
    period: `${statement.periodStart} a ${statement.periodEnd}`,
    total: formatMoney(statement.total, MONEY_SCALE.commissionDetail, { grouping: true }),
    sender,
  });
  const content = await statementPdf(statement, language);
  // Each request is one sending: a person asking twice gets two e-mails.
  await mailer.sendMail({
    idempotencyKey: `commissionStatement/${statement.id}/email/${randomUUID()}`,
    to: address,
    subject: mail.subject,
    html: mail.html,
    text: mail.text,
    attachments: [{ filename: statementFileName(statement), content, contentType: 'application/pdf' }],
  });
  return { to: address };
}
