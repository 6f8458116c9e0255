import type { InventoryRow, SalesRow } from '../../domain/erp/operations';
import { money } from '../../domain/common/money';
import { saleAmountOf } from '../../domain/xadis/saleAmount';
import { formatErpDate } from '../../integrations/erp/dates';

/**
 * The ERP data of the benchmark's range, generated row by row so nothing holds the whole range:
 * ten days of 2026-11 for 250 stores and 40 articles. Sales: one row per day, store and article
 * (100,000); inventory: the 50 stores that report stock daily (20,000). Rows are deterministic,
 * so the baseline sends exactly the batches the transmission sends.
 */
/** The partner account of the benchmark (the simulators know it). */
export const benchCredentials = { user: 'xadis', password: 'bench', taxId: 'BAM000101AAA', warehouseCode: 'BAMA01' };

export const BENCH_FROM = '2026-11-11';
export const BENCH_TO = '2026-11-20';
/** BENCH_DAYS=2 for a quicker look (the figures the issue asks for are with 10); up to 366 for a year's range (memory flat whatever the range). */
export const BENCH_DAYS = Math.max(1, Math.min(366, Number(process.env.BENCH_DAYS ?? 10) || 10));
export const BENCH_STORES = 250;
export const BENCH_INVENTORY_STORES = 50;
export const BENCH_SKUS = Array.from({ length: 40 }, (_, index) => `75010${String(index).padStart(5, '0')}`);
export const BENCH_SALES_ROWS = BENCH_DAYS * BENCH_STORES * BENCH_SKUS.length;
export const BENCH_INVENTORY_ROWS = BENCH_DAYS * BENCH_INVENTORY_STORES * BENCH_SKUS.length;

const dayMs = 86_400_000;
const firstDay = Date.parse(`${BENCH_FROM}T00:00:00Z`);
const storeId = (index: number) => `CO${String(100 + index).padStart(4, '0')}`;

export function salesRow(index: number): SalesRow {
  const sku = index % BENCH_SKUS.length;
  const store = Math.floor(index / BENCH_SKUS.length) % BENCH_STORES;
  const day = Math.floor(index / (BENCH_SKUS.length * BENCH_STORES));
  const quantity = 1 + ((index * 7919) % 23);
  return {
    date: formatErpDate(firstDay + day * dayMs),
    storeId: storeId(store),
    sku: BENCH_SKUS[sku]!,
    quantity,
    amount: saleAmountOf(money(18.5 + sku), quantity),
  };
}

export function inventoryRow(index: number): InventoryRow {
  const sku = index % BENCH_SKUS.length;
  const store = Math.floor(index / BENCH_SKUS.length) % BENCH_INVENTORY_STORES;
  const day = Math.floor(index / (BENCH_SKUS.length * BENCH_INVENTORY_STORES));
  return { date: formatErpDate(firstDay + day * dayMs), storeId: storeId(store), sku: BENCH_SKUS[sku]!, stock: (index * 104_729) % 480 };
}

/** Rows [start, start + count) of a kind. */
export function benchRows<Row>(row: (index: number) => Row, total: number, start: number, count: number): Row[] {
  return Array.from({ length: Math.max(0, Math.min(count, total - start)) }, (_, offset) => row(start + offset));
}
