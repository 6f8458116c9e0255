import bwipjs from 'bwip-js/node';
import { describe, expect, it } from 'vitest';
import { code128Widths } from './code128';
import { CODE_ALPHABET, generatePreregistrationCode } from './code';
import { barcodeSvgDataUrl, renderBarcodeSvg } from './barcode';

/** A seeded PRNG, so a failure names a reproducible text. */
function seeded(seed: number): (n: number) => number {
  let state = seed;
  return (n) => {
    state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
    return Math.floor((state / 2 ** 32) * n);
  };
}

const bwippWidths = (text: string) => (bwipjs.raw({ bcid: 'code128', text }) as { sbs: number[] }[])[0].sbs;

describe('Code 128 widths', () => {
  it('are the bars bwip-js draws for pre-registration codes and digit-heavy texts', () => {
    const random = seeded(42);
    const texts = ['12', '123', '1234', '12345', 'A1234B', 'A12345B', 'A123456', '123456789ABC', 'AB12345', 'AB123456C1234567', 'a b-c/1'];
    for (let index = 0; index < 400; index += 1) texts.push(generatePreregistrationCode(1_700_000_000_000 + random(2 ** 30) * 1000, random));
    for (let index = 0; index < 400; index += 1) {
      let text = '';
      for (let length = 1 + random(20); text.length < length; ) text += random(3) ? String(random(10)) : CODE_ALPHABET[random(36)];
      texts.push(text);
    }
    for (const text of texts) expect(code128Widths(text), text).toEqual(bwippWidths(text));
  });

  it('refuses characters outside printable ASCII', () => {
    expect(() => code128Widths('Ñ')).toThrow();
  });
});

describe('the SVG barcode of the registration answer', () => {
  it("has the PNG's size, one path segment per bar and the code as text", () => {
    const svg = renderBarcodeSvg('MJ3K2L9QZAB12CD');
    expect(svg).toMatch(/^<svg [^>]*width="660" height="162" viewBox="0 0 660 162"/);
    expect(/ d="([^"]*)"/.exec(svg)?.[1].match(/z/g)).toHaveLength(Math.ceil(code128Widths('MJ3K2L9QZAB12CD').length / 2));
    expect(svg).toContain('>MJ3K2L9QZAB12CD</text>');
    expect(barcodeSvgDataUrl('MJ3K2L9QZAB12CD')).toMatch(/^data:image\/svg\+xml;base64,PHN2Zy/);
  });
});
