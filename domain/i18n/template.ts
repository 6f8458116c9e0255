export type TemplateParams = Record<string, string | number>;

/** Fills `{name}` placeholders; a placeholder without a value stays as written. */
export function fillTemplate(template: string, params: TemplateParams = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
