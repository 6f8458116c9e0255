import { type PartnerBatchResult, type PartnerErrorItem, type PartnerReply } from './types';

/**
 * The partner answers in prose ("Registros validados: 500. Registros insertados: 499.") and lists
 * rejected items in its error text, as JSON when it can and as "sku: X, msg: Y" lines otherwise.
 * The counts are read from either order ("validados: 5" or "5 validados").
 */
function countAfterWord(text: string, word: RegExp): number | undefined {
  const after = new RegExp(`(?:${word.source})[^0-9\\n]{0,25}?(\\d+)`, 'i').exec(text);
  if (after) return Number(after[1]);
  const before = new RegExp(`(\\d+)\\s+(?:registros?\\s+|records?\\s+|items?\\s+)?(?:${word.source})`, 'i').exec(text);
  return before ? Number(before[1]) : undefined;
}

function itemsFromJson(text: string): PartnerErrorItem[] | undefined {
  const trimmed = text.trim();
  if (!trimmed.startsWith('[') && !trimmed.startsWith('{')) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(trimmed);
  } catch {
    return undefined;
  }
  const list = Array.isArray(parsed) ? parsed : typeof parsed === 'object' && parsed !== null ? (Object.values(parsed).find(Array.isArray) ?? [parsed]) : [];
  const items: PartnerErrorItem[] = [];
  for (const entry of list as unknown[]) {
    if (typeof entry !== 'object' || entry === null) continue;
    const record = entry as Record<string, unknown>;
    const sku = record.sku ?? record.SKU ?? record.articulo;
    const msg = record.msg ?? record.mensaje ?? record.error ?? record.message;
    if (sku !== undefined || msg !== undefined) items.push({ sku: String(sku ?? ''), msg: String(msg ?? '') });
  }
  return items;
}

function itemsFromLines(text: string): PartnerErrorItem[] {
  const items: PartnerErrorItem[] = [];
  const pattern = /sku["'\s]*[:=]\s*["']?([^"',;\s}]+)["']?\s*[,;]?\s*msg["'\s]*[:=]\s*["']?([^"'\n;}]+)/gi;
  for (const match of text.matchAll(pattern)) items.push({ sku: match[1], msg: match[2].trim() });
  return items;
}

export function parseErrorItems(text: string): PartnerErrorItem[] {
  if (!text || !text.trim()) return [];
  return itemsFromJson(text) ?? itemsFromLines(text);
}

export function parsePartnerBatchReply(reply: PartnerReply, recordCount: number): PartnerBatchResult {
  const mensaje = reply.mensaje ?? '';
  const error = reply.error ?? '';
  const errors = parseErrorItems(error);
  const text = `${mensaje}\n${error}`;
  const inserted = countAfterWord(text, /insertad[oa]s?|insertaron|inserted/) ?? 0;
  const validated = countAfterWord(text, /validad[oa]s?|validaron|validated/) ?? Math.max(recordCount - errors.length, 0);
  return { rejected: false, validated, inserted, errors, mensaje, error };
}
