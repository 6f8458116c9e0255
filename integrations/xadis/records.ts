import { decimalJsonLiteral } from '../../domain/xadis/saleAmount';
import type { PartnerBatchKind, PartnerInventoryRecord, PartnerSaleRecord } from './types';

/**
 * A chunk's `datos` JSON. A sale's `importe` is exact decimal text here (domain/xadis/saleAmount.ts)
 * and the partner reads a JSON number: it is written as a number literal made from those digits,
 * so the amount never passes through a binary float on its way out (2.135 is sent as 2.135,
 * 12345678901234.5678 as itself). Other fields are JSON.stringify's.
 */
export function partnerChunkJson(kind: PartnerBatchKind, chunk: readonly PartnerSaleRecord[] | readonly PartnerInventoryRecord[]): string {
  if (kind !== 'ventaJson') return JSON.stringify(chunk);
  // One JSON.stringify of the whole chunk, then each "importe":"<text>" becomes "importe":<digits>
  // (a number given for an amount is written from the digits of its shortest literal, as money() reads it).
  // Inside a JSON string every quote is escaped, so the pattern only meets the key itself; an
  // importe holding an escape is not a decimal and is refused by decimalJsonLiteral.
  let amounts = 0;
  const json = JSON.stringify(chunk).replace(SALE_AMOUNT, (_pair, text: string | undefined, number: string | undefined) => {
    amounts += 1;
    return `"importe":${decimalJsonLiteral(text ?? number ?? '')}`;
  });
  if (amounts !== chunk.length) throw new RangeError(`Every sale needs its amount: ${amounts} of ${chunk.length} have one`);
  return json;
}

/**
 * A sale's amount as JSON.stringify writes it: the key, then its decimal text as a JSON string, or a
 * number (the ERP driver may give one) as the shortest literal that reads back as that number.
 */
const SALE_AMOUNT = /"importe":(?:"((?:[^"\\]|\\.)*)"|(-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?))/g;
