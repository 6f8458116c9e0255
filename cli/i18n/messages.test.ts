import { describe, expect, it } from 'vitest';
import { en, es } from './messages';
import { chooseLanguage, translateCommanderError, translator } from '.';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('CLI messages', () => {
  it('has the same keys in es and en', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(es).sort());
  });

  it.each(Object.keys(es))('%s uses the same placeholders in es and en', (key) => {
    const name = key as keyof typeof es;
    expect(placeholders(en[name])).toEqual(placeholders(es[name]));
  });

  it('has no empty texts', () => {
    for (const catalogue of [es, en]) expect(Object.entries(catalogue).filter(([, text]) => !text.trim())).toEqual([]);
  });

  it('fills placeholders in the chosen language', () => {
    expect(translator('es')('erp.done', { workflowId: 'w1', rows: 2, polls: 3 })).toBe('✔ w1: 2 filas tras 3 consultas');
    expect(translator('en')('erp.done', { workflowId: 'w1', rows: 2, polls: 3 })).toBe('✔ w1: 2 rows after 3 polls');
  });
});

describe('the language of a run', () => {
  it('is --lang, then PROMETHEUS_LANG, then Spanish', () => {
    expect(chooseLanguage(['status'], {})).toBe('es');
    expect(chooseLanguage(['status'], { PROMETHEUS_LANG: 'en' })).toBe('en');
    expect(chooseLanguage(['status'], { PROMETHEUS_LANG: 'fr' })).toBe('es');
    expect(chooseLanguage(['--lang', 'en', 'status'], { PROMETHEUS_LANG: 'es' })).toBe('en');
    expect(chooseLanguage(['status', '--lang=es'], { PROMETHEUS_LANG: 'en' })).toBe('es');
    expect(chooseLanguage(['--lang', 'en', 'status', '--lang', 'es'], {})).toBe('es');
  });

  it('ignores --lang after -- and unsupported values (commander refuses those)', () => {
    expect(chooseLanguage(['status', '--', '--lang', 'en'], {})).toBe('es');
    expect(chooseLanguage(['--lang', 'fr', 'status'], { PROMETHEUS_LANG: 'en' })).toBe('en');
  });
});

describe("commander's errors", () => {
  it('are said in the run language, suggestions included', () => {
    const t = translator('es');
    expect(translateCommanderError("error: unknown command 'stauts'\n(Did you mean status?)\n", t)).toBe("error: comando desconocido 'stauts'\n(¿Quisiste decir status?)\n");
    expect(translateCommanderError("error: required option '--file <path>' not specified\n", t)).toBe("error: la opción obligatoria '--file <path>' no se indicó\n");
    expect(translateCommanderError("error: option '--lang <language>' argument 'fr' is invalid. Allowed choices are es, en.\n", t)).toBe(
      "error: el valor 'fr' de la opción '--lang <language>' no es válido. Valores permitidos: es, en.\n",
    );
    expect(translateCommanderError("error: too many arguments for 'describe'. Expected 1 argument but got 2.\n", t)).toBe('error: demasiados argumentos: se esperaban 1 y llegaron 2.\n');
  });

  it('pass through what they do not know', () => {
    expect(translateCommanderError('error: something new\n', translator('es'))).toBe('error: something new\n');
  });
});
