/**
 * A received HTML body made inert before it goes into the sandboxed frame. The frame's empty
 * sandbox already forbids scripts, same-origin access, forms and navigation of the dashboard;
 * removing scripts, event handlers, refreshes and javascript: links as well keeps the browser
 * from reporting every blocked attempt and the frame from reloading itself.
 */
export function inertMailHtml(html: string, parser: DOMParser = new DOMParser()): string {
  const document = parser.parseFromString(html, 'text/html');
  for (const element of document.querySelectorAll('script, noscript, base, meta[http-equiv], object, embed, iframe, frame, frameset')) element.remove();
  for (const element of document.querySelectorAll('*')) {
    for (const attribute of [...element.attributes]) {
      const name = attribute.name.toLowerCase();
      // Browsers ignore whitespace and control characters inside a URL scheme ("java\tscript:").
      const value = [...attribute.value]
        .filter((character) => character.charCodeAt(0) > 32)
        .join('')
        .toLowerCase();
      if (
        name.startsWith('on') ||
        ((name === 'href' || name === 'src' || name === 'action' || name === 'formaction' || name === 'xlink:href') && value.startsWith('javascript:'))
      ) {
        element.removeAttribute(attribute.name);
      }
    }
  }
  return `<!doctype html>${document.documentElement.outerHTML}`;
}
