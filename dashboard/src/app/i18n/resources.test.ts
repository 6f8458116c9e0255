import { describe, expect, it } from 'vitest';
import { resources } from './resources';

/** Lists every leaf path with its value type, so es and en can be compared shape for shape. */
function shape(value: unknown, path = ''): string[] {
  if (Array.isArray(value)) return [`${path}[${value.length}]`, ...value.flatMap((item, index) => shape(item, `${path}[${index}]`))];
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, child]) => shape(child, path ? `${path}.${key}` : key));
  }
  return [`${path}:${typeof value}`];
}

function interpolations(value: unknown): string[] {
  if (typeof value === 'string') return [...value.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]);
  if (value !== null && typeof value === 'object') return Object.values(value).flatMap(interpolations);
  return [];
}

describe('translation resources', () => {
  it.each(Object.keys(resources.es))('namespace %s has the same keys in es and en', (namespace) => {
    const key = namespace as keyof typeof resources.es;
    expect(shape(resources.en[key])).toEqual(shape(resources.es[key]));
  });

  it.each(Object.keys(resources.es))('namespace %s uses the same interpolations in es and en', (namespace) => {
    const key = namespace as keyof typeof resources.es;
    expect(interpolations(resources.en[key])).toEqual(interpolations(resources.es[key]));
  });

  it('has no empty texts', () => {
    const texts = JSON.stringify(resources);
    expect(texts).not.toMatch(/:""/);
  });

  it('keeps the landing validation messages of spec 000 section 5', () => {
    expect(resources.es.landing.landing.subscribe.errors).toEqual({
      required: 'Ingresa tu e-m@il',
      format: 'Formato incorrecto de e-m@il',
    });
    expect(resources.es.landing.landing.subscribe.success).toBe('Pronto recibirás promociones y excelentes noticias');
  });

  it('dates the terms 29 June 2020 and names a Veracruz court, in both languages', () => {
    expect(resources.es.landing.terms.lastUpdated).toContain('29 de junio de 2020');
    expect(resources.en.landing.terms.lastUpdated).toContain('June 29, 2020');
    expect(resources.es.landing.terms.sections).toHaveLength(12);
    expect(JSON.stringify(resources.es.landing.terms.sections.at(-1))).toMatch(/República Mexicana.*Veracruz/);
    expect(JSON.stringify(resources.es.landing.privacyNotice)).toContain('15 (quince) días hábiles');
  });
});
