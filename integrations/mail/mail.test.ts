import { jsPDF } from 'jspdf';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestDatabase, type TestDatabase } from '../../db/testing';
import { MailOutboxModel } from '../../db/models/mail/mailOutbox';
import { SinkMessageModel } from '../../db/models/mail/sinkMessage';
import { createMailer } from './mailer';
import { getSinkAttachment, getSinkMessage, getSinkMessageSource, listSinkMessages, startSmtpSink, type SmtpSink } from './sink';

const MAIL_FROM = 'Prometheus <no-reply@prometheus.local>';

function purchaseOrderPdf(folio: number): Buffer {
  const document = new jsPDF({ format: 'a3', orientation: 'portrait' });
  document.text(`Orden de compra ${folio}`, 20, 20);
  return Buffer.from(document.output('arraybuffer'));
}

describe('mail through the embedded SMTP sink', () => {
  let database: TestDatabase;
  let sink: SmtpSink;

  beforeAll(async () => {
    database = await startTestDatabase();
    await MailOutboxModel.init();
    sink = await startSmtpSink({ port: 0 });
  });
  afterAll(async () => {
    await sink.close();
    await database.close();
  });

  it('delivers subject, recipients, HTML and a PDF attachment, readable back from the sink', async () => {
    const mailer = createMailer({ SMTP_SINK_PORT: sink.port, MAIL_FROM });
    const pdf = purchaseOrderPdf(4711);
    const sent = await mailer.sendMail({
      idempotencyKey: 'po-4711/email',
      to: ['Compras@Example.com', 'gerente@example.com'],
      subject: 'Orden de compra 4711',
      html: '<h1>Orden de compra</h1><p>Folio <b>4711</b></p>',
      attachments: [{ filename: 'OrdenOC_4711.pdf', content: pdf, contentType: 'application/pdf' }],
    });
    expect(sent).toMatchObject({ duplicate: false, status: 'sent', transport: 'sink', to: ['compras@example.com', 'gerente@example.com'] });
    mailer.close();

    const [summary] = await listSinkMessages({ recipient: 'gerente@example.com' });
    expect(summary).toMatchObject({ subject: 'Orden de compra 4711', attachmentCount: 1 });
    const raw = await getSinkMessageSource(summary._id);
    const parsed = await simpleParser(raw!);
    expect(parsed.subject).toBe('Orden de compra 4711');
    expect(parsed.from?.text).toContain('no-reply@prometheus.local');
    expect(parsed.to && !Array.isArray(parsed.to) ? parsed.to.value.map((entry) => entry.address) : []).toEqual(['compras@example.com', 'gerente@example.com']);
    expect(parsed.html).toContain('<b>4711</b>');
    expect(parsed.text).toContain('Folio 4711');
    expect(parsed.messageId).toBe(sent.messageId);
    expect(parsed.attachments).toHaveLength(1);
    expect(parsed.attachments[0]).toMatchObject({ filename: 'OrdenOC_4711.pdf', contentType: 'application/pdf' });
    expect(parsed.attachments[0].content.subarray(0, 5).toString()).toBe('%PDF-');
    expect(parsed.attachments[0].content.equals(pdf)).toBe(true);

    const detail = await getSinkMessage(summary._id);
    expect(detail?.attachments[0]).toMatchObject({ filename: 'OrdenOC_4711.pdf', size: pdf.length });
    expect(detail?.envelope.rcptTo).toEqual(['compras@example.com', 'gerente@example.com']);
    const attachment = await getSinkAttachment(summary._id, 0);
    expect(attachment?.content.equals(pdf)).toBe(true);
  });

  it('sends once per idempotency key, even when retried concurrently', async () => {
    const mailer = createMailer({ SMTP_SINK_PORT: sink.port, MAIL_FROM });
    const input = { idempotencyKey: 'audit-9/blacklist-notice', to: 'cliente@example.com', subject: 'Aviso', html: '<p>Aviso</p>' };
    const results = await Promise.all([mailer.sendMail(input), mailer.sendMail(input), mailer.sendMail(input)]);
    expect(results.filter((result) => !result.duplicate)).toHaveLength(1);
    const again = await mailer.sendMail(input);
    expect(again).toMatchObject({ duplicate: true, status: 'sent', attempts: 1 });
    expect(await SinkMessageModel.countDocuments({ to: 'cliente@example.com' })).toBe(1);
    mailer.close();
  });

  it('records a failed send and lets a retry with the same key deliver it', async () => {
    const closed = await startSmtpSink({ port: 0 });
    const port = closed.port;
    await closed.close();
    const unreachable = createMailer({ SMTP_SINK_PORT: port, MAIL_FROM });
    const input = { idempotencyKey: 'xadis-run-3/summary', to: 'ops@example.com', subject: 'Error de envio de informacion XADIS', html: '<p>x</p>' };
    await expect(unreachable.sendMail(input)).rejects.toMatchObject({ code: 'MAIL_SEND_FAILED' });
    expect(await MailOutboxModel.findOne({ idempotencyKey: input.idempotencyKey }).lean()).toMatchObject({ status: 'failed', attempts: 1 });
    unreachable.close();

    const mailer = createMailer({ SMTP_SINK_PORT: sink.port, MAIL_FROM });
    expect(await mailer.sendMail(input)).toMatchObject({ duplicate: false, status: 'sent', attempts: 2 });
    expect(await SinkMessageModel.countDocuments({ subject: 'Error de envio de informacion XADIS' })).toBe(1);
    mailer.close();
  });

  it('refuses malformed recipients and subjects before anything is recorded', async () => {
    const mailer = createMailer({ SMTP_SINK_PORT: sink.port, MAIL_FROM });
    await expect(mailer.sendMail({ idempotencyKey: 'bad-1', to: 'not an address', subject: 'x', html: 'x' })).rejects.toMatchObject({ code: 'MAIL_INVALID' });
    await expect(mailer.sendMail({ idempotencyKey: 'bad-2', to: 'a@example.com\r\nBcc: b@example.com', subject: 'x', html: 'x' })).rejects.toMatchObject({
      code: 'MAIL_INVALID',
    });
    await expect(mailer.sendMail({ idempotencyKey: 'bad-3', to: 'a@example.com', subject: '  ', html: 'x' })).rejects.toMatchObject({ code: 'MAIL_INVALID' });
    expect(await MailOutboxModel.countDocuments({ idempotencyKey: /^bad-/ })).toBe(0);
    mailer.close();
  });

  it('refuses a message above the sink size limit without storing it', async () => {
    const small = await startSmtpSink({ port: 0, maxBytes: 2_000 });
    try {
      const mailer = createMailer({ SMTP_SINK_PORT: small.port, MAIL_FROM });
      const before = await SinkMessageModel.countDocuments();
      await expect(
        mailer.sendMail({ idempotencyKey: 'too-big', to: 'a@example.com', subject: 'Grande', html: `<p>${'x'.repeat(10_000)}</p>` }),
      ).rejects.toMatchObject({ code: 'MAIL_SEND_FAILED' });
      expect(await SinkMessageModel.countDocuments()).toBe(before);
      mailer.close();
    } finally {
      await small.close();
    }
  });
});
