import { describe, expect, it } from 'vitest';
import { createDemoRandom } from './random';

describe('createDemoRandom', () => {
  it('repeats the same sequence for the same seed and differs for another seed', () => {
    const first = createDemoRandom(7);
    const second = createDemoRandom(7);
    const other = createDemoRandom(8);
    const a = Array.from({ length: 20 }, () => first.next());
    const b = Array.from({ length: 20 }, () => second.next());
    const c = Array.from({ length: 20 }, () => other.next());
    expect(a).toEqual(b);
    expect(a).not.toEqual(c);
    expect(a.every((value) => value >= 0 && value < 1)).toBe(true);
  });

  it('keeps integers and floats inside their bounds', () => {
    const random = createDemoRandom(3);
    for (let index = 0; index < 500; index += 1) {
      const value = random.int(2, 5);
      expect(value).toBeGreaterThanOrEqual(2);
      expect(value).toBeLessThanOrEqual(5);
      const float = random.float(1, 2, 2);
      expect(float).toBeGreaterThanOrEqual(1);
      expect(float).toBeLessThanOrEqual(2);
      expect(Math.round(float * 100)).toBeCloseTo(float * 100, 6);
    }
  });

  it('shuffles without losing elements and refuses to pick from nothing', () => {
    const random = createDemoRandom(11);
    const items = [1, 2, 3, 4, 5, 6];
    expect([...random.shuffle(items)].sort()).toEqual(items);
    expect(() => random.pick([])).toThrow();
  });
});
