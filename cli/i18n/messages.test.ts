import { describe, expect, it } from 'vitest';
import { resources } from './resources';
import { chooseLanguage, labelOf, translateCommanderError, translator } from '.';

/** Every text as `area.path.key`, plural forms included. */
function flatten(tree: object, prefix = ''): Record<string, string> {
  return Object.fromEntries(
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === 'string' ? [[`${prefix}${key}`, value]] : Object.entries(flatten(value as object, `${prefix}${key}.`)),
    ),
  );
}
const es = flatten(resources.es);
const en = flatten(resources.en);
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}|\$t\(([\w.]+)/g)].map((match) => match[1] ?? `$t(${match[2]})`).sort();

describe('CLI messages', () => {
  it('has the same keys in es and en', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(es).sort());
  });

  it.each(Object.keys(es))('%s uses the same placeholders and nested texts in es and en', (key) => {
    expect(placeholders(en[key])).toEqual(placeholders(es[key]));
  });

  it('has no empty texts and no hand-made plurals', () => {
    for (const catalogue of [es, en]) {
      expect(Object.entries(catalogue).filter(([, text]) => !text.trim())).toEqual([]);
      expect(Object.entries(catalogue).filter(([, text]) => /\w\(s\)/.test(text))).toEqual([]);
    }
  });

  it('fills placeholders in the chosen language', () => {
    expect(translator('es')('erp.done', { workflowId: 'w1', rows: 2, polls: 3 })).toBe('✔ w1: 2 filas tras 3 consultas');
    expect(translator('en')('erp.done', { workflowId: 'w1', rows: 2, polls: 3 })).toBe('✔ w1: 2 rows after 3 polls');
  });

  it('says counted nouns in the singular for one', () => {
    expect(translator('es')('erp.done', { workflowId: 'w1', rows: 1, polls: 1 })).toBe('✔ w1: 1 fila tras 1 consulta');
    expect(translator('en')('system.workersTemporal', { count: 1 })).toBe('1 Temporal worker polling');
    expect(translator('en')('system.workersTemporal', { count: 2 })).toBe('2 Temporal workers polling');
    expect(translator('es')('system.workersTemporal', { count: 1 })).toBe('1 worker de Temporal atendiendo');
    expect(translator('es')('catalog.done', { rows: 1, inserted: 1, updated: 0, total: 5 })).toBe('1 fila: 1 nueva, 0 cambiadas; el catálogo tiene 5');
    expect(translator('es')('customers.rowsLoaded', { count: 0 })).toBe('0 filas cargadas');
  });

  it('names server values in the chosen language, and passes unknown ones through', () => {
    expect(labelOf(translator('es'), 'workflows.state', 'completed')).toBe('completado');
    expect(labelOf(translator('en'), 'workflows.state', 'timedOut')).toBe('timed out');
    expect(labelOf(translator('es'), 'system.backend', 'database')).toBe('base de datos');
    expect(labelOf(translator('es'), 'system.backend', 'quantum')).toBe('quantum');
    expect(labelOf(translator('es'), 'erp.column', 'articleKey')).toBe('clave de artículo');
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
    expect(translateCommanderError("error: unknown command 'stauts'\n(Did you mean status?)\n", t)).toBe(
      "error: comando desconocido 'stauts'\n(¿Quisiste decir status?)\n",
    );
    expect(translateCommanderError("error: required option '--file <path>' not specified\n", t)).toBe(
      "error: la opción obligatoria '--file <path>' no se indicó\n",
    );
    expect(translateCommanderError("error: option '--lang <language>' argument 'fr' is invalid. Allowed choices are es, en.\n", t)).toBe(
      "error: el valor 'fr' de la opción '--lang <language>' no es válido. Valores permitidos: es, en.\n",
    );
    expect(translateCommanderError("error: too many arguments for 'describe'. Expected 1 argument but got 2.\n", t)).toBe(
      'error: demasiados argumentos: se esperaban 1 y llegaron 2.\n',
    );
  });

  it('pass through what they do not know', () => {
    expect(translateCommanderError('error: something new\n', translator('es'))).toBe('error: something new\n');
  });
});
