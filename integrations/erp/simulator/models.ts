import mongoose, { Schema, type Model } from 'mongoose';
import type { StoredMoney } from '../../../domain/common/money';
import { signedMoneyField } from '../../../db/models/common';

/**
 * The simulated ERP's own tables: the order folio counter and the OC, OCDet and OCAutomatica
 * rows it receives. They live beside the simulator, not in db/models, because they stand for
 * the ERP's SQL Server database and no product code reads them; each row names its ERP database
 * (company1 or others), as the two real databases would. Amounts are Decimal128, as the ERP's
 * DECIMAL(18,4) columns keep them exact.
 */
export type ErpDatabaseName = 'company1' | 'others';

export interface SimulatedFolio {
  database: ErpDatabaseName;
  lastConsolidatedId: number;
}

export interface SimulatedOrder {
  database: ErpDatabaseName;
  IdOC: number;
  IdConsolidado: number;
  orderIndex: number;
  ClaUN: string;
  ClaProv: string;
  FecOC: string;
  Estatus: number;
  ClaMoneda: number;
  ClaUsuario: number;
  IdSesion: number;
  Subtotal: StoredMoney;
  IVA: StoredMoney;
  IEPS: StoredMoney;
  Total: StoredMoney;
  /** Fingerprint of the whole insert, to tell a retry from a different order reusing the folio. */
  fingerprint: string;
}

export interface SimulatedOrderLine {
  database: ErpDatabaseName;
  IdOC: number;
  IdConsolidado: number;
  lineIndex: number;
  ClaUN: string;
  ClaArti: string;
  Paquetes: number;
  PiezasPorPaquete: number;
  Unidad: string;
  Precio: StoredMoney;
  IVA: StoredMoney;
  IEPS: StoredMoney;
  Total: StoredMoney;
}

export interface SimulatedAutomaticOrder {
  database: ErpDatabaseName;
  IdConsolidado: number;
  IdOC: number;
  FecAlta: Date;
}

const folioSchema = new Schema<SimulatedFolio>(
  { database: { type: String, required: true, unique: true }, lastConsolidatedId: { type: Number, required: true } },
  { collection: 'erpSimulatorFolios', versionKey: false },
);

/** Where an order or one of its lines belongs: the ERP database and the order under its consolidated order. */
const consolidatedOrderKey = {
  database: { type: String, required: true },
  IdOC: { type: Number, required: true },
  IdConsolidado: { type: Number, required: true },
};
/** The taxes and total of an order or a line, as the ERP stores them. */
const taxesAndTotal = { IVA: signedMoneyField, IEPS: signedMoneyField, Total: signedMoneyField };

const orderSchema = new Schema<SimulatedOrder>(
  {
    ...consolidatedOrderKey,
    orderIndex: { type: Number, required: true },
    ClaUN: String,
    ClaProv: String,
    FecOC: String,
    Estatus: Number,
    ClaMoneda: Number,
    ClaUsuario: Number,
    IdSesion: Number,
    Subtotal: signedMoneyField,
    ...taxesAndTotal,
    fingerprint: { type: String, required: true },
  },
  { collection: 'erpSimulatorOC', versionKey: false },
);
orderSchema.index({ database: 1, IdConsolidado: 1, orderIndex: 1 }, { unique: true });

const orderLineSchema = new Schema<SimulatedOrderLine>(
  {
    ...consolidatedOrderKey,
    lineIndex: { type: Number, required: true },
    ClaUN: String,
    ClaArti: String,
    Paquetes: Number,
    PiezasPorPaquete: Number,
    Unidad: String,
    Precio: signedMoneyField,
    ...taxesAndTotal,
  },
  { collection: 'erpSimulatorOCDet', versionKey: false },
);
orderLineSchema.index({ database: 1, IdConsolidado: 1, lineIndex: 1 }, { unique: true });

const automaticOrderSchema = new Schema<SimulatedAutomaticOrder>(
  {
    database: { type: String, required: true },
    IdConsolidado: { type: Number, required: true },
    IdOC: { type: Number, required: true },
    FecAlta: { type: Date, required: true },
  },
  { collection: 'erpSimulatorOCAutomatica', versionKey: false },
);
automaticOrderSchema.index({ database: 1, IdConsolidado: 1, IdOC: 1 }, { unique: true });

function model<T>(name: string, schema: Schema<T>): Model<T> {
  return (mongoose.models[name] as Model<T>) ?? mongoose.model<T>(name, schema);
}

export const SimulatedFolioModel = model('ErpSimulatorFolio', folioSchema);
export const SimulatedOrderModel = model('ErpSimulatorOrder', orderSchema);
export const SimulatedOrderLineModel = model('ErpSimulatorOrderLine', orderLineSchema);
export const SimulatedAutomaticOrderModel = model('ErpSimulatorAutomaticOrder', automaticOrderSchema);
