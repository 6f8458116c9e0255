import type { jsPDF as JsPdf } from 'jspdf';
import type { autoTable as AutoTable } from 'jspdf-autotable';
import { formatMoney, fromStored, MONEY_SCALE, sumMoney, type MoneyInput } from '../../../domain/common/money';
import { formatInStoreZone } from '../../../domain/common/time';
import type { Language } from '../../../domain/i18n/language';
import type { CommissionStatement } from '../../../db/models/commissions';

/**
 * The employee's statement as a PDF (A4 portrait), laid out as the detail screen: the facts
 * (employee, period, state, reviewer, totals), each commission with its steps, the adjustments,
 * the disputes and the history; tables by jspdf-autotable, "Página n de m" at the foot.
 */
const labels = {
  es: {
    title: 'ESTADO DE CUENTA DE COMISIONES',
    employee: 'Empleado',
    period: 'Periodo',
    to: 'a',
    state: 'Estado',
    reviewer: 'Revisa',
    commissions: 'Comisiones',
    adjustments: 'Ajustes',
    total: 'Total',
    step: 'Paso o dato',
    value: 'Valor',
    error: 'Error',
    clawback: 'devolución',
    amount: 'Monto',
    reason: 'Motivo',
    by: 'Quién',
    at: 'Cuándo',
    disputes: 'Disputas',
    comment: 'Comentario',
    resolution: 'Resolución',
    open: 'abierta',
    history: 'Historial',
    action: 'Acción',
    none: 'Sin ajustes',
    page: 'Página',
    of: 'de',
    states: {
      calculated: 'Calculado',
      inReview: 'En revisión',
      disputed: 'En disputa',
      recalculating: 'Recalculando',
      approved: 'Aprobado',
      exported: 'Exportado a nómina',
    },
  },
  en: {
    title: 'COMMISSION STATEMENT',
    employee: 'Employee',
    period: 'Period',
    to: 'to',
    state: 'State',
    reviewer: 'Reviewer',
    commissions: 'Commissions',
    adjustments: 'Adjustments',
    total: 'Total',
    step: 'Step or input',
    value: 'Value',
    error: 'Error',
    clawback: 'clawback',
    amount: 'Amount',
    reason: 'Reason',
    by: 'Who',
    at: 'When',
    disputes: 'Disputes',
    comment: 'Comment',
    resolution: 'Resolution',
    open: 'open',
    history: 'History',
    action: 'Action',
    none: 'No adjustments',
    page: 'Page',
    of: 'of',
    states: {
      calculated: 'Calculated',
      inReview: 'In review',
      disputed: 'Disputed',
      recalculating: 'Recalculating',
      approved: 'Approved',
      exported: 'Exported to payroll',
    },
  },
} as const;

const money = (value: MoneyInput) => formatMoney(value, MONEY_SCALE.commissionDetail, { grouping: true });
const when = (date: Date) => formatInStoreZone(new Date(date).getTime(), 'dd/MM/yyyy HH:mm');

let pdfLibrary: Promise<{ jsPDF: typeof JsPdf; autoTable: typeof AutoTable }> | null = null;
function loadPdfLibrary() {
  pdfLibrary ??= Promise.all([import('jspdf'), import('jspdf-autotable')]).then(([pdf, table]) => ({ jsPDF: pdf.jsPDF, autoTable: table.autoTable }));
  return pdfLibrary;
}

const LEFT = 14;
const TOTAL_PAGES = '{total_pages}';

export async function statementPdf(statement: CommissionStatement, language: Language): Promise<Buffer> {
  const text = labels[language];
  const { jsPDF, autoTable } = await loadPdfLibrary();
  const pdf = new jsPDF({ orientation: 'portrait', unit: 'mm', format: 'a4', compress: true });
  pdf.setProperties({ title: `${text.title} ${statement.employeeName} ${statement.periodStart}`, creator: 'Prometheus' });
  const commissions = sumMoney(statement.lines.flatMap((line) => (line.result === null ? [] : [line.result])));
  const adjustments = sumMoney(statement.adjustments.map((adjustment) => adjustment.amount));
  pdf.setFont('helvetica', 'bold');
  pdf.setFontSize(15);
  pdf.text(text.title, LEFT, 18);
  pdf.setFont('helvetica', 'normal');
  pdf.setFontSize(10);
  const table = (startY: number, head: string[], body: string[][], title?: string): number => {
    let y = startY;
    if (title) {
      pdf.setFont('helvetica', 'bold');
      pdf.setFontSize(11);
      pdf.text(title, LEFT, y + 4);
      y += 6;
    }
    autoTable(pdf, {
      startY: y,
      margin: { left: LEFT, right: LEFT, bottom: 16 },
      head: [head],
      body,
      theme: 'striped',
      styles: { font: 'helvetica', fontSize: 8, cellPadding: 1.4, overflow: 'linebreak' },
      headStyles: { fillColor: [45, 62, 80], textColor: 255 },
    });
    return (pdf as unknown as { lastAutoTable: { finalY: number } }).lastAutoTable.finalY + 4;
  };
  let y = table(
    24,
    ['', ''],
    [
      [text.employee, `${statement.employeeName} (${statement.employeeId})`],
      [text.period, `${statement.periodStart} ${text.to} ${statement.periodEnd}`],
      [text.state, text.states[statement.state]],
      [text.reviewer, statement.reviewer.name || '-'],
      [text.commissions, money(commissions)],
      [text.adjustments, money(adjustments)],
      [text.total, money(fromStored(statement.total))],
    ],
  );
  for (const line of statement.lines) {
    const result =
      line.result === null
        ? `${text.error}: ${line.exception?.name ?? ''}`
        : `${money(line.result)}${fromStored(line.result).isNegative() ? ` (${text.clawback})` : ''}`;
    y = table(
      y,
      [text.step, text.value],
      line.evaluationLog.map((entry) => [entry.details.name, entry.details.value === null ? '-' : String(entry.details.value)]),
      `${line.variableCommissionName} (${line.startDate} ${text.to} ${line.endDate}): ${result}`,
    );
  }
  y = table(
    y,
    [text.amount, text.reason, text.by, text.at],
    statement.adjustments.length === 0
      ? [[text.none, '', '', '']]
      : statement.adjustments.map((adjustment) => [
          money(adjustment.amount),
          adjustment.reason + (adjustment.correctsPeriod ? ` (${adjustment.correctsPeriod})` : ''),
          adjustment.by,
          when(adjustment.at),
        ]),
    text.adjustments,
  );
  if (statement.disputes.length > 0) {
    y = table(
      y,
      [text.comment, text.by, text.at, text.resolution],
      statement.disputes.map((dispute) => [
        dispute.comment,
        dispute.raisedBy,
        when(dispute.at),
        dispute.resolution ? `${dispute.resolution.choice}: ${dispute.resolution.reason}` : text.open,
      ]),
      text.disputes,
    );
  }
  table(
    y,
    [text.at, text.by, text.action, text.state, text.reason],
    statement.events.map((event) => [when(event.at), event.by, event.action, text.states[event.to], event.reason]),
    text.history,
  );
  const pages = pdf.getNumberOfPages();
  for (let page = 1; page <= pages; page += 1) {
    pdf.setPage(page);
    pdf.setFontSize(8);
    pdf.setTextColor(90);
    pdf.text(`${statement.employeeName} · ${statement.periodStart} · ${text.page} ${page} ${text.of} ${TOTAL_PAGES}`, LEFT, 290);
  }
  pdf.putTotalPages(TOTAL_PAGES);
  return Buffer.from(pdf.output('arraybuffer'));
}
