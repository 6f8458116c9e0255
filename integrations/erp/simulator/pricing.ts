import { money, MONEY_SCALE, moneyText, roundMoney } from '../../../domain/common/money';
import { createDemoRandom } from '../../../domain/demo/random';
import type { PriceListArticleRow, PriceListCustomerRow, PriceListOfferRow } from '../../../domain/erp/operations';
import { type SimulatedProduct } from '../../shared/demoDefaults';
import { hashSeed } from './generator';

/**
 * The simulated ERP's price-list readings (spec 002, Pricing): wholesale customers of each company
 * (abarrotes, restaurants, depósitos of the south of Veracruz), the company's sellable articles
 * with their list price, and the offer prices already agreed with some customers. A pure function
 * of (seed, company): the same rows on every machine and every call.
 */

const companyNames: Record<number, string> = { 1: 'BAMA', 2: 'TCO' };
const regions = ['Coatzacoalcos', 'Minatitlán', 'Acayucan', 'Los Tuxtlas', 'Las Choapas'];
const lines = ['Abarrotes', 'Depósito de cerveza', 'Restaurante', 'Miscelánea', 'Hotel', 'Cantina', 'Tienda de conveniencia'];
const owners = [
  'Don Chucho',
  'La Güera',
  'Hermanos Cruz',
  'El Güero',
  'Doña Lupita',
  'Los Compadres',
  'El Puerto',
  'La Palma',
  'San Judas',
  'El Faro',
  'La Esperanza',
  'Santa Isabel',
];
const units = ['PZA', 'CAJA', 'PAQ'];

export function companyName(companyId: number): string {
  return companyNames[companyId] ?? `EMPRESA ${companyId}`;
}

const CUSTOMERS_PER_COMPANY = 60;

export function simulatedPriceListCustomers(seed: number, companyId: number): PriceListCustomerRow[] {
  const random = createDemoRandom(hashSeed(seed, 'priceListCustomers', companyId));
  return Array.from({ length: CUSTOMERS_PER_COMPANY }, (_, index) => {
    const line = random.pick(lines);
    return {
      clacte: `${companyId}${String(index + 1).padStart(5, '0')}`,
      nomcte: `${line.toUpperCase()} ${random.pick(owners).toUpperCase()}`,
      claemp: companyId,
      nomemp: companyName(companyId),
      nomregion: random.pick(regions),
      nomgirocom: line,
    };
  });
}

/** A list price between 8 and 480 pesos with 4 decimals, by article. */
function listPrice(seed: number, companyId: number, sku: string): string {
  const random = createDemoRandom(hashSeed(seed, 'priceListPrice', companyId, sku));
  return moneyText(roundMoney(random.float(8, 480, 4), MONEY_SCALE.amount));
}

export function simulatedPriceListArticles(seed: number, companyId: number, products: readonly SimulatedProduct[]): PriceListArticleRow[] {
  return products
    .filter((product) => !product.companyIds || product.companyIds.includes(companyId))
    .map((product) => ({
      ClaArti: product.sku,
      NomArti: product.name,
      ClaUnidad: units[hashSeed(product.familyKey) % units.length],
      price: listPrice(seed, companyId, product.sku),
    }));
}

/** Some customers have offers on two to five articles, at a 0-12 % discount from the list price. */
export function simulatedPriceListOffers(seed: number, companyId: number, products: readonly SimulatedProduct[]): PriceListOfferRow[] {
  const articles = simulatedPriceListArticles(seed, companyId, products);
  if (articles.length === 0) return [];
  const rows: PriceListOfferRow[] = [];
  for (const customer of simulatedPriceListCustomers(seed, companyId)) {
    const random = createDemoRandom(hashSeed(seed, 'priceListOffers', companyId, customer.clacte));
    if (!random.chance(0.6)) continue;
    for (const article of random.shuffle(articles).slice(0, random.int(2, 5))) {
      const pctdescto = random.pick([0, 3, 5, 8, 10, 12]);
      rows.push({
        claarti: article.ClaArti,
        clacte: customer.clacte,
        precioofe: moneyText(
          roundMoney(
            money(article.price)
              .times(100 - pctdescto)
              .dividedBy(100),
            MONEY_SCALE.amount,
          ),
        ),
        pctdescto,
      });
    }
  }
  return rows;
}

function matches(search: string, ...values: string[]): boolean {
  const wanted = search.trim().toLowerCase();
  return wanted === '' || values.some((value) => value.toLowerCase().includes(wanted));
}

export function filterCustomers(rows: PriceListCustomerRow[], search: string, limit: number): PriceListCustomerRow[] {
  return rows.filter((row) => matches(search, row.clacte, row.nomcte)).slice(0, limit);
}

export function filterArticles(rows: PriceListArticleRow[], search: string, limit: number): PriceListArticleRow[] {
  return rows.filter((row) => matches(search, row.ClaArti, row.NomArti)).slice(0, limit);
}
