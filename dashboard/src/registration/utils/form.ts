import { type RegistrationInput } from '../../../../domain/customers/registration';
import { DEFAULT_MAP_CENTRE, legalTypes, type CustomerPhoneType, type LegalType } from '../../../../domain/customers/registrationRules';
import { type MapPosition } from './map';

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

/** A new, empty form: one mobile phone box, the default map centre, both legals unchecked (0). */
export function emptyRegistrationForm(): RegistrationForm {
  return {
    customerName: '',
    customerSecondName: '',
    customerLastName: '',
    customerBirthday: '',
    phones: [{ phoneType: 'mobile', phone: '' }],
    emails: [],
    taxpayer: null,
    address: null,
    position: { ...DEFAULT_MAP_CENTRE },
    positionPlaced: false,
    warehouseId: '',
    legals: legalTypes.map((legalType) => ({ legalType, datetime: 0 })),
    inePhoto: null,
  };
}

/** What the server receives: the shared schema's input shape (the server adds +52 to phones). */
export function registrationInput(form: RegistrationForm): RegistrationInput {
  return {
    customerName: form.customerName,
    customerSecondName: form.customerSecondName,
    customerLastName: form.customerLastName,
    customerBirthday: form.customerBirthday || null,
    phones: form.phones,
    emails: form.emails,
    taxpayer: form.taxpayer,
    address: form.address ? { ...form.address, location: form.positionPlaced ? { coordinates: [form.position.lat, form.position.lng] } : null } : null,
    warehouseId: form.warehouseId,
    legals: form.legals,
    inePhotoToken: form.inePhoto?.token ?? null,
  };
}

/** The first problem under a field (a key or any key below it), for the field's helper text. */
export function problemOf(problems: Record<string, string>, field: string): string | undefined {
  if (problems[field]) return problems[field];
  const below = Object.keys(problems).find((key) => key.startsWith(`${field}.`));
  return below ? problems[below] : undefined;
}
