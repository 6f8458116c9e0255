import { describe, expect, it } from 'vitest';
import { money, moneyText, roundMoney } from '../../../domain/common/money';
import { defaultSimulatedProducts } from '../../shared/demoDefaults';
import { simulatedPriceListArticles, simulatedPriceListCustomers, simulatedPriceListOffers } from './pricing';

describe('simulated price-list readings', () => {
  it('are deterministic, per company, with realistic values', () => {
    const customers = simulatedPriceListCustomers(1, 2);
    expect(customers).toEqual(simulatedPriceListCustomers(1, 2));
    expect(customers).toHaveLength(60);
    expect(new Set(customers.map((row) => row.clacte)).size).toBe(60);
    expect(customers.every((row) => row.nomemp === 'TCO' && row.claemp === 2)).toBe(true);
    const articles = simulatedPriceListArticles(1, 2, defaultSimulatedProducts);
    expect(articles.every((row) => money(row.price).gte(8) && money(row.price).lte(480) && money(row.price).decimalPlaces() <= 4)).toBe(true);
    const offers = simulatedPriceListOffers(1, 2, defaultSimulatedProducts);
    const keys = new Set(customers.map((row) => row.clacte));
    expect(offers.length).toBeGreaterThan(30);
    for (const offer of offers) {
      expect(keys.has(offer.clacte)).toBe(true);
      const article = articles.find((row) => row.ClaArti === offer.claarti)!;
      // The offer price is the list price less its discount, rounded half-up to 4 decimals, as decimal text.
      expect(offer.precioofe).toBe(
        moneyText(
          roundMoney(
            money(article.price)
              .times(100 - offer.pctdescto)
              .dividedBy(100),
            4,
          ),
        ),
      );
    }
  });
});
