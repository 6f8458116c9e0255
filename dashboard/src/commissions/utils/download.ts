/** Saves a CSV text as a file (with a BOM, so a spreadsheet reads the accents as UTF-8). */
export function downloadCsv(fileName: string, text: string) {
  const url = URL.createObjectURL(new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
