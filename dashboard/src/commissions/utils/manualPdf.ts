import type { ManualSection } from './types';

/**
 * The manual as a PDF (the spec's "static PDF manual"), written from the same sections the page
 * shows, so the two never differ. jsPDF loads only when someone asks for the file.
 */
export async function manualPdf(title: string, sections: readonly ManualSection[]): Promise<Blob> {
  const { jsPDF } = await import('jspdf');
  const doc = new jsPDF({ unit: 'pt', format: 'letter' });
  const margin = 56;
  const width = doc.internal.pageSize.getWidth() - margin * 2;
  const bottom = doc.internal.pageSize.getHeight() - margin;
  let y = margin;
  const write = (text: string, size: number, style: 'normal' | 'bold', gapAfter: number) => {
    doc.setFont('helvetica', style);
    doc.setFontSize(size);
    for (const line of doc.splitTextToSize(text, width) as string[]) {
      if (y + size > bottom) {
        doc.addPage();
        y = margin;
      }
      doc.text(line, margin, y + size);
      y += size * 1.35;
    }
    y += gapAfter;
  };
  write(title, 20, 'bold', 12);
  for (const section of sections) {
    write(section.title, 14, 'bold', 4);
    for (const paragraph of section.paragraphs ?? []) write(paragraph, 10.5, 'normal', 6);
    for (const item of section.items ?? []) write(`•  ${item}`, 10.5, 'normal', 2);
    y += 8;
  }
  return doc.output('blob');
}
