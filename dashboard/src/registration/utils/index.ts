export { checkCustomerData, checkLegals, emptyRegistrationForm, problemOf, registrationInput } from './form';
export type { InePhoto, RegistrationForm } from './form';
export { DEFAULT_MAP_HALF_SPAN, mapTileSourceFrom, OPENSTREETMAP_ATTRIBUTION, OPENSTREETMAP_TILE_URL, roundedPosition, type MapTileSource } from './map';
