import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestDatabase, type TestDatabase } from '../../../db/testing';
import { MailOutboxModel } from '../../../db/models/mail/mailOutbox';
import { emptyKindCounts } from '../../../domain/xadis/transmissions';
import type { PurchaseOrder } from '../../../db/models/purchasing';
import { createMailer, type Mailer } from '../mailer';
import { getSinkMessageSource, listSinkMessages, startSmtpSink, type SmtpSink } from '../sink';
import {
  customerNotice,
  loginFailureMail,
  purchaseOrderMail,
  registrationMail,
  reminderMail,
  statementMail,
  statementReviewMail,
  summaryMail,
  transmissionFailureMail,
  type RenderedMail,
} from '.';

/** A name a person may type: markup, an ampersand and both quotes. */
const HOSTILE = `Ana <b>"La Jefa"</b> & O'Brien`;
const ESCAPED = 'Ana &lt;b&gt;&quot;La Jefa&quot;&lt;/b&gt; &amp; O&#x27;Brien';
const ENTITY = /&(amp|lt|gt|quot|apos|#\d+|#x[0-9a-f]+);/i;

const counts = { sales: { ...emptyKindCounts(), records: 600, batches: 2, batchesSent: 2, errors: 1 }, inventory: emptyKindCounts() };
const order = {
  folio: 4711,
  organizationName: HOSTILE,
  providerName: HOSTILE,
  from: '2027-01-01',
  to: '2027-01-07',
  stores: [{ storeId: 'CO101', storeName: HOSTILE, warehouseRelatedId: 'CO101', subtotal: '1234.5678', ieps: '0', iva: '197.5308', total: '1432.0986' }],
  totals: { subtotal: '1234.5678', ieps: '0', iva: '197.5308', total: '1432.0986' },
  buyer: { userName: 'compras', fullName: HOSTILE, email: 'compras@example.com' },
} as Pick<PurchaseOrder, 'folio' | 'organizationName' | 'providerName' | 'from' | 'to' | 'stores' | 'totals' | 'buyer'>;

/** Every e-mail the product sends, each with the hostile name wherever a person's text goes. */
const mails: [string, RenderedMail, string[]][] = [
  [
    'registration',
    registrationMail({
      customerName: HOSTILE,
      code: 'AB12CD',
      storeName: HOSTILE,
      storePosition: [18.1483, -94.4351],
      barcodeUrl: 'https://prometheus.example/files/public/barcodes/AB12CD.png?v=1&x=2',
      nowMs: Date.parse('2027-01-08T16:00:00Z'),
    }),
    ['Ver la tienda en el mapa [https://www.openstreetmap.org/?mlat=18.148300&mlon=-94.435100#map=17/18.148300/-94.435100]', 'AB12CD'],
  ],
  ['notice authorized', customerNotice('authorized', { customerName: HOSTILE }), ['tu registro fue autorizado']],
  ['notice blacklisted', customerNotice('blacklisted', { customerName: HOSTILE }), ['no pudo ser aprobado']],
  ['notice typeChanged', customerNotice('typeChanged', { customerName: HOSTILE }, { customerTypeName: HOSTILE }), [`ahora eres ${HOSTILE}.`]],
  ['notice enrolled', customerNotice('enrolled', { customerName: HOSTILE }), ['Tus huellas quedaron registradas']],
  [
    'Xadis summary',
    summaryMail({ from: '2026-11-01', to: '2026-11-02', counts, errorItems: [{ kind: 'sales', sku: HOSTILE, msg: HOSTILE }] }),
    ['Registros con error', '2/2'],
  ],
  ['Xadis login failure', loginFailureMail({ from: '2026-11-01', to: '2026-11-02', detail: HOSTILE }), ['No se enviaron las ventas']],
  ['Xadis transmission failure', transmissionFailureMail({ from: '2026-11-01', to: '2026-11-02', detail: HOSTILE, counts }), ['Ventas: 2 de 2 lotes enviados']],
  ['empty-container reminder', reminderMail({ day: HOSTILE, erpTotal: 0 }), ['Total ERP: 0 cajas']],
  ['purchase order', purchaseOrderMail(order), ['1,432.10', `Comprador: ${HOSTILE} (compras@example.com)`]],
  [
    'statement review reminder',
    statementReviewMail({
      reviewer: HOSTILE,
      employee: HOSTILE,
      period: '2026-10-01 a 2026-11-01',
      total: '1,234.57',
      days: 3,
      escalated: false,
      link: 'https://prometheus.example/prometheus/commissions/statements/s1',
    }),
    ['espera tu revisión desde hace 3 días', 'Abrir el estado de cuenta [https://prometheus.example/prometheus/commissions/statements/s1]'],
  ],
  [
    'statement to the employee',
    statementMail({ employee: HOSTILE, period: '2026-10-01 a 2026-11-01', total: '1,234.57', sender: HOSTILE }),
    ['Te enviamos tu estado de cuenta', 'Total: $ 1,234.57'],
  ],
  [
    'statement review escalation',
    statementReviewMail({
      reviewer: HOSTILE,
      employee: HOSTILE,
      period: '2026-10-01 a 2026-11-01',
      total: '-12.50',
      days: 5,
      escalated: true,
      link: 'https://prometheus.example/s',
    }),
    ['ahora te corresponde revisarlo', 'Total: $ -12.50'],
  ],
];

describe('every e-mail through its template, read back from the SMTP sink', () => {
  let database: TestDatabase;
  let sink: SmtpSink;
  let mailer: Mailer;

  beforeAll(async () => {
    database = await startTestDatabase();
    await MailOutboxModel.init();
    sink = await startSmtpSink({ port: 0 });
    mailer = createMailer({ SMTP_SINK_PORT: sink.port, MAIL_FROM: 'Prometheus <no-reply@prometheus.local>' });
  });
  afterAll(async () => {
    mailer?.close();
    await sink?.close();
    await database?.close();
  });

  it.each(mails)(
    '%s: the HTML escapes the name, the text part shows it as typed, with no entity left and links with their URL',
    async (name, mail, expected) => {
      const to = `${name.replace(/\W+/g, '-')}@example.com`;
      // The mailer derives the text part itself when none is given: both ways give the same text.
      await mailer.sendMail({ idempotencyKey: `template-test/${name}`, to, subject: mail.subject, html: mail.html });
      const [summary] = await listSinkMessages({ recipient: to });
      const parsed = await simpleParser((await getSinkMessageSource(summary!._id))!);
      const html = String(parsed.html);
      const text = parsed.text!;
      expect(html).toContain(ESCAPED);
      expect(html).not.toContain('<b>"La Jefa"</b>');
      expect(html).toMatch(/^<!doctype html>/);
      expect(text).toContain(HOSTILE);
      expect(text).not.toMatch(ENTITY);
      expect(text).not.toMatch(/<(p|h2|h3|table|tr|td|a|img|strong)\b/);
      // html-to-text wraps long lines (a URL goes whole to the next line).
      for (const part of expected) expect(text.replace(/\s+/g, ' ')).toContain(part);
      expect(text.trim()).toBe(mail.text);
    },
  );

  it('leaves the total out of the reminder when the ERP gave none, and lists no error table without errors', () => {
    expect(reminderMail({ day: '2026-11-01', erpTotal: null }).text).not.toContain('Total ERP');
    expect(summaryMail({ from: '2026-11-01', to: '2026-11-01', counts, errorItems: [] }).text).toContain('Sin registros con error.');
    const many = Array.from({ length: 205 }, (_, index) => ({ kind: 'inventory' as const, sku: `X${index}`, msg: 'SKU no existe' }));
    expect(summaryMail({ from: '2026-11-01', to: '2026-11-01', counts, errorItems: many }).text).toContain('… y 5 registros con error más.');
  });
});
