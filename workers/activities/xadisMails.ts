import { EmptyContainerWindowModel, loadXadisSettings, XadisEmptyContainerModel, XadisTransmissionModel } from '../../db/models/xadis';
import { emptyContainerStockState } from '../../domain/xadis/emptyContainers';
import { windowOpensAt } from '../../domain/xadis/window';
import { loginFailureMail, reminderMail, summaryMail, transmissionFailureMail } from '../../integrations/mail/templates';
import type { XadisActivities } from '../../workflows/xadis/activities';
import type { Mailer } from '../../integrations/mail';
import { kindPath, required } from './xadisTransmissionRecord';

type XadisMailActivities = Pick<XadisActivities, 'sendTransmissionSummary' | 'sendLoginFailure' | 'sendTransmissionFailure' | 'remindUnsentReport'>;

/**
 * The e-mails of the two xadis processes, each sent once by its key: the transmission's summary
 * (and its final counts and status on the record), the login and transmission failures to the
 * internal recipients, and the reminder of an empty-container report not sent in its window.
 */
export function createXadisMailActivities(mailer: Mailer | undefined, now: () => number): XadisMailActivities {
  return {
    async sendTransmissionSummary(input) {
      const settings = await loadXadisSettings();
      const record = await XadisTransmissionModel.findOne({ transmissionId: input.transmissionId }).lean();
      const mail = summaryMail({ from: input.from, to: input.to, counts: input.counts, errorItems: record?.errorItems ?? [] });
      await required(mailer, 'mailer').sendMail({
        idempotencyKey: `${input.transmissionId}/summary`,
        to: settings.summaryRecipients,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
      });
      const failed = input.counts.sales.failedBatches + input.counts.inventory.failedBatches > 0;
      await XadisTransmissionModel.updateOne(
        { transmissionId: input.transmissionId },
        {
          $set: {
            ...kindPath('sales', input.counts.sales),
            ...kindPath('inventory', input.counts.inventory),
            status: failed ? 'error' : 'sent',
            emailSubject: mail.subject,
            emailRecipients: settings.summaryRecipients,
            emailSentAt: now(),
            endedAt: input.endedAt,
          },
        },
      );
      return { subject: mail.subject, recipients: settings.summaryRecipients.length };
    },

    async sendLoginFailure(input) {
      const settings = await loadXadisSettings();
      const mail = loginFailureMail(input);
      await required(mailer, 'mailer').sendMail({
        idempotencyKey: `${input.transmissionId}/loginFailure`,
        to: settings.internalRecipients,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
      });
      await XadisTransmissionModel.updateOne(
        { transmissionId: input.transmissionId },
        {
          $set: {
            status: 'loginFailed',
            message: input.detail,
            emailSubject: mail.subject,
            emailRecipients: settings.internalRecipients,
            emailSentAt: now(),
            endedAt: input.endedAt,
          },
        },
      );
    },

    async sendTransmissionFailure(input) {
      const settings = await loadXadisSettings();
      const mail = transmissionFailureMail(input);
      await required(mailer, 'mailer').sendMail({
        idempotencyKey: `${input.transmissionId}/failure`,
        to: settings.internalRecipients,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
      });
      await XadisTransmissionModel.updateOne(
        { transmissionId: input.transmissionId },
        { $set: { emailSubject: mail.subject, emailRecipients: settings.internalRecipients, emailSentAt: now() } },
      );
    },

    async remindUnsentReport(input) {
      const report = await XadisEmptyContainerModel.findOne({ day: input.day }).lean();
      if (report?.endDate) return { reminded: false };
      const window = await EmptyContainerWindowModel.findOne({ day: input.day }).lean();
      const settings = await loadXadisSettings();
      if (settings.reminderRecipients.length === 0) return { reminded: false };
      const mail = reminderMail({ day: input.day, erpTotal: emptyContainerStockState(window?.erpRows).erpTotal });
      await required(mailer, 'mailer').sendMail({
        idempotencyKey: `emptyContainerReminder/${windowOpensAt(input.day)}`,
        to: settings.reminderRecipients,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
      });
      await EmptyContainerWindowModel.updateOne({ day: input.day }, { $set: { reminderSentAt: now() } });
      return { reminded: true };
    },
  };
}
