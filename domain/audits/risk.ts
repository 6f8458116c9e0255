import { comparableText } from '../common/text';

/**
 * Risk comparison of a pre-registered customer against known risk data (spec 001 sections 3-4).
 * Each coincidence has a type, the matched item, a value in [0, 1] (shown x100 as a percent) and
 * the id of the customer it matched. The ranking in [0, 10] (shown x10 as the risk factor) combines
 * the weighted values as independent evidence: 10 x (1 - prod(1 - weight x value)).
 */
export const coincidenceTypes = ['phone', 'email', 'name', 'taxpayer', 'address', 'existingCustomer'] as const;
export type CoincidenceType = (typeof coincidenceTypes)[number];

export interface Coincidence {
  item: string;
  value: number;
  id: string;
}

export type AuditResult = Record<CoincidenceType, Coincidence[]> & { ranking: number };

/** How much one full coincidence of each type weighs. A blacklisted phone or e-mail is nearly decisive. */
export const coincidenceWeights: Record<CoincidenceType, number> = {
  phone: 0.9,
  email: 0.9,
  taxpayer: 0.9,
  name: 0.6,
  address: 0.5,
  existingCustomer: 0.4,
};

/** Names below this similarity are not coincidences. */
export const NAME_SIMILARITY_THRESHOLD = 0.8;

export interface RiskSubject {
  id: string;
  customerName: string;
  phones: string[];
  emails: string[];
  taxpayerId: string | null;
  addressKey: string | null;
}

export interface RiskData {
  blacklisted: RiskSubject[];
  /** Other customers sharing a phone, an e-mail or the exact name. */
  existing: RiskSubject[];
}

function bigrams(value: string): Map<string, number> {
  const grams = new Map<string, number>();
  const text = ` ${value} `;
  for (let index = 0; index < text.length - 1; index += 1) {
    const gram = text.slice(index, index + 2);
    grams.set(gram, (grams.get(gram) ?? 0) + 1);
  }
  return grams;
}

/** Dice coefficient on character bigrams of the normalized names (1 = same name). */
export function nameSimilarity(a: string, b: string): number {
  return similarityTo(normalizedName(a))(b);
}

interface NormalizedName {
  text: string;
  grams: Map<string, number>;
  total: number;
}

function normalizedName(name: string): NormalizedName {
  const text = comparableText(name);
  const grams = bigrams(text);
  let total = 0;
  for (const count of grams.values()) total += count;
  return { text, grams, total };
}

/** nameSimilarity against one name normalized once (an audit compares it with every blacklisted name). */
function similarityTo(left: NormalizedName): (other: string) => number {
  return (other) => {
    const right = comparableText(other);
    if (!left.text || !right) return 0;
    if (left.text === right) return 1;
    const rightGrams = bigrams(right);
    let shared = 0;
    let total = left.total;
    for (const [gram, count] of rightGrams) {
      total += count;
      shared += Math.min(count, left.grams.get(gram) ?? 0);
    }
    return (2 * shared) / total;
  };
}

/** The address key compared between customers: postal code plus normalized street. */
export function addressKey(address: { postal_code?: string; route_street_number?: string } | null | undefined): string | null {
  if (!address?.postal_code || !address.route_street_number) return null;
  const street = comparableText(address.route_street_number);
  return street ? `${address.postal_code}|${street}` : null;
}

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

export function rankCoincidences(result: Record<CoincidenceType, Coincidence[]>): number {
  let clean = 1;
  for (const type of coincidenceTypes) for (const coincidence of result[type]) clean *= 1 - coincidenceWeights[type] * coincidence.value;
  return round(10 * (1 - clean), 4);
}

export function compareRisk(subject: RiskSubject, data: RiskData): AuditResult {
  const result: Record<CoincidenceType, Coincidence[]> = { phone: [], email: [], name: [], taxpayer: [], address: [], existingCustomer: [] };
  const similarToSubject = similarityTo(normalizedName(subject.customerName));
  for (const other of data.blacklisted) {
    if (other.id === subject.id) continue;
    for (const phone of subject.phones) if (other.phones.includes(phone)) result.phone.push({ item: phone, value: 1, id: other.id });
    for (const email of subject.emails) if (other.emails.includes(email)) result.email.push({ item: email, value: 1, id: other.id });
    if (subject.taxpayerId && other.taxpayerId && subject.taxpayerId.toUpperCase() === other.taxpayerId.toUpperCase()) {
      result.taxpayer.push({ item: subject.taxpayerId.toUpperCase(), value: 1, id: other.id });
    }
    if (subject.addressKey && subject.addressKey === other.addressKey) result.address.push({ item: subject.addressKey, value: 1, id: other.id });
    const similarity = similarToSubject(other.customerName);
    if (similarity >= NAME_SIMILARITY_THRESHOLD) result.name.push({ item: other.customerName, value: round(similarity, 4), id: other.id });
  }
  const seen = new Set<string>();
  for (const other of data.existing) {
    if (other.id === subject.id || seen.has(other.id)) continue;
    seen.add(other.id);
    const shared = [...subject.phones.filter((phone) => other.phones.includes(phone)), ...subject.emails.filter((email) => other.emails.includes(email))];
    const sameName = comparableText(subject.customerName) === comparableText(other.customerName);
    if (shared.length > 0) result.existingCustomer.push({ item: shared[0], value: 1, id: other.id });
    else if (sameName) result.existingCustomer.push({ item: other.customerName, value: 0.5, id: other.id });
  }
  return { ...result, ranking: rankCoincidences(result) };
}

/** Risk factor of the audit dialog: ranking x 10, two decimals (0 to 100). */
export function riskFactor(ranking: number): string {
  return (Math.min(10, Math.max(0, ranking)) * 10).toFixed(2);
}
