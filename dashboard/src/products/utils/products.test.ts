import { describe, expect, it } from 'vitest';
import { formatProductPrice } from '.';

describe('products screen', () => {
  it('shows 2 decimals with a sale unit and 4 without (spec 002 section 9)', () => {
    expect(formatProductPrice(18.5, 'Pieza', 'es-MX')).toBe('$18.50');
    expect(formatProductPrice(18.5, '', 'es-MX')).toBe('$18.5000');
    // The API sends decimal strings; x.xx5 rounds half-up (a float would show 2.13 and 4.01).
    expect(formatProductPrice('2.1350', 'Pieza', 'es-MX')).toBe('$2.14');
    expect(formatProductPrice('4.0150', 'KG', 'es-MX')).toBe('$4.02');
    expect(formatProductPrice('1234.56785', '', 'es-MX')).toBe('$1,234.5679');
  });
});
