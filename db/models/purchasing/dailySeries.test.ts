import { describe, expect, it } from 'vitest';
import { decodeSeries, encodeSeries, sumEncodedRange, sumRange } from './dailySeries';

/** The grid's windowed sum read straight from the stored text gives what decoding the series gives. */
describe('sumEncodedRange', () => {
  const text = encodeSeries([3, 5, null, 12, 0, 7.5, null, 1]); // from 2026-11-01
  it.each([
    ['2026-11-01', '2026-11-09', 28.5],
    ['2026-11-02', '2026-11-04', 5],
    ['2026-11-03', '2026-11-04', 0],
    ['2026-11-04', '2026-11-07', 19.5],
    ['2026-11-08', '2026-11-20', 1],
    ['2026-10-20', '2026-11-02', 3],
    ['2026-11-09', '2026-11-15', 0],
    ['2026-10-01', '2026-10-10', 0],
    ['2026-11-05', '2026-11-05', 0],
  ])('from %s to %s (exclusive) is %d', (from, to, sum) => {
    expect(sumEncodedRange('2026-11-01', text, from, to)).toBe(sum);
    expect(sumRange(decodeSeries('2026-11-01', text), from, to)).toBe(sum);
  });
  it('an empty series sums 0', () => {
    expect(sumEncodedRange('2026-11-01', '', '2026-11-01', '2026-11-05')).toBe(0);
  });
});
