import {
  DEFAULT_MAP_CENTRE,
  legalTypes,
  registrationDataSchema,
  registrationLegalsSchema,
  type RegistrationInput,
} from '../../../../domain/customers/registration';
import { type Language } from '../../../../domain/i18n/language';
import { checkForm } from '../../access/utils';
import { type MapPosition, type RegistrationForm } from '../types';

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
    address: form.address
      ? { ...form.address, location: form.positionPlaced ? { coordinates: [form.position.lat, form.position.lng] } : null }
      : null,
    warehouseId: form.warehouseId,
    legals: form.legals,
  };
}

/** Step 1 with the shared schema: the catalogue message of each failing field (keys like `phones.0.phone`). */
export function checkCustomerData(form: RegistrationForm, language: Language): Record<string, string> {
  const { legals: _legals, ...data } = registrationInput(form);
  return checkForm(registrationDataSchema, data, language).problems;
}

/** Step 2: both legals accepted ("Acept Legals"). */
export function checkLegals(form: RegistrationForm, language: Language): string | null {
  const problems = checkForm(registrationLegalsSchema, form.legals, language).problems;
  return Object.values(problems)[0] ?? null;
}

/** The first problem under a field (a key or any key below it), for the field's helper text. */
export function problemOf(problems: Record<string, string>, field: string): string | undefined {
  if (problems[field]) return problems[field];
  const below = Object.keys(problems).find((key) => key.startsWith(`${field}.`));
  return below ? problems[below] : undefined;
}

export interface MapFrame {
  centre: MapPosition;
  /** Half the shown span in degrees. */
  halfSpan: number;
}

/** Projects a position into the map box (0..size), north up. */
export function toMapPoint(position: MapPosition, frame: MapFrame, size: number): { x: number; y: number } {
  const scale = size / (2 * frame.halfSpan);
  return { x: (position.lng - frame.centre.lng) * scale + size / 2, y: (frame.centre.lat - position.lat) * scale + size / 2 };
}

/** The position under a point of the map box, rounded to 5 decimals (about 1 m). */
export function fromMapPoint(point: { x: number; y: number }, frame: MapFrame, size: number): MapPosition {
  const scale = size / (2 * frame.halfSpan);
  const round = (value: number) => Math.round(value * 1e5) / 1e5;
  return { lat: round(frame.centre.lat - (point.y - size / 2) / scale), lng: round(frame.centre.lng + (point.x - size / 2) / scale) };
}

/** A frame that shows every given position around the centre, with a margin. */
export function frameAround(centre: MapPosition, positions: MapPosition[]): MapFrame {
  const farthest = positions.reduce((span, position) => Math.max(span, Math.abs(position.lat - centre.lat), Math.abs(position.lng - centre.lng)), 0.02);
  return { centre, halfSpan: Math.min(farthest * 1.2, 5) };
}
