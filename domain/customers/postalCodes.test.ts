import { describe, expect, it } from 'vitest';
import { parsePostalCodeCatalogue, PostalCodeCatalogueError } from './postalCodes';

const header = 'd_codigo|d_asenta|d_tipo_asenta|D_mnpio|d_estado|d_ciudad|d_CP|c_estado';
const notice = 'El Catálogo Nacional de Códigos Postales, es elaborado por Correos de México';

describe('the SEPOMEX postal-code catalogue', () => {
  it('keeps c_cp, d_asenta, d_estado and d_mnpio once per settlement and says why a row was left out', () => {
    const parsed = parsePostalCodeCatalogue(
      [
        notice,
        header,
        '96400|Centro|Colonia|Coatzacoalcos|Veracruz de Ignacio de la Llave|Coatzacoalcos|96401|30',
        '96400|Centro|Colonia|Coatzacoalcos|Veracruz de Ignacio de la Llave|Coatzacoalcos|96401|30',
        '9640|Petrolera|Colonia|Coatzacoalcos|Veracruz de Ignacio de la Llave|Coatzacoalcos|96401|30',
        '96430||Colonia|Coatzacoalcos|Veracruz de Ignacio de la Llave|Coatzacoalcos|96401|30',
        '',
      ].join('\r\n'),
    );
    expect(parsed.rows).toEqual([{ c_cp: '96400', d_asenta: 'Centro', d_estado: 'Veracruz de Ignacio de la Llave', d_mnpio: 'Coatzacoalcos' }]);
    expect(parsed.rejected).toEqual([
      { line: 5, reason: 'postalCode', value: '9640' },
      { line: 6, reason: 'missingFields' },
    ]);
  });

  it('reads a quote as text: the catalogue is pipe-separated without quoting, so a name opening with one stays in its row', () => {
    const parsed = parsePostalCodeCatalogue(
      [
        header,
        '96410|"El Mirador|Colonia|Coatzacoalcos|Veracruz|Coatzacoalcos|96401|30',
        '96420|Petrolera|Colonia|Coatzacoalcos|Veracruz|Coatzacoalcos|96401|30',
      ].join('\n'),
    );
    expect(parsed.rows.map((row) => [row.c_cp, row.d_asenta])).toEqual([
      ['96410', '"El Mirador'],
      ['96420', 'Petrolera'],
    ]);
  });

  it('refuses a file that is not the catalogue, with a reason code', () => {
    const noHeader = (() => {
      try {
        parsePostalCodeCatalogue('a,b,c\n1,2,3');
      } catch (error) {
        return error;
      }
    })();
    expect(noHeader).toBeInstanceOf(PostalCodeCatalogueError);
    expect(noHeader).toMatchObject({ reason: 'noHeader' });
    expect(() => parsePostalCodeCatalogue('d_codigo|d_asenta|d_estado\n96400|Centro|Veracruz')).toThrow(
      expect.objectContaining({ reason: 'noColumn', column: 'd_mnpio' }),
    );
  });
});
