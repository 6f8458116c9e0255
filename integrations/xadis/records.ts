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
  const records = (chunk as readonly PartnerSaleRecord[]).map(({ importe, ...rest }) => {
    const json = JSON.stringify(rest);
    return `${json.slice(0, -1)}${json.length > 2 ? ',' : ''}"importe":${decimalJsonLiteral(importe)}}`;
  });
  return `[${records.join(',')}]`;
}
