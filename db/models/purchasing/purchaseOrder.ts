import { Schema } from 'mongoose';
import { defineModel } from '../common';

/**
 * A sent purchase order (one per consolidated folio) and its history: what was ordered, and how
 * far the purchase-order process got (PDF stored, e-mail sent, ERP rows inserted).
 */
export type PurchaseOrderStatus = 'draft' | 'sending' | 'sent' | 'failed';

export interface PurchaseOrderMoney {
  subtotal: number;
  ieps: number;
  iva: number;
  total: number;
}

export interface PurchaseOrderLineRecord extends PurchaseOrderMoney {
  storeId: string;
  sku: string;
  description: string;
  packages: number;
  piecesPerPackage: number;
  price: number;
  ivaRate: number;
  iepsRate: number;
}

export interface PurchaseOrderStoreRecord extends PurchaseOrderMoney {
  storeId: string;
  storeName: string;
  warehouseRelatedId: string;
}

export interface PurchaseOrder {
  /** IdConsolidado from the ERP. */
  folio: number;
  organizationId: string;
  organizationName: string;
  erpCompanyId: number;
  providerId: string;
  providerName: string;
  providerEmail: string;
  buyer: { userName: string; fullName: string; email: string | null };
  consolidated: boolean;
  distributionCentre: boolean;
  from: string;
  to: string;
  projection: number;
  stores: PurchaseOrderStoreRecord[];
  lines: PurchaseOrderLineRecord[];
  totals: PurchaseOrderMoney;
  status: PurchaseOrderStatus;
  workflowId: string;
  /** Storage keys of the PDFs (one, or one per store when not consolidated). */
  pdfKeys: string[];
  emailedAt: Date | null;
  emailRecipients: string[];
  erpInsertedAt: Date | null;
  erpOrders: number;
  erpLines: number;
  failure: string | null;
  createdAt: Date;
  finishedAt: Date | null;
}

const moneyFields = {
  subtotal: { type: Number, required: true },
  ieps: { type: Number, required: true },
  iva: { type: Number, required: true },
  total: { type: Number, required: true },
};

const lineSchema = new Schema<PurchaseOrderLineRecord>(
  {
    storeId: { type: String, required: true },
    sku: { type: String, required: true },
    description: { type: String, required: true },
    packages: { type: Number, required: true },
    piecesPerPackage: { type: Number, required: true },
    price: { type: Number, required: true },
    ivaRate: { type: Number, required: true },
    iepsRate: { type: Number, required: true },
    ...moneyFields,
  },
  { _id: false },
);

const storeSchema = new Schema<PurchaseOrderStoreRecord>(
  {
    storeId: { type: String, required: true },
    storeName: { type: String, required: true },
    warehouseRelatedId: { type: String, required: true },
    ...moneyFields,
  },
  { _id: false },
);

const purchaseOrderSchema = new Schema<PurchaseOrder>(
  {
    folio: { type: Number, required: true },
    organizationId: { type: String, required: true },
    organizationName: { type: String, required: true },
    erpCompanyId: { type: Number, required: true },
    providerId: { type: String, required: true },
    providerName: { type: String, required: true },
    providerEmail: { type: String, required: true },
    buyer: { type: new Schema({ userName: String, fullName: String, email: { type: String, default: null } }, { _id: false }), required: true },
    consolidated: { type: Boolean, required: true },
    distributionCentre: { type: Boolean, required: true },
    from: { type: String, required: true },
    to: { type: String, required: true },
    projection: { type: Number, required: true },
    stores: { type: [storeSchema], default: [] },
    lines: { type: [lineSchema], default: [] },
    totals: { type: new Schema(moneyFields, { _id: false }), required: true },
    status: { type: String, enum: ['draft', 'sending', 'sent', 'failed'], required: true },
    workflowId: { type: String, required: true },
    pdfKeys: { type: [String], default: [] },
    emailedAt: { type: Date, default: null },
    emailRecipients: { type: [String], default: [] },
    erpInsertedAt: { type: Date, default: null },
    erpOrders: { type: Number, default: 0 },
    erpLines: { type: Number, default: 0 },
    failure: { type: String, default: null },
    createdAt: { type: Date, required: true },
    finishedAt: { type: Date, default: null },
  },
  { collection: 'purchaseOrders', versionKey: false },
);
purchaseOrderSchema.index({ erpCompanyId: 1, folio: 1 }, { unique: true });
purchaseOrderSchema.index({ createdAt: -1 });

export const PurchaseOrderModel = defineModel<PurchaseOrder>('PurchaseOrder', purchaseOrderSchema);
