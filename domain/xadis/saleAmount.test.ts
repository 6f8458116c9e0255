import { describe, expect, it } from 'vitest';
import { decimalJsonLiteral, saleAmountOf, saleAmountText } from './saleAmount';

describe('a partner sales amount (importe) as a decimal end to end', () => {
  it('rounds quantity x price half-up to centavos, the x.xx5 cases included (floats answer 2.13 and 4.01)', () => {
    expect(saleAmountOf(2.135, 1)).toBe('2.14');
    expect(saleAmountOf('4.015', 1)).toBe('4.02');
    expect(saleAmountOf('1.005', 3)).toBe('3.02');
    expect(saleAmountOf('0.4275', 5)).toBe('2.14');
    expect(saleAmountOf('18.50', 4)).toBe('74.00');
    expect(saleAmountOf('0.0049', 1)).toBe('0.00');
  });

  it('keeps the ERP Importe exact to 4 decimals, half-up beyond, whether the driver gives a number or text', () => {
    expect(saleAmountText(2.135)).toBe('2.135');
    expect(saleAmountText(4.015)).toBe('4.015');
    expect(saleAmountText('74.5000')).toBe('74.5');
    expect(saleAmountText('1.00005')).toBe('1.0001');
    expect(saleAmountText('12345678901234.5678')).toBe('12345678901234.5678');
    expect(() => saleAmountText(Number.NaN)).toThrow(RangeError);
    expect(() => saleAmountText('12,50')).toThrow(RangeError);
  });

  it('writes the JSON number from the decimal digits, beyond what a double holds', () => {
    expect(decimalJsonLiteral('2.135')).toBe('2.135');
    expect(decimalJsonLiteral('4.0150')).toBe('4.015');
    expect(decimalJsonLiteral('12345678901234.5678')).toBe('12345678901234.5678');
    expect(JSON.stringify(Number('12345678901234.5678'))).not.toBe('12345678901234.5678');
    expect(() => decimalJsonLiteral('NaN')).toThrow(RangeError);
  });

  it.each([
    ['0', '0'],
    ['-0', '0'],
    ['-0.50', '-0.5'],
    ['-0.05', '-0.05'],
    ['007.10', '7.1'],
    ['10', '10'],
    ['10.', '10'],
    ['.5', '0.5'],
    ['1e3', '1000'],
    ['+2.5', '2.5'],
    [' 2.5 ', '2.5'],
    ['2.000', '2'],
  ])('writes %j as the same number as the decimal arithmetic does: %s', (text, literal) => {
    expect(decimalJsonLiteral(text)).toBe(literal);
  });
});
