import type { StoredMoney } from '../../../domain/common/money';
import { Schema } from 'mongoose';
import { defineModel, moneyField, versionedRecordPlugin, type VersionedRecord } from '../common';
import { organizationRefSchema, type OrganizationRef } from '../stores/organization';
import { taxSchema, type Tax } from './tax';

/** A price for one customer type (wholesale customers buy below the shelf price). */
export interface ProductPricing {
  customerTypeId: string;
  price: StoredMoney;
}

/** A dated percentage discount; endDate null keeps it open. Dates are epoch seconds. */
export interface ProductDiscount {
  discountName: string;
  percent: number;
  startDate: number;
  endDate: number | null;
}

/** A catalogue article of one company. */
export interface Product {
  /** Business id of the article, unique per organization. */
  productId: string;
  productName: string;
  /** The ERP article key (ClaArti), unique per organization. */
  sku: string;
  /** EAN-13 codes. */
  barcodes: string[];
  brand: { brandName: string };
  category: { categoryName: string };
  saleUnit: { saleUnitName: string };
  /** ERP family key (empty-container stock is read per article, name and family). */
  familyKey: string;
  currentSellPrice: StoredMoney;
  /** Storage key of the product image, null until one is uploaded. */
  s3keyImage: string | null;
  sellable: boolean;
  purchable: boolean;
  taxes: Tax[];
  organization: OrganizationRef;
  pricings: ProductPricing[];
  discounts: ProductDiscount[];
  /** Pieces per box the store receives. */
  quantityPerBox: number;
  /** A returnable container (beer bottle, crate) counted in the empty-container report. */
  returnable: boolean;
}

const productSchema = new Schema<Product & VersionedRecord>(
  {
    productId: { type: String, required: true },
    productName: { type: String, required: true },
    sku: { type: String, required: true, match: /^[A-Za-z0-9_-]{1,30}$/ },
    barcodes: { type: [String], default: [] },
    brand: { type: new Schema({ brandName: { type: String, required: true } }, { _id: false }), required: true },
    category: {
      type: new Schema({ categoryName: { type: String, required: true } }, { _id: false }),
      required: true,
    },
    saleUnit: {
      type: new Schema({ saleUnitName: { type: String, required: true } }, { _id: false }),
      required: true,
    },
    familyKey: { type: String, required: true },
    currentSellPrice: { ...moneyField, required: true },
    s3keyImage: { type: String, default: null },
    sellable: { type: Boolean, default: true },
    purchable: { type: Boolean, default: true },
    taxes: { type: [taxSchema], default: [] },
    organization: { type: organizationRefSchema, required: true },
    pricings: {
      type: [new Schema<ProductPricing>({ customerTypeId: { type: String, required: true }, price: { ...moneyField, required: true } }, { _id: false })],
      default: [],
    },
    discounts: {
      type: [
        new Schema<ProductDiscount>(
          {
            discountName: { type: String, required: true },
            percent: { type: Number, min: 0, max: 100, required: true },
            startDate: { type: Number, required: true },
            endDate: { type: Number, default: null },
          },
          { _id: false },
        ),
      ],
      default: [],
    },
    quantityPerBox: { type: Number, required: true, min: 1 },
    returnable: { type: Boolean, default: false },
  },
  { timestamps: true, collection: 'products' },
);
productSchema.plugin(versionedRecordPlugin);
productSchema.index({ productId: 1, 'organization.organizationId': 1 }, { unique: true });
productSchema.index({ sku: 1, 'organization.organizationId': 1 }, { unique: true });
productSchema.index({ barcodes: 1 });
// The catalogue's default order and its name sort.
productSchema.index({ productName: 1 });

export const ProductModel = defineModel<Product & VersionedRecord>('Product', productSchema);
