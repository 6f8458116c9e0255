import bwipjs from 'bwip-js/node';

/** The pre-registration code as a Code 128 barcode (PNG) with the code printed under the bars. */
export function renderBarcode(code: string): Promise<Buffer> {
  return bwipjs.toBuffer({ bcid: 'code128', text: code, scale: 3, height: 12, includetext: true, textxalign: 'center', backgroundcolor: 'FFFFFF', paddingwidth: 10, paddingheight: 6 });
}
