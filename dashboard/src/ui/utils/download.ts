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
