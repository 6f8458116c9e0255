import i18next from 'i18next';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { initReactI18next } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import commonEn from '../../app/i18n/en.json';
import commonEs from '../../app/i18n/es.json';
import { DateField, type DateFieldProps } from './DateField';

beforeAll(async () => {
  await i18next.use(initReactI18next).init({
    lng: 'es',
    resources: { es: { common: commonEs }, en: { common: commonEn } },
    defaultNS: 'common',
    interpolation: { escapeValue: false },
  });
});

async function rendered(language: 'es' | 'en', props: Partial<DateFieldProps> = {}): Promise<string> {
  await i18next.changeLanguage(language);
  return renderToStaticMarkup(createElement(DateField, { id: 'visit-day', value: '2026-11-05', onChange: () => undefined, ...props }));
}

describe('DateField', () => {
  it('shows the day as dd/mm/aaaa in Spanish and mm/dd/yyyy in English, never a browser date input', async () => {
    const spanish = await rendered('es');
    expect(spanish).toContain('value="05/11/2026"');
    expect(spanish).toContain('placeholder="dd/mm/aaaa"');
    expect(spanish).toContain('id="visit-day"');
    expect(spanish).not.toContain('type="date"');
    const english = await rendered('en');
    expect(english).toContain('value="11/05/2026"');
    expect(english).toContain('placeholder="mm/dd/yyyy"');
  });

  it("follows a screen's own pattern where the spec names one, and stays empty without a day", async () => {
    expect(await rendered('es', { pattern: 'yyyy/MM/dd' })).toContain('value="2026/11/05"');
    expect(await rendered('es', { pattern: 'yyyy/MM/dd', value: '' })).toContain('placeholder="aaaa/mm/dd"');
    expect(await rendered('es', { value: '' })).toContain('value=""');
  });
});
