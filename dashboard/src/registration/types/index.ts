import { type CustomerPhoneType, type LegalType } from '../../../../domain/customers/registration';

export interface PostalCodeRow {
  c_cp: string;
  d_asenta: string;
  d_estado: string;
  d_mnpio: string;
}

export interface NearbyStore {
  warehouseId: string;
  warehouseName: string;
  address: string;
  /** [lat, lng] */
  coordinates: [number, number];
  distanceKm: number;
}

export interface CustomerRegistrationResult {
  id: string;
  customerName: string;
  preregistrationCode: string;
  barcodeUrl: string;
  barcodeDataUrl: string;
  storeName: string;
  emails: string[];
  mobilePhones: string[];
}

export interface MapPosition {
  lat: number;
  lng: number;
}

/** The form as the screen holds it (spec 000 section 3): text boxes keep strings, optional blocks may be absent. */
export interface RegistrationForm {
  customerName: string;
  customerSecondName: string;
  customerLastName: string;
  /** yyyy-mm-dd or empty */
  customerBirthday: string;
  phones: { phoneType: CustomerPhoneType; phone: string }[];
  emails: string[];
  taxpayer: { taxpayerName: string; identification: string } | null;
  address: {
    route_street_number: string;
    sublocality: string;
    locality: string;
    political: string;
    postal_code: string;
    references: string;
  } | null;
  /** The map position (also used to order the stores). */
  position: MapPosition;
  /** Whether the visitor placed the position on the map (only then is it sent as the address location). */
  positionPlaced: boolean;
  warehouseId: string;
  legals: { legalType: LegalType; datetime: number }[];
  /** The optional INE photo, already uploaded: its token goes with the registration. */
  inePhoto: InePhoto | null;
}

export interface InePhoto {
  token: string;
  fileName: string;
  /** A blob: URL of the chosen file for the preview (revoked when removed). */
  previewUrl: string;
}

/** What POST /api/registration/ine-photo answers. */
export interface InePhotoUpload {
  token: string;
  expiresAt: number;
}
