export { DEMO_EPOCH_SECONDS, DEMO_MAP_CENTER, DEMO_SEED_VERSION } from './constants';
export { demoProducts, demoStores, generateDemoData, type DemoData, type DemoErpProduct, type DemoErpStore } from './demo';
export { DEMO_PASSWORD, DEMO_PIN, demoAccounts, visibilityGroups, type DemoAccount, type VisibilityGroup } from './demoAccess';
export { DEFAULT_CUSTOMER_TYPE_ID } from './demoCustomers';
export { EMPTY_CONTAINER_SKUS, RETURNABLE_BOX_SIZE } from './demoProducts';
export type { FortiaErpSetting } from './demoStores';
export {
  DEMO_SEED_META_KEY,
  isSeeded,
  readDemoSeedState,
  seedDemoData,
  seededCollections,
  type DemoSeedState,
  type SeedCounts,
  type SeedOptions,
  type SeedResult,
  type SeededCollection,
} from './seed';
