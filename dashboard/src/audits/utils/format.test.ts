import { describe, expect, it } from 'vitest';
import { formatEpoch, riskShare } from './format';

describe('audit formatting', () => {
  it('turns the ranking into the bar share', () => {
    expect(riskShare(4.25)).toBeCloseTo(0.425);
    expect(riskShare(12)).toBe(1);
    expect(riskShare(-1)).toBe(0);
  });
  it('shows a dash for an open end', () => {
    expect(formatEpoch(null, 'en')).toBe('—');
    expect(formatEpoch(1_700_000_000, 'en')).toMatch(/2023/);
  });
});
