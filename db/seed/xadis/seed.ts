import { ParamModel } from '../../models/params/param';
import { loadXadisSettings, XadisEmptyContainerModel, XadisTransmissionModel } from '../../models/xadis';
import { parseEquivalence, stockTypeOf } from '../../../domain/xadis/emptyContainers';
import { reportWindow } from '../../../domain/xadis/window';
import { storeDate } from '../../../domain/common/time';

const DAY_MS = 86_400_000;

/**
 * Xadis demo: the settings (recipients, daily transmission off), five closed empty-container reports
 * of the windows before today's (the history dialog has data) and two past transmissions (one
 * clean, one with an unknown SKU and a failed batch) for the transmission screen's history.
 * Idempotent: reports by window (its day), transmissions by id; days are relative to the seeding day.
 */
export async function seedXadisDemo(nowMs = Date.now()): Promise<{ reports: number; transmissions: number }> {
  await loadXadisSettings();
  const param = await ParamModel.findOne({ param: 'equivalenceEmptyContainer' }).sort({ startDate: -1 }).lean();
  const products = parseEquivalence(param?.value);
  const today = reportWindow(nowMs);
  let reports = 0;
  for (let back = 1; back <= 5 && products.length > 0; back += 1) {
    const window = reportWindow(today.opensAt - back * DAY_MS + 60_000);
    const lines = products.map((product, index) => ({
      sku: product.sku,
      sap: product.sap,
      stockType: stockTypeOf(product.description),
      quantity: index < 2 ? 150 + ((back * 37 + index * 11) % 90) : (back + index) % 4,
    }));
    const total = lines.reduce((sum, line) => sum + line.quantity, 0);
    const result = await XadisEmptyContainerModel.updateOne(
      { day: window.day },
      {
        $setOnInsert: {
          windowStart: window.opensAt,
          day: window.day,
          startDate: window.opensAt + 2 * 3_600_000,
          endDate: window.opensAt + 3 * 3_600_000,
          shippingDate: window.day,
          emptyContainers: lines,
          xadisEmptyContainerAttendantId: 'xadis',
          state: 1,
          erpTotal: total,
          boxTotal: total,
        },
      },
      { upsert: true },
    );
    reports += result.upsertedCount;
  }
  const counts = (records: number, errors: number, failed: number) => ({
    records,
    batches: Math.ceil(records / 500),
    batchesSent: Math.ceil(records / 500) - failed,
    validated: records - errors - failed * 500,
    inserted: records - errors - failed * 500,
    errors,
    failedBatches: failed,
  });
  const day = (back: number) => storeDate(nowMs - back * DAY_MS);
  const transmissions = [
    {
      transmissionId: 'xadis-demo-1',
      from: day(3),
      to: day(3),
      status: 'sent',
      sales: counts(2140, 0, 0),
      inventory: counts(1320, 0, 0),
      errorItems: [],
      emailSubject: 'Envio de informacion XADIS exitoso',
      startedAt: nowMs - 2 * DAY_MS,
    },
    {
      transmissionId: 'xadis-demo-2',
      from: day(2),
      to: day(2),
      status: 'error',
      sales: counts(2210, 1, 1),
      inventory: counts(1320, 0, 0),
      errorItems: [{ kind: 'sales', sku: 'CERV999', msg: 'SKU no existe en el catálogo' }],
      emailSubject: 'Error de envio de informacion XADIS',
      startedAt: nowMs - DAY_MS,
    },
  ];
  const settings = await loadXadisSettings();
  let created = 0;
  for (const tx of transmissions) {
    const result = await XadisTransmissionModel.updateOne(
      { transmissionId: tx.transmissionId },
      {
        $setOnInsert: {
          ...tx,
          requestedBy: 'xadis',
          scheduled: false,
          emailRecipients: settings.summaryRecipients,
          emailSentAt: tx.startedAt + 95_000,
          endedAt: tx.startedAt + 95_000,
          message: null,
        },
      },
      { upsert: true },
    );
    created += result.upsertedCount;
  }
  return { reports, transmissions: created };
}
