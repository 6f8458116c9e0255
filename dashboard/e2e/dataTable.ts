import { readFileSync } from 'node:fs';
import { type Locator, type Page } from 'playwright-core';
import { readCsv, type CsvRecord } from '../../domain/common/csv';

/**
 * Drives one DataTable (dashboard/src/ui/components/DataTable.tsx) the way a user does, each step
 * waiting for what it changed: sort by a heading, filter a column, page, export and read the file.
 */
export function dataTable(page: Page, tableId: string) {
  const root = page.getByTestId(`data-table-${tableId}`);
  const body = root.locator('tbody');
  const pager = root.getByTestId('data-table-pager');
  const rows = () => body.locator('tr:not([data-testid])');

  /** The text of one column in the rows shown, by its 0-based position among the visible columns. */
  async function column(index: number): Promise<string[]> {
    return rows().evaluateAll((trs, at) => trs.map((tr) => (tr.children[at] as HTMLElement | undefined)?.innerText.trim() ?? ''), index);
  }

  /** Waits until the rows shown differ from `before` (a new answer arrived and painted). */
  async function changedFrom(before: string[], index: number) {
    await page.waitForFunction(
      ({ id, at, previous }) => {
        const trs = [...document.querySelectorAll(`[data-testid="data-table-${id}"] tbody tr:not([data-testid])`)];
        const now = trs.map((tr) => (tr.children[at] as HTMLElement | undefined)?.innerText.trim() ?? '');
        return now.length > 0 && JSON.stringify(now) !== JSON.stringify(previous);
      },
      { id: tableId, at: index, previous: before },
    );
  }

  return {
    root,
    rows,
    column,
    changedFrom,
    /** Waits for the first rows (the skeleton gone). */
    async loaded() {
      await rows().first().waitFor();
    },
    heading(name: string): Locator {
      return root.locator('thead th', { has: page.getByRole('button', { name, exact: true }) });
    },
    /** Clicks a heading until its aria-sort says `direction`. */
    async sortBy(name: string, direction: 'ascending' | 'descending') {
      const heading = root.locator('thead th').filter({ has: page.getByRole('button', { name, exact: true }) });
      for (let click = 0; click < 3 && (await heading.getAttribute('aria-sort')) !== direction; click += 1) await heading.getByRole('button').click();
      await page.waitForFunction(
        ({ id, label, wanted }) => [...document.querySelectorAll(`[data-testid="data-table-${id}"] thead th`)].some((th) => th.textContent?.trim() === label && th.getAttribute('aria-sort') === wanted),
        { id: tableId, label: name, wanted: direction },
      );
    },
    /** The pager's "Rows a–b of n" text. */
    async range(): Promise<string> {
      return (await pager.locator('span').first().innerText()).trim();
    },
    async waitForRange(pattern: RegExp) {
      await pager.locator('span').first().filter({ hasText: pattern }).waitFor();
    },
    async nextPage(label: string) {
      await pager.getByRole('button', { name: label }).click();
    },
    /** Clicks the export button and reads the downloaded file as CSV records (BOM removed). */
    async exportCsv(label: string): Promise<{ fileName: string; records: CsvRecord[] }> {
      const [download] = await Promise.all([page.waitForEvent('download'), root.getByRole('button', { name: label }).click()]);
      const file = await download.path();
      return { fileName: download.suggestedFilename(), records: readCsv(readFileSync(file, 'utf8')) };
    },
  };
}
