import type { Filter, Document } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ids, openConformanceDatabase, type ConformanceDatabase, type LooseCollection } from './client';

/**
 * $text on a Spanish text index (MongoDB 7, text index version 3): terms are stemmed, stop words
 * ignored, case and accents folded unless asked; phrases in quotes, negated terms with a minus;
 * $meta: "textScore" in projections and sorts, and in a pipeline after a $text $match.
 */

const products: Document[] = [
  { _id: 1, name: 'Zapatos de piel para caballero', description: 'Zapato formal negro' },
  { _id: 2, name: 'Zapatillas deportivas', description: 'Para correr en pista' },
  { _id: 3, name: 'Camisa de algodón', description: 'Camisa blanca para niño' },
  { _id: 4, name: 'Canción de cuna', description: 'Disco infantil de canciones' },
  { _id: 5, name: 'Pantalón de mezclilla', description: 'Pantalones azules para niños' },
  { _id: 6, name: 'Café de Veracruz', description: 'Café molido de altura' },
  { _id: 7, name: 'Running shoes', description: 'Shoes for running', language: 'english' },
  { _id: 8, name: 'Sin descripción', sku: 'X-1' },
];

let database: ConformanceDatabase;
let catalogue: LooseCollection;

beforeAll(async () => {
  database = await openConformanceDatabase();
  catalogue = database.collection('catalogue');
  await catalogue.createIndex({ name: 'text', description: 'text' }, { default_language: 'spanish', weights: { name: 10 }, name: 'busqueda' });
  await catalogue.insertMany(products);
});

afterAll(async () => {
  await database?.close();
});

describe('$text matching', () => {
  const cases: Array<[string, NonNullable<Filter<Document>['$text']>, number[]]> = [
    ['a stemmed term matches its plural and singular', { $search: 'zapato' }, [1]],
    ['a plural search matches the singular', { $search: 'camisas' }, [3]],
    ['accents are folded (niño, niños)', { $search: 'NIÑOS' }, [3, 5]],
    ['a search without accents matches accented words', { $search: 'cancion' }, [4]],
    ['any of several terms', { $search: 'café mezclilla' }, [5, 6]],
    ['a quoted phrase must appear as written', { $search: '"de mezclilla"' }, [5]],
    ['a phrase with other terms still requires the phrase', { $search: 'zapato "camisa blanca"' }, [3]],
    ['a negated term excludes', { $search: 'niños -pantalón' }, [3]],
    ['a negated phrase excludes', { $search: 'niños -"pantalones azules"' }, [3]],
    ['stop words alone match nothing', { $search: 'de para' }, []],
    ['only negations match nothing', { $search: '-zapato' }, []],
    ['$caseSensitive keeps case', { $search: 'café', $caseSensitive: true }, []],
    ['$caseSensitive matches the same case', { $search: 'Café', $caseSensitive: true }, [6]],
    ['ñ folds to n by default', { $search: 'nino' }, [3, 5]],
    ['$diacriticSensitive keeps ñ apart from n', { $search: 'nino', $diacriticSensitive: true }, []],
    ['$language english stems with English rules; the document says its own language', { $search: 'runs', $language: 'english' }, [7]],
  ];
  it.each(cases)('%s', async (_label, text, expected) => {
    expect(ids(await catalogue.find({ $text: text }).toArray())).toEqual(expected);
  });

  it('combines with other conditions', async () => {
    expect(ids(await catalogue.find({ $text: { $search: 'niños' }, _id: { $gt: 4 } }).toArray())).toEqual([5]);
    expect(await catalogue.countDocuments({ $text: { $search: 'niños' } })).toBe(2);
  });
});

describe('textScore', () => {
  it('projects the score and sorts by it, the heavier field first', async () => {
    const found = await catalogue
      .find({ $text: { $search: 'zapato camisa' } }, { projection: { _id: 1, score: { $meta: 'textScore' } } })
      .sort({ score: { $meta: 'textScore' } })
      .toArray();
    expect(found.map((document) => document._id)).toEqual([3, 1]);
    expect(found[0].score).toBeGreaterThan(found[1].score);
    expect(found[1].score).toBeGreaterThan(1);
    expect(Object.keys(found[0])).toEqual(['_id', 'score']);
  });

  it('is available in a pipeline after a $text $match', async () => {
    const found = await catalogue
      .aggregate([
        { $match: { $text: { $search: 'niños' } } },
        { $sort: { score: { $meta: 'textScore' } } },
        { $project: { name: 1, score: { $meta: 'textScore' } } },
      ])
      .toArray();
    expect(found.map((document) => document._id)).toHaveLength(2);
    expect(found.every((document) => typeof document.score === 'number' && document.score > 0)).toBe(true);
    expect(found.every((document) => Object.keys(document).every((key) => ['_id', 'name', 'score'].includes(key)))).toBe(true);
  });
});

describe('text indexes', () => {
  it('$text needs a text index (27)', async () => {
    const plain = database.collection('no_text_index');
    await plain.insertMany(products);
    await expect(plain.find({ $text: { $search: 'zapato' } }).toArray()).rejects.toMatchObject({ code: 27 });
  });

  it('allows one text index per collection (67)', async () => {
    await expect(catalogue.createIndex({ description: 'text' })).rejects.toMatchObject({ code: 67 });
  });
});
