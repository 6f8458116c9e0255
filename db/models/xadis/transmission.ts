import { Schema } from 'mongoose';
import { defineModel } from '../common';

/**
 * One partner transmission (its workflow id), for the screen's history: who asked, the range, the
 * status, the counts per kind, the error items (capped) and the e-mail sent. The workflow's
 * activities keep it current; the workflow's query gives the live progress while it runs.
 */
export const transmissionStatuses = ['running', 'sent', 'error', 'loginFailed', 'cancelled', 'failed'] as const;
export type TransmissionStatus = (typeof transmissionStatuses)[number];

export interface TransmissionKindCounts {
  records: number;
  batches: number;
  batchesSent: number;
  validated: number;
  inserted: number;
  errors: number;
  failedBatches: number;
}

export interface XadisTransmission {
  transmissionId: string;
  from: string;
  to: string;
  requestedBy: string;
  scheduled: boolean;
  status: TransmissionStatus;
  sales: TransmissionKindCounts;
  inventory: TransmissionKindCounts;
  errorItems: { kind: 'sales' | 'inventory'; sku: string; msg: string }[];
  emailSubject: string | null;
  emailRecipients: string[];
  emailSentAt: number | null;
  message: string | null;
  startedAt: number;
  endedAt: number | null;
}

const countsSchema = new Schema<TransmissionKindCounts>(
  {
    records: { type: Number, default: 0 },
    batches: { type: Number, default: 0 },
    batchesSent: { type: Number, default: 0 },
    validated: { type: Number, default: 0 },
    inserted: { type: Number, default: 0 },
    errors: { type: Number, default: 0 },
    failedBatches: { type: Number, default: 0 },
  },
  { _id: false, suppressReservedKeysWarning: true },
);

const transmissionSchema = new Schema<XadisTransmission>(
  {
    transmissionId: { type: String, required: true, unique: true },
    from: { type: String, required: true },
    to: { type: String, required: true },
    requestedBy: { type: String, required: true },
    scheduled: { type: Boolean, default: false },
    status: { type: String, enum: transmissionStatuses, required: true },
    sales: { type: countsSchema, default: () => ({}) },
    inventory: { type: countsSchema, default: () => ({}) },
    errorItems: { type: [{ kind: String, sku: String, msg: String, _id: false }], default: [] },
    emailSubject: { type: String, default: null },
    emailRecipients: { type: [String], default: [] },
    emailSentAt: { type: Number, default: null },
    message: { type: String, default: null },
    startedAt: { type: Number, required: true },
    endedAt: { type: Number, default: null },
  },
  { timestamps: true, collection: 'xadisTransmissions' },
);
transmissionSchema.index({ startedAt: -1 });
// The history's other sorts (domain/xadis/transmissionList.ts): the range's first day, status, who asked.
transmissionSchema.index({ from: 1 });
transmissionSchema.index({ status: 1 });
transmissionSchema.index({ requestedBy: 1 });

export const XadisTransmissionModel = defineModel<XadisTransmission>('XadisTransmission', transmissionSchema);

/** Who receives the e-mails and whether the daily transmission runs (one record, id 'xadis'). */
export interface XadisSettings {
  settingsId: string;
  summaryRecipients: string[];
  internalRecipients: string[];
  reminderRecipients: string[];
  dailyTransmission: boolean;
}

const settingsSchema = new Schema<XadisSettings>(
  {
    settingsId: { type: String, required: true, unique: true },
    summaryRecipients: { type: [String], default: [] },
    internalRecipients: { type: [String], default: [] },
    reminderRecipients: { type: [String], default: [] },
    dailyTransmission: { type: Boolean, default: false },
  },
  { timestamps: true, collection: 'xadisSettings' },
);

export const XadisSettingsModel = defineModel<XadisSettings>('XadisSettings', settingsSchema);
export const XADIS_SETTINGS_ID = 'xadis';

/** The defaults: the original's seven summary recipients (addresses not printed; these are the demo's). */
export const defaultXadisSettings: Omit<XadisSettings, 'settingsId'> = {
  summaryRecipients: [
    'ventas.xadis@gmodelo.example.com',
    'inventarios.xadis@gmodelo.example.com',
    'distribucion@bama.example.com',
    'gerencia.comercial@bama.example.com',
    'sistemas@bama.example.com',
    'almacen.central@bama.example.com',
    'direccion.operaciones@bama.example.com',
  ],
  internalRecipients: ['sistemas@bama.example.com', 'distribucion@bama.example.com'],
  reminderRecipients: ['distribucion@bama.example.com', 'almacen.central@bama.example.com'],
  dailyTransmission: false,
};

/** The settings record, created with the defaults the first time it is read. */
export async function loadXadisSettings(): Promise<XadisSettings> {
  const found = await XadisSettingsModel.findOneAndUpdate(
    { settingsId: XADIS_SETTINGS_ID },
    { $setOnInsert: { settingsId: XADIS_SETTINGS_ID, ...defaultXadisSettings } },
    { upsert: true, returnDocument: 'after' },
  ).lean<XadisSettings>();
  return found as XadisSettings;
}
