/**
 * The set-up the staff customer screens' browser tests share: the running product with three
 * pre-registrations made through the public API (names outside the demo data's name pools, so each
 * matches exactly one row), signed-in pages (English unless told), the list's counters, and a wait
 * for the audit process to count pre-registrations Auditable.
 */
import { type Page } from 'playwright-core';
import { beforeAll, expect } from 'vitest';
import { productInBrowser } from './runningProduct';

export interface Registered {
  id: string;
  customerName: string;
  preregistrationCode: string;
}

/** Called inside `describeWithBrowser`. */
export function customerScreensInBrowser(name: string) {
  const running = productInBrowser(name);
  const registered: Registered[] = [];

  async function register(customerName: string, second: string, phone: string): Promise<Registered> {
    const answer = await fetch(`${running.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: 'mutation($input: CustomerRegistrationInput!) { createCustomer(input: $input) { id customerName preregistrationCode } }',
        variables: {
          input: {
            customerName,
            customerSecondName: second,
            phones: [{ phoneType: 'mobile', phone }],
            emails: [],
            warehouseId: 'CO101',
            legals: [
              { legalType: 'termsAndConditions', datetime: 1_763_700_000 },
              { legalType: 'noticePrivacy', datetime: 1_763_700_000 },
            ],
          },
        },
      }),
    });
    const body = (await answer.json()) as { data?: { createCustomer: Registered }; errors?: unknown };
    if (!body.data) throw new Error(`registration failed: ${JSON.stringify(body.errors)}`);
    return body.data.createCustomer;
  }

  beforeAll(async () => {
    registered.push(await register('Rosalba', 'Canché', '9213456781'));
    registered.push(await register('Jacinto', 'Pech', '9213456782'));
    registered.push(await register('Xóchitl', 'Uc', '9213456783'));
  }, 60_000);

  const signIn = (userName: string, language: 'es' | 'en' = 'en') => running.signIn(userName, { language });

  async function counter(page: Page, counterName: string): Promise<number> {
    const text = await page.getByTestId(`counter-${counterName}`).locator('.customer-counters__value').textContent();
    return Number(text);
  }

  /** The audit process records the audits a moment after registration: wait until the server counts them Auditable, then show them. */
  async function waitForAuditable(page: Page, names: string[]) {
    const auditableNames = () =>
      page.evaluate(async () => {
        const answer = await fetch('/graphql', {
          method: 'POST',
          credentials: 'include',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ query: '{ customers(filter: { class: "auditable" }, pageSize: 0) { rows { customerName } } }' }),
        });
        const body = (await answer.json()) as { data?: { customers: { rows: { customerName: string }[] } } };
        return (body.data?.customers.rows ?? []).map((row) => row.customerName);
      });
    await expect.poll(auditableNames, { timeout: 20_000 }).toEqual(expect.arrayContaining(names));
    await page.reload();
    await page.getByTestId('counter-auditable').click();
    const table = page.getByTestId('customer-table');
    for (const customerName of names) await table.getByText(customerName).first().waitFor();
  }

  return { running, registered, register, signIn, counter, waitForAuditable };
}
