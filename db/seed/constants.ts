import { storeDayStart } from '../../domain/common/time';

/** Bump when the generated dataset changes shape, so `isSeeded()` can tell an older dataset. */
export const DEMO_SEED_VERSION = 5;

/** 2026-01-01 00:00 in the stores' zone (Mexico City): the start date of every seeded dated record. */
export const DEMO_EPOCH_SECONDS = storeDayStart('2026-01-01') / 1000;

/** The default map centre of the product (spec 000 section 9). */
export const DEMO_MAP_CENTER = { lat: 18.11, lng: -94.45 } as const;

/** Veracruz and Tabasco state codes of the ERP (INEGI numbering). */
export const STATE_CODES = { veracruz: 30, tabasco: 27 } as const;

/** Default store synchronisation interval: 15 minutes (spec 002 section 9). */
export const DEFAULT_MILLISECONDS_TO_SYNC = 900_000;
