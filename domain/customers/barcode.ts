import { code128Widths } from './code128';

/** bwip-js's geometry for our options: 3 px per module, 10 pt padding, 12 mm bars, 10 pt text. */
const SCALE = 3;
const PADDING_X = 30;
const BARS_TOP = 18;
const BARS_HEIGHT = 103;
const HEIGHT = 162;

/**
 * The pre-registration code as a Code 128 barcode (PNG) with the code printed under the bars: the
 * same bytes for the same code, so a retried activity writes the same file. The audit process
 * stores it (the public link and the e-mail's attachment); it costs milliseconds of CPU, so the
 * registration answer does not render it (see renderBarcodeSvg).
 */
export async function renderBarcode(code: string): Promise<Buffer> {
  // Loaded by the first barcode a process stores: bwip-js is 2 MB of source kept in memory once loaded.
  const { default: bwipjs } = await import('bwip-js/node');
  return bwipjs.toBuffer({ bcid: 'code128', text: code, scale: 3, height: 12, includetext: true, textxalign: 'center', backgroundcolor: 'FFFFFF', paddingwidth: 10, paddingheight: 6 });
}

/**
 * The same barcode as an SVG (the same bars as the PNG: code128.ts chooses the code sets as
 * bwip-js does, and the size is the PNG's), drawn as one path in microseconds: what the
 * registration answer shows and prints at once. The code under the bars is text in the reader's
 * monospace font.
 */
export function renderBarcodeSvg(code: string): string {
  const widths = code128Widths(code);
  let x = PADDING_X;
  let path = '';
  for (let index = 0; index < widths.length; index += 1) {
    const width = widths[index] * SCALE;
    if (index % 2 === 0) path += `M${x} ${BARS_TOP}h${width}v${BARS_HEIGHT}h-${width}z`;
    x += width;
  }
  const total = x + PADDING_X;
  const text = code.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${total}" height="${HEIGHT}" viewBox="0 0 ${total} ${HEIGHT}">` +
    `<rect width="100%" height="100%" fill="#FFFFFF"/><path fill="#000000" d="${path}"/>` +
    `<text x="${total / 2}" y="150" font-family="'OCR-B', 'OCR B', monospace" font-size="30" text-anchor="middle" fill="#000000">${text}</text></svg>`
  );
}

/** The SVG barcode as a data: URL for an <img>. */
export function barcodeSvgDataUrl(code: string): string {
  return `data:image/svg+xml;base64,${Buffer.from(renderBarcodeSvg(code)).toString('base64')}`;
}
