import type { XadisRepository } from '../../db/models/xadis/xadisRepository';
import { emptyContainerStockState } from '../../domain/xadis/emptyContainers';
import { windowOpensAt } from '../../domain/xadis/window';
import { loginFailureMail, reminderMail, summaryMail, transmissionFailureMail } from '../../integrations/mail/templates';
import type { XadisActivities } from '../../workflows/xadis/activities';
import type { Mailer } from '../../integrations/mail';
import { kindPath, required } from './xadisTransmissionRecord';

/** What every mail template gives. */
type MailContent = { subject: string; html: string; text: string };

type XadisMailActivities = Pick<XadisActivities, 'sendTransmissionSummary' | 'sendLoginFailure' | 'sendTransmissionFailure' | 'remindUnsentReport'>;

/**
 * The e-mails of the two xadis processes, each sent once by its key: the transmission's summary
 * (and its final counts and status on the record), the login and transmission failures to the
 * internal recipients, and the reminder of an empty-container report not sent in its window.
 */
export function createXadisMailActivities(mailer: Mailer | undefined, now: () => number, repository: XadisRepository): XadisMailActivities {
  const send = (idempotencyKey: string, to: string[], mail: MailContent) =>
    required(mailer, 'mailer').sendMail({ idempotencyKey, to, subject: mail.subject, html: mail.html, text: mail.text });

  /** Sends a transmission's mail once by its key and notes on the transmission what went to whom, with the other `changes`. */
  async function mailTransmission(transmissionId: string, key: string, to: string[], mail: MailContent, changes: Record<string, unknown> = {}) {
    await send(`${transmissionId}/${key}`, to, mail);
    await repository.setTransmission(transmissionId, { ...changes, emailSubject: mail.subject, emailRecipients: to, emailSentAt: now() });
  }

  return {
    async sendTransmissionSummary(input) {
      // Both reads at once: the summary is the transmission's last step, its time the transmission's.
      const [settings, record] = await Promise.all([repository.loadSettings(), repository.findTransmission(input.transmissionId)]);
      const mail = summaryMail({ from: input.from, to: input.to, counts: input.counts, errorItems: record?.errorItems ?? [] });
      const failed = input.counts.sales.failedBatches + input.counts.inventory.failedBatches > 0;
      await mailTransmission(input.transmissionId, 'summary', settings.summaryRecipients, mail, {
        ...kindPath('sales', input.counts.sales),
        ...kindPath('inventory', input.counts.inventory),
        status: failed ? 'error' : 'sent',
        endedAt: input.endedAt,
      });
      return { subject: mail.subject, recipients: settings.summaryRecipients.length };
    },

    async sendLoginFailure(input) {
      const settings = await repository.loadSettings();
      await mailTransmission(input.transmissionId, 'loginFailure', settings.internalRecipients, loginFailureMail(input), {
        status: 'loginFailed',
        message: input.detail,
        endedAt: input.endedAt,
      });
    },

    async sendTransmissionFailure(input) {
      const settings = await repository.loadSettings();
      await mailTransmission(input.transmissionId, 'failure', settings.internalRecipients, transmissionFailureMail(input));
    },

    async remindUnsentReport(input) {
      const report = await repository.findReport(input.day);
      if (report?.endDate) return { reminded: false };
      const window = await repository.findWindow(input.day);
      const settings = await repository.loadSettings();
      if (settings.reminderRecipients.length === 0) return { reminded: false };
      const mail = reminderMail({ day: input.day, erpTotal: emptyContainerStockState(window?.erpRows).erpTotal });
      await send(`emptyContainerReminder/${windowOpensAt(input.day)}`, settings.reminderRecipients, mail);
      await repository.markReminded(input.day, now());
      return { reminded: true };
    },
  };
}
