/** The file name a Content-Disposition header gives, or `fallback`. */
export function fileNameOf(contentDisposition: string | null, fallback: string): string {
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(contentDisposition ?? '');
  return match ? decodeURIComponent(match[1]) : fallback;
}

/** Saves a blob as a file through a temporary object URL: the one download helper of the dashboard. */
export function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Saves text (CSV, JSON) as a file. */
export function saveText(text: string, fileName: string, type: string) {
  saveFile(new Blob([text], { type }), fileName);
}

/** Saves CSV text as a file, with a BOM so a spreadsheet reads the accents as UTF-8. */
export function saveCsv(text: string, fileName: string) {
  saveFile(new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' }), fileName);
}

/** Saves bytes the API answered in base64 (a PDF built by the server) as a file. */
export function saveBase64(base64: string, fileName: string, type: string) {
  saveFile(new Blob([Uint8Array.from(atob(base64), (character) => character.charCodeAt(0))], { type }), fileName);
}
