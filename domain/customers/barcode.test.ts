import bwipjs from 'bwip-js/node';
import { describe, expect, it } from 'vitest';
import { barcodeSvgDataUrl, renderBarcode, renderBarcodeSvg } from './barcode';

const bars = (text: string) => (bwipjs.raw({ bcid: 'code128', text }) as { sbs: number[] }[])[0].sbs;

/** The bars of an SVG path: each 'M<x> 18h<width>' segment, as [x, width] in modules. */
function pathBars(svg: string): [number, number][] {
  const path = / d="([^"]*)"/.exec(svg)?.[1] ?? '';
  return [...path.matchAll(/M(\d+) 18h(\d+)/g)].map((match) => [Number(match[1]) / 3, Number(match[2]) / 3]);
}

describe('the SVG barcode of the registration answer', () => {
  it("draws bwip-js's Code 128 bars at the PNG's size, with the code as text", async () => {
    const code = 'MJ3K2L9QZAB12CD';
    const svg = await renderBarcodeSvg(code);
    expect(svg).toMatch(/^<svg [^>]*width="660" height="162" viewBox="0 0 660 162"/);
    expect(svg).toContain(`>${code}</text>`);
    // Bars at the even positions of bwip-js's bar/space widths, from the 10-module quiet zone on.
    const widths = bars(code);
    const expected: [number, number][] = [];
    let x = 10;
    widths.forEach((width, index) => {
      if (index % 2 === 0) expected.push([x, width]);
      x += width;
    });
    expect(pathBars(svg)).toEqual(expected);
    expect(await barcodeSvgDataUrl(code)).toMatch(/^data:image\/svg\+xml;base64,PHN2Zy/);
  });

  it("has the stored PNG's width for digit runs (Code C) as for letters (Code B)", async () => {
    for (const code of ['B00000000001234', 'A12345B', 'AB123456C1234567']) {
      const png = await renderBarcode(code);
      const width = png.readUInt32BE(16);
      expect(await renderBarcodeSvg(code)).toContain(`width="${width}"`);
    }
  });

  it('escapes the text under the bars', async () => {
    expect(await renderBarcodeSvg('A<B&C')).toContain('>A&#60;B&#38;C</text>');
  });
});
