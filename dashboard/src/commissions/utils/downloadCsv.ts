import { saveFile } from '../../ui/utils/download';

/** Saves a CSV text as a file, with a BOM so a spreadsheet reads the accents as UTF-8 (through the dashboard's one download helper). */
export function downloadCsv(fileName: string, text: string) {
  saveFile(new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' }), fileName);
}
