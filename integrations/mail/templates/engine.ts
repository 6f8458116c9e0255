import Handlebars from 'handlebars';
import { convert } from 'html-to-text';

/**
 * The one template library of every e-mail the product sends (docs/mail.md): Handlebars, in its
 * own instance, strict (a field a template names and the data lacks is an error, not an empty
 * string), escaping every `{{value}}` for HTML by default. Templates are logic-less: the data is
 * prepared in TypeScript (money and dates formatted, labels chosen) and the template only places
 * it. The plain-text part is derived from the HTML by html-to-text, so both parts always say the
 * same: entities decoded, links followed by their URL, tables as aligned columns.
 */
const handlebars = Handlebars.create();

/** Every e-mail's frame: a small HTML document in Spanish, its content inside. */
const layout = handlebars.compile(
  `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>{{subject}}</title></head>
<body style="font-family: Arial, Helvetica, sans-serif; font-size: 14px; color: #1c2127">
{{{content}}}
</body></html>`,
  { strict: true },
);

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

/** A typed template: compiled once, rendered with escaping into the layout, with its text part. */
export function mailTemplate<Data extends object>(source: string): (subject: string, data: Data) => RenderedMail {
  const content = handlebars.compile<Data>(source, { strict: true });
  return (subject, data) => {
    const html = layout({ subject, content: content(data) });
    return { subject, html, text: mailText(html) };
  };
}

/**
 * The plain-text part of an HTML e-mail: headings and paragraphs as lines, a link as its text
 * followed by its URL in brackets, tables as columns, images left out (their alt text is in the
 * HTML for those who see it), entities decoded.
 */
export function mailText(html: string): string {
  return convert(html, {
    wordwrap: 100,
    selectors: [
      { selector: 'a', options: { hideLinkHrefIfSameAsText: true, ignoreHref: false } },
      { selector: 'img', format: 'skip' },
      { selector: 'h1', options: { uppercase: false } },
      { selector: 'h2', options: { uppercase: false } },
      { selector: 'h3', options: { uppercase: false } },
      { selector: 'table', format: 'dataTable', options: { uppercaseHeaderCells: false } },
    ],
  }).trim();
}
