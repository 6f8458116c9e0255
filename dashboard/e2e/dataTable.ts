import { readFileSync } from 'node:fs';
import { type Locator, type Page } from 'playwright-core';
import { expect } from 'vitest';
import { readCsv, type CsvRecord } from '../../domain/common/csv';
import { compareCells, tableCollator } from '../src/ui/utils/tableSort';

/** Values in the order a browser-sorted DataTable gives them in Spanish (its own rule, dashboard/src/ui/utils/tableSort.ts). */
export function tableOrder(values: string[]): string[] {
  const collator = tableCollator('es-MX');
  return [...values].sort((a, b) => compareCells(a, b, collator));
}

/** A GraphQL query asked from the signed-in page (its session cookie): the answer's data. */
export async function gqlInPage<T>(page: Page, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  return page.evaluate(
    async ({ text, vars }) =>
      (
        (await (
          await fetch('/graphql', {
            method: 'POST',
            credentials: 'include',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ query: text, variables: vars }),
          })
        ).json()) as { data: T }
      ).data,
    { text: query, vars: variables },
  );
}

/**
 * Drives one DataTable (dashboard/src/ui/components/DataTable.tsx) the way a user does, each step
 * waiting for what it changed: sort by a heading, filter a column, page, export and read the file.
 */
export function dataTable(page: Page, tableId: string) {
  const root = page.getByTestId(`data-table-${tableId}`);
  const body = root.locator('tbody');
  const pager = root.getByTestId('data-table-pager');
  // The table's own rows: not its state rows, nor the rows of a table drawn inside an expanded detail.
  const ROW = 'tr:not([data-testid]):not([data-testid="data-table-detail"] tr)';
  const rows = () => body.first().locator(ROW);

  /** The text of one column in the rows shown, by its 0-based position among the visible columns. */
  async function column(index: number): Promise<string[]> {
    return rows().evaluateAll((trs, at) => trs.map((tr) => (tr.children[at] as HTMLElement | undefined)?.innerText.trim() ?? ''), index);
  }

  /** Waits until the rows shown differ from `before` (a new answer arrived and painted). */
  async function changedFrom(before: string[], index: number) {
    await page.waitForFunction(
      ({ id, at, previous, row }) => {
        const trs = [...document.querySelectorAll(`[data-testid="data-table-${id}"] tbody ${row}`)];
        const now = trs.map((tr) => (tr.children[at] as HTMLElement | undefined)?.innerText.trim() ?? '');
        return now.length > 0 && JSON.stringify(now) !== JSON.stringify(previous);
      },
      { id: tableId, at: index, previous: before, row: ROW },
    );
  }

  return {
    root,
    rows,
    column,
    changedFrom,
    /** Waits until one column of the rows shown (its 0-based position) reads exactly `expected`: a server's page painted. */
    async shows(index: number, expected: string[]) {
      await page.waitForFunction(
        ({ id, at, wanted, row }) =>
          JSON.stringify(
            [...document.querySelectorAll(`[data-testid="data-table-${id}"] tbody ${row}`)].map(
              (tr) => (tr.children[at] as HTMLElement | undefined)?.innerText.trim() ?? '',
            ),
          ) === JSON.stringify(wanted),
        { id: tableId, at: index, wanted: expected, row: ROW },
      );
    },
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
      // One click at a time, each waiting for the heading to change, so a slow answer never takes two clicks as one.
      for (let click = 0; click < 3; click += 1) {
        const before = await heading.getAttribute('aria-sort');
        if (before === direction) break;
        await heading.getByRole('button').click();
        await expect.poll(() => heading.getAttribute('aria-sort')).not.toBe(before);
      }
      await root
        .locator(`thead th[aria-sort="${direction}"]`)
        .filter({ has: page.getByRole('button', { name, exact: true }) })
        .waitFor();
    },
    /** The pager's "Rows a–b of n" text. */
    async range(): Promise<string> {
      return (await pager.locator('span').first().innerText()).trim();
    },
    /** Waits for the pager's range and for the rows of that answer (the table no longer `aria-busy` with the previous one). */
    async waitForRange(pattern: RegExp) {
      await pager.locator('span').first().filter({ hasText: pattern }).waitFor();
      await root.locator('table[aria-busy="true"]').waitFor({ state: 'detached' });
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
