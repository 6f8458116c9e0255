import render from 'dom-serializer';
import { DomUtils, parseDocument } from 'htmlparser2';

/**
 * A received HTML body made inert before it goes into the sandboxed frame. The frame's empty
 * sandbox already forbids scripts, same-origin access, forms and navigation of the dashboard;
 * removing scripts, event handlers, refreshes and javascript: links as well keeps the browser
 * from reporting every blocked attempt and the frame from reloading itself.
 *
 * The body is parsed with htmlparser2, not the browser's DOMParser: a document the browser parses
 * inherits the dashboard's Content-Security-Policy, and Chromium reports every inline handler it
 * meets while parsing (`script-src-attr 'none'`) before it could be removed.
 */
const removedElements = new Set(['script', 'noscript', 'base', 'object', 'embed', 'iframe', 'frame', 'frameset']);
const urlAttributes = new Set(['href', 'src', 'action', 'formaction', 'xlink:href']);

export function inertMailHtml(html: string): string {
  const document = parseDocument(html);
  for (const element of DomUtils.findAll(() => true, document.children)) {
    if (removedElements.has(element.name) || (element.name === 'meta' && 'http-equiv' in element.attribs)) {
      DomUtils.removeElement(element);
      continue;
    }
    for (const [attribute, text] of Object.entries(element.attribs)) {
      const name = attribute.toLowerCase();
      // Browsers ignore whitespace and control characters inside a URL scheme ("java\tscript:").
      const value = [...text]
        .filter((character) => character.charCodeAt(0) > 32)
        .join('')
        .toLowerCase();
      if (name.startsWith('on') || (urlAttributes.has(name) && value.startsWith('javascript:'))) delete element.attribs[attribute];
    }
  }
  for (const node of [...document.children]) if (node.type === 'directive') DomUtils.removeElement(node);
  return `<!doctype html>${render(document, { encodeEntities: 'utf8' })}`;
}
