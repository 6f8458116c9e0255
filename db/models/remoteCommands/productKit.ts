import type { StoredMoney } from '../../../domain/common/money';
import { Schema } from 'mongoose';
import { defineModel, moneyField, versionedRecordPlugin, type VersionedRecord } from '../common';

/** A promotional kit (spec 002 section 3, Product kit); dates in epoch seconds, 0 = open-ended. */
export interface ProductKitItem {
  productOptions: string[];
  quantity: number;
  currentSellPrice: StoredMoney;
  percentDiscount: number;
  percentOfer: number;
  amountDiscount: StoredMoney;
  amountOfer: StoredMoney;
}

export interface ProductKit {
  productKitId: string;
  productKitName: string;
  productKitType: string;
  currentSellPrice: StoredMoney;
  marketReleaseDate: number;
  marketFinalDate: number;
  s3keyImage: string | null;
  limitPerSale: number;
  limitPerDay: number;
  limitPerPos: number;
  kitFormulaId: string | null;
  productKitItems: ProductKitItem[];
  salesHours: { startTime: string; endTime: string } | null;
}

const itemSchema = new Schema<ProductKitItem>(
  {
    productOptions: { type: [String], default: [] },
    quantity: { type: Number, required: true, min: 1 },
    currentSellPrice: moneyField,
    percentDiscount: { type: Number, default: 0 },
    percentOfer: { type: Number, default: 0 },
    amountDiscount: { ...moneyField, default: 0 },
    amountOfer: { ...moneyField, default: 0 },
  },
  { _id: false },
);

const productKitSchema = new Schema<ProductKit & VersionedRecord>(
  {
    productKitId: { type: String, required: true },
    productKitName: { type: String, required: true },
    productKitType: { type: String, default: 'promo' },
    currentSellPrice: moneyField,
    marketReleaseDate: { type: Number, required: true },
    marketFinalDate: { type: Number, default: 0 },
    s3keyImage: { type: String, default: null },
    limitPerSale: { type: Number, default: 0 },
    limitPerDay: { type: Number, default: 0 },
    limitPerPos: { type: Number, default: 0 },
    kitFormulaId: { type: String, default: null },
    productKitItems: { type: [itemSchema], default: [] },
    salesHours: { type: new Schema({ startTime: String, endTime: String }, { _id: false }), default: null },
  },
  { timestamps: true, collection: 'productKits' },
);
productKitSchema.plugin(versionedRecordPlugin);
productKitSchema.index({ productKitId: 1 }, { unique: true });

export const ProductKitModel = defineModel<ProductKit & VersionedRecord>('ProductKit', productKitSchema);

/** A kit offered in a store, with the store's own dates (spec 002: warehouse product kit). */
export interface WarehouseProductKit {
  productKitId: string;
  warehouseId: string;
  marketReleaseDate: number;
  marketFinalDate: number;
}

const warehouseProductKitSchema = new Schema<WarehouseProductKit & VersionedRecord>(
  {
    productKitId: { type: String, required: true },
    warehouseId: { type: String, required: true },
    marketReleaseDate: { type: Number, required: true },
    marketFinalDate: { type: Number, default: 0 },
  },
  { timestamps: true, collection: 'warehouseProductKits' },
);
warehouseProductKitSchema.plugin(versionedRecordPlugin);
warehouseProductKitSchema.index({ warehouseId: 1, productKitId: 1 }, { unique: true });

export const WarehouseProductKitModel = defineModel<WarehouseProductKit & VersionedRecord>('WarehouseProductKit', warehouseProductKitSchema);
