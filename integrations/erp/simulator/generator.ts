import { createDemoRandom, type DemoRandom } from '../../../domain/demo/random';
import { saleAmountOf } from '../../../domain/xadis/saleAmount';
import { type SimulatedProduct, type SimulatedStore } from '../../shared/demoDefaults';
import { type ErpDatabaseName } from './models';

/**
 * The simulated ERP's readings are a pure function of (seed, database, store, article, day):
 * every value comes from its own seeded generator, so any range can be answered without storing
 * 400 days of rows, every machine and every test sees the same numbers, and one day's figures
 * never change because another range was asked first.
 */
export function hashSeed(...parts: (string | number)[]): number {
  const text = parts.join('\u001f');
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

function randomFor(...parts: (string | number)[]): DemoRandom {
  return createDemoRandom(hashSeed(...parts));
}

export interface EmptyContainerArticle {
  articleKey: string;
  articleName: string;
  familyKey: string;
  /** Daily stock range. E0101 straddles the 110000 threshold of spec 001 so all three states occur. */
  min: number;
  max: number;
}

export const emptyContainerArticles: readonly EmptyContainerArticle[] = [
  { articleKey: 'E0101', articleName: 'Envase vacío cerveza retornable 325 ml', familyKey: 'ENVR', min: 100_000, max: 120_000 },
  { articleKey: 'E0102', articleName: 'Envase vacío caguama retornable 1.2 l', familyKey: 'ENVR', min: 18_000, max: 26_000 },
  { articleKey: 'E0201', articleName: 'Caja plástica vacía para 12 envases', familyKey: 'CAJA', min: 2_000, max: 6_000 },
  { articleKey: 'E0202', articleName: 'Caja plástica vacía para 20 envases', familyKey: 'CAJA', min: 300, max: 900 },
];

export function emptyContainerStock(seed: number, database: ErpDatabaseName, article: EmptyContainerArticle, day: number): number {
  return randomFor(seed, 'stock', database, article.articleKey, day).int(article.min, article.max);
}

interface ProductProfile {
  price: number;
  baseDaily: number;
  popularity: number;
}

// Profiles depend only on (seed, sku) or (seed, store): kept once, since a year of rows asks for them a million times.
const profiles = new Map<string, ProductProfile>();
const storeFactors = new Map<string, number>();
const deliveryOffsets = new Map<string, number>();

function productProfile(seed: number, sku: string): ProductProfile {
  const key = `${seed}|${sku}`;
  let profile = profiles.get(key);
  if (!profile) {
    const random = randomFor(seed, 'product', sku);
    profile = { price: random.float(9.5, 85, 2), baseDaily: random.float(2, 36, 2), popularity: random.float(0.55, 0.98, 2) };
    profiles.set(key, profile);
  }
  return profile;
}

function storeFactor(seed: number, storeId: string): number {
  const key = `${seed}|${storeId}`;
  let factor = storeFactors.get(key);
  if (factor === undefined) {
    factor = randomFor(seed, 'store', storeId).float(0.6, 1.6, 3);
    storeFactors.set(key, factor);
  }
  return factor;
}

/** Sunday first, as Date#getUTCDay counts. Weekends sell more beer. */
const weekdayFactor = [1.15, 0.85, 0.9, 0.95, 1.0, 1.25, 1.35];

function expectedDaily(seed: number, store: SimulatedStore, product: SimulatedProduct, day: number): number {
  const profile = productProfile(seed, product.sku);
  const date = new Date(day);
  const season = date.getUTCMonth() === 11 ? 1.3 : date.getUTCMonth() === 3 || date.getUTCMonth() === 4 ? 1.15 : 1;
  return profile.baseDaily * storeFactor(seed, store.storeId) * weekdayFactor[date.getUTCDay()] * season;
}

export interface SimulatedSale {
  quantity: number;
  /** Exact decimal text, 2 decimals. */
  amount: string;
}

/** One store's sale of one article on one day, or null when it sold none. */
export function simulatedSale(seed: number, database: ErpDatabaseName, store: SimulatedStore, product: SimulatedProduct, day: number): SimulatedSale | null {
  const profile = productProfile(seed, product.sku);
  const random = randomFor(seed, 'sale', database, store.storeId, product.sku, day);
  if (!random.chance(0.5 + profile.popularity / 2)) return null;
  const quantity = Math.round(expectedDaily(seed, store, product, day) * random.float(0.6, 1.4, 3));
  if (quantity <= 0) return null;
  // The ERP keeps the sale's amount in a DECIMAL: quantity x price, rounded half-up to centavos.
  return { quantity, amount: saleAmountOf(profile.price, quantity) };
}

/** Stock at the close of a day: a weekly delivery refills it, sales draw it down until the next one. */
export function simulatedInventory(seed: number, database: ErpDatabaseName, store: SimulatedStore, product: SimulatedProduct, day: number): number {
  const offsetKey = `${seed}|${database}|${store.storeId}|${product.sku}`;
  let offset = deliveryOffsets.get(offsetKey);
  if (offset === undefined) {
    offset = randomFor(seed, 'delivery', database, store.storeId, product.sku).int(0, 6);
    deliveryOffsets.set(offsetKey, offset);
  }
  const daysSinceDelivery = (Math.floor(day / 86_400_000) + offset) % 7;
  const daily = expectedDaily(seed, store, product, day);
  const noise = randomFor(seed, 'inventory', database, store.storeId, product.sku, day).float(0.85, 1.15, 3);
  return Math.max(0, Math.round(daily * (7 - daysSinceDelivery) * noise + daily * 2));
}
