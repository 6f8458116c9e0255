import { createHash } from 'node:crypto';
import type { jsPDF as JsPdf } from 'jspdf';
import type { autoTable as AutoTable } from 'jspdf-autotable';
import { formatInStoreZone } from '../../domain/common/time';
import { formatMoney, MONEY_SCALE, priceScale, type MoneyInput } from '../../domain/common/money';
import { sumRowMoney } from '../../domain/purchasing/rules';
import type { PurchaseOrder, PurchaseOrderLineRecord } from '../../db/models/purchasing';

/**
 * The purchase-order PDF (A3 portrait): the order's header on every page, its lines as a table laid
 * out by jspdf-autotable (each description wrapped whole over as many lines as it takes, the
 * column titles repeated on each page, the totals after the last line) and "Página n de m" at the
 * foot of each page.
 */

/** Money in the PDF: 4 decimals with thousands separators, rounded half-up (domain/common/money.ts). */
const money = (value: MoneyInput) => formatMoney(value, MONEY_SCALE.amount, { grouping: true });

/** jsPDF and its table plugin are loaded by the first order that needs a PDF (about 19 MB of memory from a process's start otherwise). */
let pdfLibrary: Promise<{ jsPDF: typeof JsPdf; autoTable: typeof AutoTable }> | null = null;
function loadPdfLibrary() {
  pdfLibrary ??= Promise.all([import('jspdf'), import('jspdf-autotable')]).then(([pdf, table]) => ({ jsPDF: pdf.jsPDF, autoTable: table.autoTable }));
  return pdfLibrary;
}

const PAGE = { left: 15, right: 282, bottom: 420 };
/** Replaced by the page count once every page is drawn (jsPDF's putTotalPages). */
const TOTAL_PAGES = '{total_pages}';
const COLUMNS = ['Tienda', 'SKU', 'Descripción', 'Paquetes', 'Pzas/paq', 'Precio', 'Subtotal', 'IEPS', 'IVA', 'Total'];
/** Fixed widths in mm; the description takes what is left of the 267 mm. */
const WIDTHS = [16, 20, 'auto', 17, 17, 24, 27, 23, 24, 27] as const;

export async function purchaseOrderPdf(order: PurchaseOrder, lines: PurchaseOrderLineRecord[], title: string, issuedAt: number): Promise<Buffer> {
  const { jsPDF, autoTable } = await loadPdfLibrary();
  const pdf = new jsPDF({ orientation: 'portrait', unit: 'mm', format: 'a3', compress: true });
  pdf.setProperties({ title: `Orden de compra ${order.folio}`, creator: 'Prometheus' });
  // Dated at the order's issue and identified by folio and title: a retried step writes the very same bytes.
  pdf.setCreationDate(new Date(issuedAt));
  pdf.setFileId(createHash('md5').update(`${order.erpCompanyId}:${order.folio}:${title}`).digest('hex').toUpperCase());
  const { left, right } = PAGE;

  const pageHeader = () => {
    pdf.setTextColor(0);
    pdf.setFont('helvetica', 'bold');
    pdf.setFontSize(18);
    pdf.text('ORDEN DE COMPRA', left, 20);
    pdf.setFontSize(12);
    pdf.text(`Folio ${order.folio}`, right, 20, { align: 'right' });
    pdf.setFont('helvetica', 'normal');
    pdf.setFontSize(10);
    const width = right - left;
    let y = 28;
    for (const text of [
      `${order.organizationName} (empresa ${order.organizationId})`,
      `Proveedor: ${order.providerName} (${order.providerId}) · ${order.providerEmail}`,
      `Comprador: ${order.buyer.fullName}${order.buyer.email ? ` · ${order.buyer.email}` : ''}`,
      `Periodo: ${order.from} a ${order.to} · Emitida: ${formatInStoreZone(issuedAt, 'dd/MM/yyyy HH:mm')} · ${title}`,
    ]) {
      // A long name wraps too; the first line of the table starts below the header whatever it takes.
      const wrapped = pdf.splitTextToSize(text, width) as string[];
      pdf.text(wrapped, left, y);
      y += 6 * wrapped.length;
    }
    return y;
  };
  const pageFooter = (page: number) => {
    pdf.setFont('helvetica', 'normal');
    pdf.setFontSize(9);
    pdf.setTextColor(90);
    pdf.text(`Orden de compra ${order.folio} · ${title}`, left, PAGE.bottom - 8);
    pdf.text(`Página ${page} de ${TOTAL_PAGES}`, right - 30, PAGE.bottom - 8);
  };

  const headerBottom = pageHeader();
  const totals = sumRowMoney(lines);
  autoTable(pdf, {
    startY: headerBottom + 2,
    margin: { top: headerBottom + 2, left, right: 297 - right, bottom: 18 },
    head: [COLUMNS],
    body: lines.map((line) => [
      line.storeId,
      line.sku,
      line.description,
      String(line.packages),
      String(line.piecesPerPackage),
      formatMoney(line.price, priceScale(line.saleUnit), { grouping: true }),
      money(line.subtotal),
      money(line.ieps),
      money(line.iva),
      money(line.total),
    ]),
    foot: [['', '', `Total (${lines.length} líneas)`, '', '', '', money(totals.subtotal), money(totals.ieps), money(totals.iva), money(totals.total)]],
    showHead: 'everyPage',
    showFoot: 'lastPage',
    theme: 'striped',
    styles: { font: 'helvetica', fontSize: 8, cellPadding: 1.5, overflow: 'linebreak', valign: 'top' },
    headStyles: { fillColor: [45, 62, 80], textColor: 255, fontStyle: 'bold' },
    footStyles: { fillColor: [230, 234, 238], textColor: 0, fontStyle: 'bold' },
    columnStyles: Object.fromEntries(WIDTHS.map((cellWidth, index) => [index, { cellWidth, halign: index >= 3 ? 'right' : 'left' }])),
    didParseCell: (data) => {
      if (data.section !== 'body' && data.column.index >= 3) data.cell.styles.halign = 'right';
    },
    didDrawPage: (data) => {
      if (data.pageNumber > 1) pageHeader();
      pageFooter(data.pageNumber);
    },
  });
  pdf.putTotalPages(TOTAL_PAGES);
  return Buffer.from(pdf.output('arraybuffer'));
}
