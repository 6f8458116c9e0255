export { emptyRegistrationForm, problemOf, registrationInput } from './form';
// ./checks (zod, the schemas and their texts) is not re-exported: the page loads it on first use.
export type { InePhoto, RegistrationForm } from './form';
export { DEFAULT_MAP_HALF_SPAN, mapTileSourceFrom, OPENSTREETMAP_ATTRIBUTION, OPENSTREETMAP_TILE_URL, roundedPosition, type MapTileSource } from './map';
