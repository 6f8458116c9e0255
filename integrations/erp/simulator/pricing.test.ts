import { describe, expect, it } from 'vitest';
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
    expect(articles.every((row) => row.price >= 8 && row.price <= 480)).toBe(true);
    const offers = simulatedPriceListOffers(1, 2, defaultSimulatedProducts);
    const keys = new Set(customers.map((row) => row.clacte));
    expect(offers.length).toBeGreaterThan(30);
    for (const offer of offers) {
      expect(keys.has(offer.clacte)).toBe(true);
      const article = articles.find((row) => row.ClaArti === offer.claarti)!;
      expect(offer.precioofe).toBeCloseTo(article.price * (1 - offer.pctdescto / 100), 3);
    }
  });
});
