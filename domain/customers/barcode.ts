import bwipjs from 'bwip-js/node';

/**
 * The pre-registration code as a Code 128 barcode (PNG) with the code printed under the bars: the
 * same bytes for the same code, so the registration answer and the audit process's stored copy
 * (the one the e-mail attaches) are identical, and a retried activity writes the same file.
 */
export function renderBarcode(code: string): Promise<Buffer> {
  return bwipjs.toBuffer({ bcid: 'code128', text: code, scale: 3, height: 12, includetext: true, textxalign: 'center', backgroundcolor: 'FFFFFF', paddingwidth: 10, paddingheight: 6 });
}
