/**
 * What the variable-commissions browser tests share: the module's root path, calls with a signed-in
 * page's session (the test prepares data the way the screens do), and screenshots for a person.
 */
import { mkdirSync } from 'node:fs';
import { type Page } from 'playwright-core';

export const root = '/prometheus/variableCommissions';

/** A call of the signed-in page (its session cookie); a refused call throws with the API's answer. */
export async function api<T>(page: Page, method: string, apiPath: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ({ method, apiPath, body }) => {
      const answer = await fetch(apiPath, {
        method,
        credentials: 'include',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const json = (await answer.json()) as unknown;
      if (!answer.ok) throw new Error(`${method} ${apiPath}: ${answer.status} ${JSON.stringify(json)}`);
      return json;
    },
    { method, apiPath, body },
  ) as Promise<T>;
}

/** A screenshot for a person to look at, under /tmp/shots. */
export async function shot(page: Page, name: string) {
  mkdirSync('/tmp/shots', { recursive: true });
  await page.screenshot({ path: `/tmp/shots/commissions-${name}.png`, fullPage: true });
}
