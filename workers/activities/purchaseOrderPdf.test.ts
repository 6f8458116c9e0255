import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { PurchaseOrder, PurchaseOrderLineRecord } from '../../db/models/purchasing';
import { purchaseOrderPdf } from './purchaseOrderPdf';

/** poppler-utils (pdftotext, pdfinfo, pdftoppm) read the PDF as a person's viewer would. */
const poppler = (() => {
  try {
    execFileSync('pdfinfo', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

const LONG =
  'Refresco de cola sabor original en botella retornable de vidrio de 355 ml, caja con 24 piezas, precio de lista vigente, entrega en andén del centro de distribución con cita previa';

function line(index: number): PurchaseOrderLineRecord {
  return {
    storeId: `CO1${String(index % 30).padStart(2, '0')}`,
    sku: String(10_000 + index),
    description: index % 3 === 0 ? `${LONG} (línea ${index + 1}, fin)` : `Producto ${index + 1}`,
    saleUnit: null,
    packages: 1 + (index % 7),
    piecesPerPackage: 24,
    price: '123.4567',
    ivaRate: 0.16,
    iepsRate: 0,
    subtotal: '1234.5678',
    ieps: '0',
    iva: '197.5308',
    total: '1432.0986',
  };
}

const order = {
  folio: 4711,
  organizationId: '01',
  organizationName: 'Comercial Olmeca',
  erpCompanyId: 1,
  providerId: 'P001',
  providerName: 'Bebidas del Golfo',
  providerEmail: 'ventas@bebidas.example',
  buyer: { userName: 'compras', fullName: 'Ana Compras', email: 'compras@example.com' },
  from: '2027-01-01',
  to: '2027-01-07',
} as PurchaseOrder;

describe.skipIf(!poppler)('the purchase-order PDF, read back as text and looked at as images', () => {
  it('wraps every long description whole, repeats the column titles and the header on each page, numbers the pages and ends with the totals', async () => {
    const lines = Array.from({ length: 300 }, (_, index) => line(index));
    const bytes = await purchaseOrderPdf(order, lines, 'Consolidada', Date.parse('2027-01-08T16:00:00Z'));
    const dir = mkdtempSync(path.join(os.tmpdir(), 'oc-pdf-'));
    const file = path.join(dir, 'oc.pdf');
    writeFileSync(file, bytes);

    const pages = Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [file], { encoding: 'utf8' }))![1]);
    expect(pages).toBeGreaterThan(3);
    const text = (page: number) => execFileSync('pdftotext', ['-f', String(page), '-l', String(page), '-layout', file, '-'], { encoding: 'utf8' });
    const flat = (page: number) => execFileSync('pdftotext', ['-f', String(page), '-l', String(page), file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
    const all = Array.from({ length: pages }, (_, index) => flat(index + 1)).join(' ');
    for (let page = 1; page <= pages; page += 1) {
      const content = text(page);
      expect(content, `page ${page}`).toContain('ORDEN DE COMPRA');
      expect(content, `page ${page}`).toMatch(/Tienda\s+SKU\s+Descripción\s+Paquetes\s+Pzas\/paq\s+Precio\s+Subtotal\s+IEPS\s+IVA\s+Total/);
      expect(content, `page ${page}`).toContain(`Página ${page} de ${pages}`);
    }
    // Every long description is there whole (wrapped over lines in its cell), the last one too.
    expect(all).toContain(`${LONG} (línea 1, fin)`);
    expect(all).toContain(`${LONG} (línea 298, fin)`);
    expect(all.split('entrega en andén del centro de distribución con cita previa').length - 1).toBe(100);
    // Every line and, on the last page, the totals of all of them.
    for (const index of [0, 149, 299]) expect(all).toContain(String(10_000 + index));
    expect(flat(pages)).toContain('Total (300 líneas)');
    expect(flat(pages)).toContain('370,370.3400');
    expect(flat(pages)).toContain('429,629.5800');

    // Pages as images (docs/purchasing.md says what they were judged on); kept for a person to look at.
    execFileSync('pdftoppm', ['-png', '-r', '40', '-f', '1', '-l', '2', file, path.join(dir, 'page')]);
    expect(readdirSync(dir).filter((name) => name.endsWith('.png'))).toHaveLength(2);
    writeFileSync(path.join(os.tmpdir(), 'purchase-order-pdf-last.txt'), dir);
  }, 60_000);
});
