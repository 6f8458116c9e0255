import { createHash } from 'node:crypto';
import {
  erpDatabaseFor,
  type ErpOperation,
  type EmptyContainerStockRow,
  type InsertPurchaseOrderResult,
  type InventoryRow,
  type SalesRow,
} from '../../../domain/erp/operations';
import { defaultSimulatedProducts, defaultSimulatedStores, type SimulatedProduct, type SimulatedStore } from '../../shared/demoDefaults';
import { isOnlyDuplicateKeys } from '../../../db/models/common';
import { ErpOperationError, runErpOperation, type ErpBackend, type ErpResultOf } from '../backend';
import { ERP_DAY_MS, erpDays, erpToday, formatErpDate } from '../dates';
import { emptyContainerArticles, emptyContainerStock, simulatedInventory, simulatedSale } from './generator';
import { filterArticles, filterCustomers, simulatedPriceListArticles, simulatedPriceListCustomers, simulatedPriceListOffers } from './pricing';
import {
  SimulatedAutomaticOrderModel,
  SimulatedFolioModel,
  SimulatedOrderLineModel,
  SimulatedOrderModel,
  type ErpDatabaseName,
  type SimulatedAutomaticOrder,
  type SimulatedOrder,
  type SimulatedOrderLine,
} from './models';

/**
 * The embedded ERP. Readings (empty-container stock, daily sales, daily inventory) come from the
 * deterministic generator; writes (the consolidated folio and OC, OCDet, OCAutomatica rows) are
 * stored in the database so they can be read back and survive a restart, as in the real ERP.
 * Company 1 has its own database; the other companies share the second one.
 */
export interface ErpSimulatorOptions {
  stores?: readonly SimulatedStore[];
  products?: readonly SimulatedProduct[];
  seed?: number;
  now?: () => number;
  /** How far back sales and inventory exist. */
  historyDays?: number;
  /** The first folio each database hands out is this plus one. */
  firstConsolidatedId?: number;
}

export interface SimulatedPurchaseOrder {
  orders: SimulatedOrder[];
  lines: SimulatedOrderLine[];
  automatic: SimulatedAutomaticOrder[];
}

export interface ErpSimulator extends ErpBackend {
  readonly name: 'simulator';
  /** Reads back what an insertPurchaseOrder stored. */
  readPurchaseOrder(companyId: number, consolidatedId: number): Promise<SimulatedPurchaseOrder>;
}

type Operation<Name extends ErpOperation['operation']> = Extract<ErpOperation, { operation: Name }>;

export function createErpSimulator(options: ErpSimulatorOptions = {}): ErpSimulator {
  const stores = options.stores ?? defaultSimulatedStores;
  const products = options.products ?? defaultSimulatedProducts;
  const seed = options.seed ?? 20_260_101;
  const now = options.now ?? Date.now;
  const historyDays = options.historyDays ?? 400;
  const firstConsolidatedId = options.firstConsolidatedId ?? 1000;

  const storesOf = (database: ErpDatabaseName) => stores.filter((store) => erpDatabaseFor(store.companyId) === database);
  const carries = (store: SimulatedStore, product: SimulatedProduct) => !product.companyIds || product.companyIds.includes(store.companyId);

  /** The days of a range that have data: from `historyDays` ago up to `lastDay`. */
  function daysWithData(from: string, to: string, lastDay: number): number[] {
    const firstDay = erpToday(now()) - historyDays * ERP_DAY_MS;
    return erpDays(from, to).filter((day) => day >= firstDay && day <= lastDay);
  }

  function stock(operation: Operation<'emptyContainerStock'>): EmptyContainerStockRow[] {
    const database = erpDatabaseFor(operation.companyId);
    const today = erpToday(now());
    const wanted = new Set(operation.articleKeys.map((key) => key.toUpperCase()));
    return emptyContainerArticles
      .filter((article) => wanted.has(article.articleKey))
      .map((article) => ({
        articleKey: article.articleKey,
        articleName: article.articleName,
        familyKey: article.familyKey,
        stock: emptyContainerStock(seed, database, article, today),
      }));
  }

  /** A range's sales, day by day, one row at a time (the windowed agent never holds the range). */
  function* salesRows(operation: Operation<'salesRange'>): Generator<SalesRow> {
    const database = erpDatabaseFor(operation.companyId);
    // The current day is still open: its sales appear tomorrow.
    const days = daysWithData(operation.from, operation.to, erpToday(now()) - ERP_DAY_MS);
    for (const day of days) {
      const date = formatErpDate(day);
      for (const store of storesOf(database)) {
        if (store.isDistributionCenter) continue;
        for (const product of products) {
          if (!carries(store, product)) continue;
          const sale = simulatedSale(seed, database, store, product, day);
          if (sale) yield { date, storeId: store.storeId, sku: product.sku, quantity: sale.quantity, amount: sale.amount };
        }
      }
    }
  }

  function* inventoryRows(operation: Operation<'inventoryRange'>): Generator<InventoryRow> {
    const database = erpDatabaseFor(operation.companyId);
    const days = daysWithData(operation.from, operation.to, erpToday(now()));
    for (const day of days) {
      const date = formatErpDate(day);
      for (const store of storesOf(database)) {
        for (const product of products) {
          if (!carries(store, product)) continue;
          yield { date, storeId: store.storeId, sku: product.sku, stock: simulatedInventory(seed, database, store, product, day) };
        }
      }
    }
  }

  const sales = (operation: Operation<'salesRange'>): SalesRow[] => [...salesRows(operation)];
  const inventory = (operation: Operation<'inventoryRange'>): InventoryRow[] => [...inventoryRows(operation)];

  async function nextConsolidatedId(operation: Operation<'nextConsolidatedOrderId'>) {
    const database = erpDatabaseFor(operation.companyId);
    const folio = await SimulatedFolioModel.findOneAndUpdate(
      { database },
      { $inc: { lastConsolidatedId: 1 } },
      { upsert: true, returnDocument: 'after' },
    ).lean();
    if (!folio) throw new Error('the folio counter was not written');
    return [{ IdConsolidado: firstConsolidatedId + folio.lastConsolidatedId }];
  }

  async function insertIgnoringDuplicates<T>(insert: (rows: T[]) => Promise<unknown>, rows: T[]): Promise<void> {
    try {
      await insert(rows);
    } catch (error) {
      if (!isOnlyDuplicateKeys(error)) throw error;
    }
  }

  async function insertPurchaseOrder(operation: Operation<'insertPurchaseOrder'>): Promise<InsertPurchaseOrderResult> {
    const database = erpDatabaseFor(operation.companyId);
    const IdConsolidado = operation.consolidatedId;
    const fingerprint = createHash('sha256')
      .update(JSON.stringify([operation.orders, operation.lines, operation.automatic]))
      .digest('hex');
    const existing = await SimulatedOrderModel.findOne({ database, IdConsolidado }).lean();
    if (existing && existing.fingerprint !== fingerprint) {
      throw new ErpOperationError(`IdConsolidado ${IdConsolidado} already belongs to another purchase order`);
    }
    const orders: SimulatedOrder[] = operation.orders.map((order, orderIndex) => ({
      database,
      // IdOC is derived from the folio so that a retried insert lands on the same rows.
      IdOC: IdConsolidado * 1000 + orderIndex + 1,
      IdConsolidado,
      orderIndex,
      ClaUN: order.storeId,
      ClaProv: order.providerId,
      FecOC: order.orderDate,
      Estatus: order.status,
      ClaMoneda: order.currency,
      ClaUsuario: order.userId,
      IdSesion: order.sessionId,
      Subtotal: order.subtotal,
      IVA: order.iva,
      IEPS: order.ieps,
      Total: order.total,
      fingerprint,
    }));
    // A line belongs to its store's order; with one consolidated order, every line belongs to it.
    const orderOfStore = new Map(orders.map((order) => [order.ClaUN, order.IdOC]));
    const lines: SimulatedOrderLine[] = operation.lines.map((line, lineIndex) => ({
      database,
      IdOC: orderOfStore.get(line.storeId) ?? orders[0].IdOC,
      IdConsolidado,
      lineIndex,
      ClaUN: line.storeId,
      ClaArti: line.sku,
      Paquetes: line.packages,
      PiezasPorPaquete: line.piecesPerPackage,
      Unidad: line.unit,
      Precio: line.price,
      IVA: line.iva,
      IEPS: line.ieps,
      Total: line.total,
    }));
    await insertIgnoringDuplicates((rows) => SimulatedOrderModel.insertMany(rows, { ordered: false }), orders);
    // Two different orders racing for one folio: whichever lost a row must not write its lines.
    if (await SimulatedOrderModel.exists({ database, IdConsolidado, fingerprint: { $ne: fingerprint } })) {
      throw new ErpOperationError(`IdConsolidado ${IdConsolidado} already belongs to another purchase order`);
    }
    await insertIgnoringDuplicates((rows) => SimulatedOrderLineModel.insertMany(rows, { ordered: false }), lines);
    // Rows are keyed by folio and position, so a retried insert completes a partial one without doubling it.
    if (operation.automatic) {
      const automatic = orders.map((order) => ({ database, IdConsolidado, IdOC: order.IdOC, FecAlta: new Date(now()) }));
      await insertIgnoringDuplicates((rows) => SimulatedAutomaticOrderModel.insertMany(rows, { ordered: false }), automatic);
    }
    return {
      consolidatedId: IdConsolidado,
      ordersInserted: orders.length,
      linesInserted: lines.length,
      automaticInserted: operation.automatic ? orders.length : 0,
    };
  }

  const priceListCustomers = (operation: Operation<'priceListCustomers'>) =>
    filterCustomers(simulatedPriceListCustomers(seed, operation.companyId), operation.search, operation.limit);
  const priceListArticles = (operation: Operation<'priceListArticles'>) =>
    filterArticles(simulatedPriceListArticles(seed, operation.companyId, products), operation.search, operation.limit);
  const priceListOffers = (operation: Operation<'priceListOffers'>) => {
    const wanted = new Set(operation.customerKeys);
    return simulatedPriceListOffers(seed, operation.companyId, products)
      .filter((row) => wanted.size === 0 || wanted.has(row.clacte))
      .slice(0, operation.limit);
  };

  return {
    name: 'simulator',
    async run<O extends ErpOperation>(operation: O): Promise<ErpResultOf<O>> {
      return runErpOperation(
        {
          emptyContainerStock: stock,
          salesRange: sales,
          inventoryRange: inventory,
          nextConsolidatedOrderId: nextConsolidatedId,
          insertPurchaseOrder,
          priceListCustomers,
          priceListOffers,
          priceListArticles,
        },
        operation,
      );
    },
    rows(operation) {
      if (operation.operation === 'salesRange') return salesRows(operation);
      if (operation.operation === 'inventoryRange') return inventoryRows(operation);
      return null;
    },
    async readPurchaseOrder(companyId, consolidatedId) {
      const database = erpDatabaseFor(companyId);
      const filter = { database, IdConsolidado: consolidatedId };
      const [orders, lines, automatic] = await Promise.all([
        SimulatedOrderModel.find(filter).sort({ orderIndex: 1 }).lean<SimulatedOrder[]>(),
        SimulatedOrderLineModel.find(filter).sort({ lineIndex: 1 }).lean<SimulatedOrderLine[]>(),
        SimulatedAutomaticOrderModel.find(filter).sort({ IdOC: 1 }).lean<SimulatedAutomaticOrder[]>(),
      ]);
      return { orders, lines, automatic };
    },
  };
}
