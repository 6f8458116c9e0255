import mongoose from 'mongoose';
import { expect, it } from 'vitest';

// Every model module, so mongoose knows every schema (test files excluded).
const modules = import.meta.glob(['./**/*.ts', '!./**/*.test.ts'], { eager: true });

/** What the check needs of a schema, whatever its document type. */
interface Walkable {
  eachPath(visit: (path: string, type: mongoose.SchemaType) => void): unknown;
}

/**
 * Money is stored exact, as Decimal128 (docs/money.md): MongoDB and the embedded server compare,
 * sort and add it exactly (docs/embeddedDb.md). Every money field of every model is listed here
 * and must be Decimal128; a new amount stored as Number fails the second check (a field whose name
 * says money but is not, such as a rate or a percentage, is named in NOT_MONEY with its reason).
 */
const MONEY_FIELDS = [
  'Product.currentSellPrice',
  'Product.pricings.price',
  'ProductKit.currentSellPrice',
  'ProductKit.productKitItems.amountDiscount',
  'ProductKit.productKitItems.amountOfer',
  'ProductKit.productKitItems.currentSellPrice',
  'ProviderProduct.purchasePrice',
  'PurchaseOrder.stores.ieps',
  'PurchaseOrder.stores.iva',
  'PurchaseOrder.stores.subtotal',
  'PurchaseOrder.stores.total',
  'PurchaseOrder.totals.ieps',
  'PurchaseOrder.totals.iva',
  'PurchaseOrder.totals.subtotal',
  'PurchaseOrder.totals.total',
  'PurchaseOrderLine.ieps',
  'PurchaseOrderLine.iva',
  'PurchaseOrderLine.price',
  'PurchaseOrderLine.subtotal',
  'PurchaseOrderLine.total',
  'WorkTeamTemplate.maxSalesAmount',
  'WorkTeamTemplate.minSalesAmount',
];

/** Names that look like money but are not, with why. */
const NOT_MONEY: Record<string, string> = {
  'PurchaseOrderLine.ivaRate': 'a tax rate in percent',
  'PurchaseOrderLine.iepsRate': 'a tax rate in percent',
  'PurchaseOrder.lines.ivaRate': 'a tax rate in percent',
  'PurchaseOrder.lines.iepsRate': 'a tax rate in percent',
  'ProductKit.productKitItems.percentDiscount': 'a percentage',
  'ProductKit.productKitItems.percentOfer': 'a percentage',
  'ForecastRun.total': 'how many items a forecast run computes',
};

/** Field names that say "this is money". */
const MONEY_NAME = /(price|precio|amount|subtotal|^total$|^iva$|^ieps$|sellprice|cost)/i;

it('stores every money field of every model as Decimal128', () => {
  expect(Object.keys(modules).length).toBeGreaterThan(20);
  const names = mongoose.modelNames();
  expect(names.length).toBeGreaterThan(20);
  const decimalPaths: string[] = [];
  const moneyNamed: string[] = [];
  const visit = (schema: Walkable, prefix: string): unknown =>
    schema.eachPath((path, type) => {
      const nested = type as unknown as { schema?: Walkable; caster?: { instance?: string } };
      const full = `${prefix}.${path}`;
      if (type.instance === 'Decimal128' || nested.caster?.instance === 'Decimal128') decimalPaths.push(full);
      else if (!nested.schema && MONEY_NAME.test(path.split('.').pop() ?? '') && !(full in NOT_MONEY)) moneyNamed.push(full);
      // Sub-documents and arrays of them carry their own schema.
      if (nested.schema) visit(nested.schema, full);
    });
  for (const name of names) visit(mongoose.model(name).schema as unknown as Walkable, name);
  for (const field of MONEY_FIELDS) expect(decimalPaths, field).toContain(field);
  // No field named like money is left a Number.
  expect(moneyNamed).toEqual([]);

  // The check finds such a field, even inside an array of sub-documents.
  const probe: string[] = [];
  const walk = (schema: Walkable, prefix: string): unknown =>
    schema.eachPath((path, type) => {
      const nested = type as unknown as { schema?: Walkable; caster?: { instance?: string } };
      if (type.instance === 'Decimal128') probe.push(`${prefix}.${path}`);
      if (nested.schema) walk(nested.schema, `${prefix}.${path}`);
    });
  walk(new mongoose.Schema({ lines: [new mongoose.Schema({ price: mongoose.Schema.Types.Decimal128 })] }) as unknown as Walkable, 'Probe');
  expect(probe).toEqual(['Probe.lines.price']);
});
