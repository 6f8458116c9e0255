import { describe, expect, it } from 'vitest';
import { partnerChunkJson } from './records';

describe("a chunk's datos JSON", () => {
  it("writes a sale's importe as a JSON number from its decimal digits, exact beyond a double", () => {
    const json = partnerChunkJson('ventaJson', [
      { fecha: '01/03/2026', tienda: 'T001', sku: '100101', cantidad: 3, importe: '2.135' },
      { fecha: '01/03/2026', tienda: 'T001', sku: '100102', cantidad: 1, importe: '12345678901234.5678' },
    ]);
    expect(json).toBe(
      '[{"fecha":"01/03/2026","tienda":"T001","sku":"100101","cantidad":3,"importe":2.135},{"fecha":"01/03/2026","tienda":"T001","sku":"100102","cantidad":1,"importe":12345678901234.5678}]',
    );
    expect(JSON.parse(json)[0]).toEqual({ fecha: '01/03/2026', tienda: 'T001', sku: '100101', cantidad: 3, importe: 2.135 });
  });

  it.each([
    [2.135, '2.135'],
    [74.5, '74.5'],
    [-0.5, '-0.5'],
    [1e21, '1000000000000000000000'],
    [12, '12'],
  ])('writes an amount given as the number %d from its digits, as money() reads it: %s', (importe, literal) => {
    const chunk = [{ fecha: '01/03/2026', tienda: 'T001', sku: '1', cantidad: 1, importe }] as unknown as Parameters<typeof partnerChunkJson>[1];
    expect(partnerChunkJson('ventaJson', chunk)).toBe(`[{"fecha":"01/03/2026","tienda":"T001","sku":"1","cantidad":1,"importe":${literal}}]`);
  });

  it('leaves a text that looks like an amount inside another field as it is', () => {
    const sku = 'X","importe":"9';
    const json = partnerChunkJson('ventaJson', [{ fecha: '01/03/2026', tienda: 'T"1', sku, cantidad: 2, importe: '4.50' }]);
    expect(JSON.parse(json)).toEqual([{ fecha: '01/03/2026', tienda: 'T"1', sku, cantidad: 2, importe: 4.5 }]);
  });

  it('refuses an importe that is not a decimal, and leaves inventory records as they are', () => {
    expect(() => partnerChunkJson('ventaJson', [{ fecha: '01/03/2026', tienda: 'T001', sku: '1', cantidad: 1, importe: '12,50' }])).toThrow(RangeError);
    expect(() => partnerChunkJson('ventaJson', [{ fecha: '01/03/2026', tienda: 'T001', sku: '1', cantidad: 1, importe: '1"2' }])).toThrow(RangeError);
    expect(() => partnerChunkJson('ventaJson', [{ fecha: '01/03/2026', tienda: 'T001', sku: '1', cantidad: 1, importe: '2\\' }])).toThrow(RangeError);
    const withoutAmount = [{ fecha: '01/03/2026', tienda: 'T001', sku: '1', cantidad: 1 }] as unknown as Parameters<typeof partnerChunkJson>[1];
    expect(() => partnerChunkJson('ventaJson', withoutAmount)).toThrow(RangeError);
    const nullAmount = [{ fecha: '01/03/2026', tienda: 'T001', sku: '1', cantidad: 1, importe: null }] as unknown as Parameters<typeof partnerChunkJson>[1];
    expect(() => partnerChunkJson('ventaJson', nullAmount)).toThrow(RangeError);
    const inventory = [{ fecha: '01/03/2026', tienda: 'T001', sku: '1', existencia: 4 }];
    expect(partnerChunkJson('inventarioJson', inventory)).toBe(JSON.stringify(inventory));
  });
});
