import { describe, expect, it } from 'vitest';
import { customerNameKeys, nameSearchPattern, nameWordStarts } from './nameSearch';

function matches(name: string, search: string): boolean {
  const pattern = nameSearchPattern(search);
  return pattern !== null && customerNameKeys(name).nameWordStarts.some((start) => new RegExp(pattern).test(start));
}

describe('search by part of a name', () => {
  it('keeps the name from each word on, once each', () => {
    expect(nameWordStarts('maria guadalupe hernandez')).toEqual(['maria guadalupe hernandez', 'guadalupe hernandez', 'hernandez']);
    expect(nameWordStarts('ana ana')).toEqual(['ana ana', 'ana']);
    expect(nameWordStarts('')).toEqual([]);
  });

  it.each([
    ['María Guadalupe Hernández', 'hern', true],
    ['María Guadalupe Hernández', 'Guadalupe Hern', true],
    ['María Guadalupe Hernández', 'MARIA', true],
    ['María Guadalupe Hernández', 'hernández', true],
    ['María Guadalupe Hernández', 'ernan', false],
    ['María Guadalupe Hernández', 'guadalupe maria', false],
    ['José Pérez-López', 'lopez', true],
    ['José Pérez-López', 'perez lo', true],
    ['Ana (test)', 'test)', true],
    ['Ana Ruiz', '.*', false],
  ])('%s found by %s: %s', (name, search, found) => {
    expect(matches(name, search)).toBe(found);
  });

  it('has nothing to search for in punctuation alone', () => {
    expect(nameSearchPattern(' -- ')).toBeNull();
  });
});
