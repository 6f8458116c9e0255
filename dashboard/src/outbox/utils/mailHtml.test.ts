import { describe, expect, it } from 'vitest';
import { inertMailHtml } from './mailHtml';

describe('inertMailHtml', () => {
  it.each([
    ['a script', '<p>Hola</p><script>parent.x = 1</script>', '<!doctype html><p>Hola</p>'],
    ['an inline handler', '<p onclick="parent.x = 1" ONMOUSEOVER="y()">Hola</p>', '<!doctype html><p>Hola</p>'],
    ['a javascript: link, control characters inside', '<a href="java\tscript:alert(1)">ver</a>', '<!doctype html><a>ver</a>'],
    ['a refresh', '<meta http-equiv="refresh" content="0;url=https://example.com"><p>x</p>', '<!doctype html><p>x</p>'],
    ['frames, objects and base', '<base href="https://evil.example/"><iframe src="x"></iframe><object></object><embed><p>x</p>', '<!doctype html><p>x</p>'],
    ['its own doctype', '<!DOCTYPE html><html><body><p>x</p></body></html>', '<!doctype html><html><body><p>x</p></body></html>'],
  ])('removes %s', (_, html, inert) => {
    expect(inertMailHtml(html)).toBe(inert);
  });

  it('keeps the message as written: styles, links, accents, entities', () => {
    const html =
      '<h1 style="font-family:sans-serif">Órden de compra</h1><p>Ñandú &amp; <b>cía</b> &lt;3</p><a href="https://example.com/a?b=1&amp;c=2">ver</a><style>p{color:red}</style>';
    expect(inertMailHtml(html)).toBe(`<!doctype html>${html}`);
  });
});
