import { describe, expect, it } from 'vitest';
import { EmptyContainerWindowModel, XadisEmptyContainerModel, XadisTransmissionModel } from '../../db/models/xadis';
import { ERROR_SUBJECT, LOGIN_FAILURE_SUBJECT, REMINDER_SUBJECT, SUCCESS_SUBJECT } from '../../domain/xadis/transmissions';
import { activities, counts, mails, NOW, openTransmission, run, useXadisActivitiesTest } from './testing/xadis';

/**
 * The xadis e-mails as Temporal runs their activities, against the test database: each outcome
 * picks its e-mail and recipients, and each goes once per key however often the activity runs.
 */
useXadisActivitiesTest();

describe('e-mails', () => {
  it('the summary goes to the seven recipients with the success subject, or the error subject when a batch failed; once per transmission', async () => {
    await openTransmission('tx-ok');
    const clean = {
      transmissionId: 'tx-ok',
      from: '2026-11-20',
      to: '2026-11-20',
      counts: { sales: counts({ records: 10, batches: 1, batchesSent: 1, validated: 10, inserted: 10 }), inventory: counts() },
      endedAt: NOW,
    };
    await expect(run(activities().sendTransmissionSummary, clean)).resolves.toEqual({ subject: SUCCESS_SUBJECT, recipients: 7 });
    await run(activities().sendTransmissionSummary, clean);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.to).toHaveLength(7);
    expect(await XadisTransmissionModel.findOne({ transmissionId: 'tx-ok' }).lean()).toMatchObject({ status: 'sent', emailSubject: SUCCESS_SUBJECT });

    await openTransmission('tx-bad');
    const failed = {
      ...clean,
      transmissionId: 'tx-bad',
      counts: { sales: clean.counts.sales, inventory: counts({ records: 600, batches: 2, batchesSent: 1, failedBatches: 1 }) },
    };
    await expect(run(activities().sendTransmissionSummary, failed)).resolves.toMatchObject({ subject: ERROR_SUBJECT });
    expect(mails.map((mail) => mail.subject)).toEqual([SUCCESS_SUBJECT, ERROR_SUBJECT]);
    expect(await XadisTransmissionModel.findOne({ transmissionId: 'tx-bad' }).lean()).toMatchObject({ status: 'error', emailSubject: ERROR_SUBJECT });
  });

  it('a transmission that failed half way e-mails the internal list with the range and what was sent, once; its status stays failed', async () => {
    await openTransmission('tx-half');
    await run(activities().closeTransmission, { transmissionId: 'tx-half', status: 'failed', message: 'El ERP no responde', endedAt: NOW });
    const input = {
      transmissionId: 'tx-half',
      from: '2026-11-01',
      to: '2026-11-20',
      detail: 'El ERP no responde',
      counts: { sales: counts({ batches: 3, batchesSent: 1 }), inventory: counts() },
    };
    await run(activities().sendTransmissionFailure, input);
    await run(activities().sendTransmissionFailure, input);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ subject: LOGIN_FAILURE_SUBJECT, to: ['sistemas@bama.example.com', 'distribucion@bama.example.com'] });
    expect(mails[0]?.html).toContain('2026-11-01');
    expect(mails[0]?.html).toContain('Ventas: 1 de 3 lotes enviados');
    expect(mails[0]?.html).toContain('El ERP no responde');
    expect(await XadisTransmissionModel.findOne({ transmissionId: 'tx-half' }).lean()).toMatchObject({ status: 'failed', emailSubject: LOGIN_FAILURE_SUBJECT });
  });

  it('a communication failure e-mails the internal list with the date range, once', async () => {
    await openTransmission('tx-down');
    const input = { transmissionId: 'tx-down', from: '2026-11-01', to: '2026-11-20', detail: 'Credenciales inválidas', endedAt: NOW };
    await run(activities().sendLoginFailure, input);
    await run(activities().sendLoginFailure, input);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ subject: LOGIN_FAILURE_SUBJECT, to: ['sistemas@bama.example.com', 'distribucion@bama.example.com'] });
    expect(mails[0]?.html).toContain('2026-11-01');
    expect(mails[0]?.html).toContain('2026-11-20');
    expect(await XadisTransmissionModel.findOne({ transmissionId: 'tx-down' }).lean()).toMatchObject({
      status: 'loginFailed',
      emailSubject: LOGIN_FAILURE_SUBJECT,
    });
  });

  it('reminds about the empty-container report only when the window’s report was not sent, at most once per window', async () => {
    const windowStart = Date.parse('2026-11-20T15:00:00Z');
    const stock = [{ articleKey: 'E0101', articleName: 'Envase', familyKey: 'ENVR', stock: 110_120 }];
    await run(activities().storeWindowStock, { windowStart, windowEnd: windowStart + 86_400_000, day: '2026-11-20', rows: stock, error: null, readAt: NOW });
    // A report saved but not sent ('Guardar' only) still gets the reminder.
    const report = {
      startDate: windowStart + 60_000,
      windowStart,
      day: '2026-11-20',
      xadisEmptyContainerAttendantId: 'u1',
      state: 1,
      erpTotal: 10,
      boxTotal: 4,
      emptyContainers: [],
    };
    await XadisEmptyContainerModel.create(report);
    await expect(run(activities().remindUnsentReport, { windowStart, day: '2026-11-20' })).resolves.toEqual({ reminded: true });
    await run(activities().remindUnsentReport, { windowStart, day: '2026-11-20' });
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ subject: REMINDER_SUBJECT, to: ['distribucion@bama.example.com', 'almacen.central@bama.example.com'] });
    expect(mails[0]?.html).toContain('Total ERP: 10 cajas');

    // The next window's report was sent: no reminder.
    const next = windowStart + 86_400_000;
    await XadisEmptyContainerModel.create({ ...report, windowStart: next, day: '2026-11-21', endDate: next + 3_600_000, shippingDate: '2026-11-21' });
    await expect(run(activities().remindUnsentReport, { windowStart: next, day: '2026-11-21' })).resolves.toEqual({ reminded: false });
    expect(mails).toHaveLength(1);
  });

  it('keys the window by its day: a stock stored with the after-midnight start (08:55) updates the same window', async () => {
    const opensAt = Date.parse('2026-11-20T15:00:00Z');
    const stock = [{ articleKey: 'E0101', articleName: 'Envase', familyKey: 'ENVR', stock: 110_120 }];
    await run(activities().storeWindowStock, {
      windowStart: opensAt,
      windowEnd: opensAt + 86_400_000,
      day: '2026-11-20',
      rows: stock,
      error: null,
      readAt: NOW,
    });
    await run(activities().storeWindowStock, {
      windowStart: opensAt + 86_100_000,
      windowEnd: opensAt + 86_400_000,
      day: '2026-11-20',
      rows: [{ ...stock[0]!, stock: 110_240 }],
      error: null,
      readAt: NOW,
    });
    const windows = await EmptyContainerWindowModel.find({}).lean();
    expect(windows.map((window) => [window.day, window.windowStart, window.erpRows[0]?.stock])).toEqual([['2026-11-20', opensAt, 110_240]]);
    // A report made after midnight (stored with the day's key) stops the reminder.
    await XadisEmptyContainerModel.create({
      startDate: opensAt + 80_000_000,
      windowStart: opensAt,
      day: '2026-11-20',
      endDate: opensAt + 81_000_000,
      shippingDate: '2026-11-21',
      xadisEmptyContainerAttendantId: 'u1',
      state: 1,
      erpTotal: 20,
      boxTotal: 20,
      emptyContainers: [],
    });
    await expect(run(activities().remindUnsentReport, { windowStart: opensAt + 86_100_000, day: '2026-11-20' })).resolves.toEqual({ reminded: false });
  });
});
