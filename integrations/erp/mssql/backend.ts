import sql from 'mssql';
import {
  erpDatabaseFor,
  type ErpOperation,
  type EmptyContainerStockRow,
  type InsertPurchaseOrderResult,
  type InventoryRow,
  type SalesRow,
} from '../../../domain/erp/operations';
import { ErpOperationError, runErpOperation, type ErpBackend, type ErpResultOf } from '../backend';
import { formatErpDate } from '../dates';
import { saleAmountText } from '../../../domain/xadis/saleAmount';
import {
  emptyContainerStockSql,
  existingPurchaseOrderSql,
  insertAutomaticOrderSql,
  insertOrderLinesSql,
  insertOrderSql,
  inventoryProcedure,
  nextConsolidatedIdSql,
  orderLinesPerStatement,
  salesProcedure,
} from './queries';
import { createMssqlPricingHandlers } from './pricing';

/**
 * SQL Server through `mssql`. The parts of mssql the backend uses are named here so tests can
 * hand it a fake pool that records the query texts and the bound parameters.
 */
export interface SqlResult<Row> {
  recordset: Row[];
  rowsAffected: number[];
}

export interface SqlRequest {
  input(name: string, type: unknown, value: unknown): SqlRequest;
  query<Row = Record<string, unknown>>(command: string): Promise<SqlResult<Row>>;
  execute<Row = Record<string, unknown>>(procedure: string): Promise<SqlResult<Row>>;
  /** mssql's stream mode: the rows of the next execute as they arrive, with back pressure (a windowed answer). */
  toReadableStream?(): AsyncIterable<Record<string, unknown>>;
}

export interface SqlTransaction {
  begin(): Promise<unknown>;
  commit(): Promise<void>;
  rollback(): Promise<void>;
  request(): SqlRequest;
}

export interface SqlPool {
  request(): SqlRequest;
  transaction(): SqlTransaction;
}

export type ErpDatabase = 'company1' | 'others';

export interface MssqlBackendOptions {
  /** The connected pool of an ERP database (company 1 has its own; the others share one). */
  pool(database: ErpDatabase): Promise<SqlPool>;
  close?(): Promise<void>;
}

type Operation<Name extends ErpOperation['operation']> = Extract<ErpOperation, { operation: Name }>;

function asNumber(value: unknown): number {
  const number = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(number)) throw new ErpOperationError(`the ERP answered a non-numeric value ${String(value)}`);
  return number;
}

/** A DECIMAL the driver hands out (a number or text) as exact decimal text. */
function asAmount(value: unknown): string {
  if (typeof value !== 'number' && typeof value !== 'string') throw new ErpOperationError(`the ERP answered a non-numeric amount ${String(value)}`);
  try {
    return saleAmountText(value);
  } catch {
    throw new ErpOperationError(`the ERP answered a non-numeric amount ${String(value)}`);
  }
}

function asErpDate(value: unknown): string {
  if (value instanceof Date) return formatErpDate(Date.UTC(value.getUTCFullYear(), value.getUTCMonth(), value.getUTCDate()));
  return String(value ?? '').trim();
}

function text(value: unknown): string {
  return String(value ?? '').trim();
}

export function createMssqlBackend(options: MssqlBackendOptions): ErpBackend {
  const poolFor = (companyId: number) => options.pool(erpDatabaseFor(companyId));

  async function stock(operation: Operation<'emptyContainerStock'>): Promise<EmptyContainerStockRow[]> {
    const request = (await poolFor(operation.companyId)).request();
    operation.articleKeys.forEach((key, index) => request.input(`articleKey${index}`, sql.VarChar(30), key));
    const result = await request.query(emptyContainerStockSql(operation.articleKeys.length));
    return result.recordset.map((row) => ({
      articleKey: text(row.articleKey),
      articleName: text(row.articleName),
      familyKey: text(row.familyKey),
      stock: asNumber(row.stock),
    }));
  }

  async function procedure(companyId: number, name: string, from: string, to: string) {
    const request = (await poolFor(companyId)).request();
    request.input('FechaIni', sql.VarChar(10), from);
    request.input('FechaFin', sql.VarChar(10), to);
    return (await request.execute(name)).recordset;
  }

  /** A procedure's rows one at a time (mssql's stream mode, paused while the agent waits for its reader); whole when the pool cannot stream. */
  async function* procedureRows(companyId: number, name: string, from: string, to: string): AsyncGenerator<Record<string, unknown>> {
    const request = (await poolFor(companyId)).request();
    if (!request.toReadableStream) {
      yield* await procedure(companyId, name, from, to);
      return;
    }
    request.input('FechaIni', sql.VarChar(10), from);
    request.input('FechaFin', sql.VarChar(10), to);
    const rows = request.toReadableStream();
    // In stream mode the rows and the error come through the stream.
    request.execute(name).catch(() => undefined);
    yield* rows;
  }

  const saleOf = (row: Record<string, unknown>): SalesRow => ({
    date: asErpDate(row.Fecha),
    storeId: text(row.ClaUN),
    sku: text(row.ClaArti),
    quantity: asNumber(row.Ctd),
    amount: asAmount(row.Importe),
  });
  const inventoryOf = (row: Record<string, unknown>): InventoryRow => ({
    date: asErpDate(row.Fecha),
    storeId: text(row.ClaUN),
    sku: text(row.ClaArti),
    stock: asNumber(row.ExiAct),
  });

  async function sales(operation: Operation<'salesRange'>): Promise<SalesRow[]> {
    return (await procedure(operation.companyId, salesProcedure, operation.from, operation.to)).map(saleOf);
  }

  async function inventory(operation: Operation<'inventoryRange'>): Promise<InventoryRow[]> {
    return (await procedure(operation.companyId, inventoryProcedure, operation.from, operation.to)).map(inventoryOf);
  }

  async function* streamed<Row>(rows: AsyncIterable<Record<string, unknown>>, map: (row: Record<string, unknown>) => Row): AsyncGenerator<Row> {
    for await (const row of rows) yield map(row);
  }

  async function nextConsolidatedId(operation: Operation<'nextConsolidatedOrderId'>) {
    const result = await (await poolFor(operation.companyId)).request().query(nextConsolidatedIdSql);
    return [{ IdConsolidado: asNumber(result.recordset[0]?.IdConsolidado) }];
  }

  async function insertPurchaseOrder(operation: Operation<'insertPurchaseOrder'>): Promise<InsertPurchaseOrderResult> {
    const pool = await poolFor(operation.companyId);
    const transaction = pool.transaction();
    await transaction.begin();
    try {
      const existing = await transaction
        .request()
        .input('IdConsolidado', sql.Int, operation.consolidatedId)
        .query<{ orders: number; lines: number; automatic: number }>(existingPurchaseOrderSql);
      const found = existing.recordset[0] ?? { orders: 0, lines: 0, automatic: 0 };
      if (asNumber(found.orders) > 0) {
        // A retried insert finds its own rows; a different order reusing the folio is refused.
        const same =
          asNumber(found.orders) === operation.orders.length &&
          asNumber(found.lines) === operation.lines.length &&
          asNumber(found.automatic) === (operation.automatic ? operation.orders.length : 0);
        await transaction.rollback();
        if (!same) throw new ErpOperationError(`IdConsolidado ${operation.consolidatedId} already belongs to another purchase order`);
        return {
          consolidatedId: operation.consolidatedId,
          ordersInserted: operation.orders.length,
          linesInserted: operation.lines.length,
          automaticInserted: operation.automatic ? operation.orders.length : 0,
        };
      }

      const orderIds: number[] = [];
      for (const order of operation.orders) {
        const inserted = await transaction
          .request()
          .input('ClaUN', sql.VarChar(20), order.storeId)
          .input('ClaProv', sql.VarChar(30), order.providerId)
          .input('FecOC', sql.VarChar(10), order.orderDate)
          .input('Estatus', sql.Int, order.status)
          .input('ClaMoneda', sql.Int, order.currency)
          .input('ClaUsuario', sql.Int, order.userId)
          .input('IdSesion', sql.Int, order.sessionId)
          .input('Subtotal', sql.VarChar(40), order.subtotal)
          .input('IVA', sql.VarChar(40), order.iva)
          .input('IEPS', sql.VarChar(40), order.ieps)
          .input('Total', sql.VarChar(40), order.total)
          .input('IdConsolidado', sql.Int, operation.consolidatedId)
          .query<{ IdOC: number }>(insertOrderSql);
        orderIds.push(asNumber(inserted.recordset[0]?.IdOC));
      }
      // A line belongs to its store's order; with one consolidated order, every line belongs to it.
      const orderOfStore = new Map(operation.orders.map((order, index) => [order.storeId, orderIds[index]]));

      for (let start = 0; start < operation.lines.length; start += orderLinesPerStatement) {
        const batch = operation.lines.slice(start, start + orderLinesPerStatement);
        const request = transaction.request();
        batch.forEach((line, row) => {
          request
            .input(`IdOC${row}`, sql.Int, orderOfStore.get(line.storeId) ?? orderIds[0])
            .input(`ClaUN${row}`, sql.VarChar(20), line.storeId)
            .input(`ClaArti${row}`, sql.VarChar(30), line.sku)
            .input(`Paquetes${row}`, sql.Int, line.packages)
            .input(`PiezasPorPaquete${row}`, sql.Int, line.piecesPerPackage)
            .input(`Unidad${row}`, sql.VarChar(20), line.unit)
            .input(`Precio${row}`, sql.VarChar(40), line.price)
            .input(`IVA${row}`, sql.VarChar(40), line.iva)
            .input(`IEPS${row}`, sql.VarChar(40), line.ieps)
            .input(`Total${row}`, sql.VarChar(40), line.total);
        });
        await request.query(insertOrderLinesSql(batch.length));
      }

      if (operation.automatic) {
        for (const IdOC of orderIds) {
          await transaction.request().input('IdConsolidado', sql.Int, operation.consolidatedId).input('IdOC', sql.Int, IdOC).query(insertAutomaticOrderSql);
        }
      }
      await transaction.commit();
      return {
        consolidatedId: operation.consolidatedId,
        ordersInserted: orderIds.length,
        linesInserted: operation.lines.length,
        automaticInserted: operation.automatic ? orderIds.length : 0,
      };
    } catch (error) {
      await transaction.rollback().catch(() => undefined);
      throw error;
    }
  }

  const pricing = createMssqlPricingHandlers(poolFor);

  return {
    name: 'mssql',
    async run<O extends ErpOperation>(operation: O): Promise<ErpResultOf<O>> {
      return runErpOperation(
        {
          emptyContainerStock: stock,
          salesRange: sales,
          inventoryRange: inventory,
          nextConsolidatedOrderId: nextConsolidatedId,
          insertPurchaseOrder,
          ...pricing,
        },
        operation,
      );
    },
    rows(operation) {
      const { companyId } = operation;
      if (operation.operation === 'salesRange') return streamed(procedureRows(companyId, salesProcedure, operation.from, operation.to), saleOf);
      if (operation.operation === 'inventoryRange') return streamed(procedureRows(companyId, inventoryProcedure, operation.from, operation.to), inventoryOf);
      return null;
    },
    close: options.close,
  };
}
