import type BwipJs from 'bwip-js/node';

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
  const bwipjs = await loadBwipJs();
  return bwipjs.toBuffer({
    bcid: 'code128',
    text: code,
    scale: 3,
    height: 12,
    includetext: true,
    textxalign: 'center',
    backgroundcolor: 'FFFFFF',
    paddingwidth: 10,
    paddingheight: 6,
  });
}

/** bwip-js is loaded by the first barcode a process draws (it is 2 MB of source kept in memory once loaded). */
let bwipJs: Promise<typeof BwipJs> | null = null;
function loadBwipJs(): Promise<typeof BwipJs> {
  bwipJs ??= import('bwip-js/node').then((module) => module.default);
  return bwipJs;
}

/**
 * The same barcode as an SVG: the same bars as the PNG (bwip-js's own Code 128 encoder, without its
 * drawing: 0.2 ms instead of 4 ms for the PNG) and the PNG's size, drawn as one path. What the
 * registration answer shows and prints at once. The code under the bars is text in the reader's
 * monospace font.
 */
export async function renderBarcodeSvg(code: string): Promise<string> {
  const bwipjs = await loadBwipJs();
  const [symbol] = bwipjs.raw({ bcid: 'code128', text: code }) as { sbs: number[] }[];
  const widths = symbol?.sbs ?? [];
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
export async function barcodeSvgDataUrl(code: string): Promise<string> {
  return `data:image/svg+xml;base64,${Buffer.from(await renderBarcodeSvg(code)).toString('base64')}`;
}
