/**
 * The stores and products the simulators use when they are given none. The demo dataset in
 * db/seed passes its own lists; these defaults keep the simulators usable on their own (tests,
 * a bare `npm start` before seeding) and match its shape: `{storeId, companyId}` and
 * `{sku, name, familyKey}`.
 */
export interface SimulatedStore {
  storeId: string;
  companyId: number;
  /** A distribution centre holds stock but makes no retail sales. */
  isDistributionCenter?: boolean;
}

export interface SimulatedProduct {
  sku: string;
  name: string;
  familyKey: string;
  /** The companies that carry the article; all of them when absent. */
  companyIds?: readonly number[];
}

export const defaultSimulatedStores: readonly SimulatedStore[] = [
  { storeId: 'T001', companyId: 1 },
  { storeId: 'T002', companyId: 1 },
  { storeId: 'T003', companyId: 1 },
  { storeId: 'T004', companyId: 1 },
  { storeId: 'T101', companyId: 3 },
  { storeId: 'T102', companyId: 4 },
];

export const defaultSimulatedProducts: readonly SimulatedProduct[] = [
  { sku: '100101', name: 'Cerveza clara lata 355 ml', familyKey: 'CERVEZA' },
  { sku: '100102', name: 'Cerveza clara botella 355 ml', familyKey: 'CERVEZA' },
  { sku: '100103', name: 'Cerveza clara caguama 1.2 l', familyKey: 'CERVEZA' },
  { sku: '100201', name: 'Cerveza oscura botella 355 ml', familyKey: 'CERVEZA' },
  { sku: '100202', name: 'Cerveza oscura lata 473 ml', familyKey: 'CERVEZA' },
  { sku: '100301', name: 'Cerveza light lata 355 ml', familyKey: 'CERVEZA' },
  { sku: '200101', name: 'Agua mineral 600 ml', familyKey: 'AGUA' },
  { sku: '200102', name: 'Refresco de cola 600 ml', familyKey: 'REFRESCO' },
  { sku: '300101', name: 'Botana de maíz 62 g', familyKey: 'BOTANA' },
  { sku: '300102', name: 'Cacahuates japoneses 100 g', familyKey: 'BOTANA' },
  { sku: '400101', name: 'Hielo bolsa 5 kg', familyKey: 'HIELO' },
  { sku: '500101', name: 'Agrupador 12 botellas 355 ml', familyKey: 'ENVASE' },
];
