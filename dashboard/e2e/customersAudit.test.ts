import { expect, it } from 'vitest';
import { describeWithBrowser, saveScreenshot } from './browser';
import { customerScreensInBrowser } from './customersTesting';
import { settled } from './runningProduct';

/**
 * The staff customer screens against the real product: pre-registrations made through the public
 * API, then an auditor finds them Auditable, authorizes one in the audit dialog and the counters
 * change; a pre-registration sharing a blacklisted customer's name shows its coincidences; the
 * authorized one enrolls fingerprints with the demo reader.
 */
describeWithBrowser('customer audits on the running product', () => {
  const { running, registered, register, signIn, counter, waitForAuditable } = customerScreensInBrowser('customers-audit');

  it('lets the auditor find a pre-registration Auditable, review its audit and authorize it; the counters change', async () => {
    const { page, consoleErrors } = await signIn('auditor');
    await page.goto(`${running.url}/prometheus/customer`);
    await page.getByRole('heading', { name: 'Customer list' }).waitFor();
    await page
      .getByText(/Rows Loaded/)
      .first()
      .waitFor();
    await waitForAuditable(
      page,
      registered.map((customer) => customer.customerName),
    );
    const auditableBefore = await counter(page, 'auditable');
    const activeBefore = await counter(page, 'active');
    expect(auditableBefore).toBeGreaterThanOrEqual(3);
    await saveScreenshot(page, 'customers-auditable-en');

    await page
      .getByRole('button', { name: `Details of ${registered[0].customerName}` })
      .first()
      .click();
    const drawer = page.locator('.bp6-drawer');
    await drawer.getByRole('tab', { name: 'Fingerprints' }).click();
    await drawer.getByText('No fingerprints enrolled yet.').waitFor();
    await drawer.getByRole('tab', { name: 'Phones' }).click();
    await drawer.getByText('+529213456781').waitFor();
    await drawer.getByRole('tab', { name: 'Audits' }).click();
    await drawer.getByRole('button', { name: 'Review Audit Details' }).click();
    const dialog = page.getByRole('dialog', { name: 'Audit details' });
    await dialog.getByText('Fraud prevention').waitFor();
    expect(await dialog.getByTestId('risk-factor').textContent()).toMatch(/^\d+\.\d{2} %$/);
    await settled(page);
    await saveScreenshot(page, 'customers-audit-dialog-en');
    await dialog.getByRole('button', { name: 'Authorize Registry' }).click();
    await page.getByText('Updated', { exact: true }).waitFor();
    await dialog.waitFor({ state: 'detached' });
    await page.keyboard.press('Escape');

    await page.waitForFunction(
      ({ before }) => Number(document.querySelector('[data-testid="counter-auditable"] .customer-counters__value')?.textContent) === before - 1,
      { before: auditableBefore },
    );
    expect(await counter(page, 'active')).toBeGreaterThanOrEqual(activeBefore);
    // The table still shows the Auditable subset, now without the authorized customer.
    expect(await page.getByTestId('counter-auditable').getAttribute('aria-pressed')).toBe('true');
    await page.getByTestId('customer-table').getByText(registered[0].customerName).first().waitFor({ state: 'detached' });
    await saveScreenshot(page, 'customers-after-authorize-en');
    expect(consoleErrors).toEqual([]);
    await page.context().close();
  });

  it("shows the coincidences of a pre-registration that shares a blacklisted customer's name, with its risk factor", async () => {
    const { page, consoleErrors } = await signIn('auditor');
    await page.goto(`${running.url}/prometheus/customer`);
    const blacklistedName = await page.evaluate(async () => {
      const answer = await fetch('/graphql', {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ customers(filter: { class: "inactive" }, pageSize: 0) { rows { customerName customerId } } }' }),
      });
      const body = (await answer.json()) as { data: { customers: { rows: { customerName: string; customerId: string | null }[] } } };
      return body.data.customers.rows.find((row) => row.customerId === 'blacklist')!.customerName;
    });
    const [first, ...rest] = blacklistedName.split(' ');
    const lookAlike = await register(first, rest.join(' '), '9213456789');
    await waitForAuditable(page, [lookAlike.customerName]);
    await page
      .getByTestId('customer-table')
      .getByRole('button', { name: `Details of ${lookAlike.customerName}` })
      .first()
      .click();
    const drawer = page.locator('.bp6-drawer');
    await drawer.getByRole('tab', { name: 'Audits' }).click();
    await drawer.getByRole('button', { name: 'Review Audit Details' }).click();
    const dialog = page.getByRole('dialog', { name: 'Audit details' });
    const nameRow = dialog.locator('tr', { hasText: 'Name' }).filter({ hasText: blacklistedName });
    await nameRow.first().waitFor();
    expect(await nameRow.first().textContent()).toContain('100 %');
    const risk = Number((await dialog.getByTestId('risk-factor').textContent())!.replace(' %', ''));
    expect(risk).toBeGreaterThan(0);
    await settled(page);
    await saveScreenshot(page, 'customers-audit-coincidences-en');
    await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
    expect(consoleErrors).toEqual([]);
    await page.context().close();
  });

  it('enrolls fingerprints with the demo reader (at least two) for an authorized pre-registration', async () => {
    // The code is a useZodForm (preregistrationCodeSearchSchema): in Spanish, one that is not 15 letters and digits is
    // refused under the box, Buscar stays off and nothing is looked up, even by Enter; a right one is looked up.
    const spanish = await signIn('admin', 'es');
    await spanish.page.goto(`${running.url}/prometheus/customer/enrollment`);
    await spanish.page.getByRole('heading', { name: 'Enrolamiento de huellas' }).waitFor();
    const spanishBox = spanish.page.getByLabel('Para completar el registro del cliente, ingresa el código de prerregistro');
    const buscar = spanish.page.getByRole('button', { name: 'Buscar', exact: true });
    await spanishBox.fill('ABC-12');
    await spanish.page.getByText('El código de prerregistro tiene 15 letras y números.').waitFor();
    expect(await buscar.isDisabled()).toBe(true);
    await spanishBox.press('Enter');
    expect(await spanish.page.getByText('No hay resultados para este código de prerregistro').count()).toBe(0);
    await spanishBox.fill(registered[0].preregistrationCode.toLowerCase());
    await spanish.page.getByText('El código de prerregistro tiene 15 letras y números.').waitFor({ state: 'detached' });
    await buscar.click();
    await spanish.page.locator('#enrollment-warehouseId').waitFor();
    expect(spanish.consoleErrors).toEqual([]);
    await spanish.page.context().close();

    const { page, consoleErrors } = await signIn('admin');
    await page.goto(`${running.url}/prometheus/customer/enrollment`);
    await page.getByRole('heading', { name: 'Fingerprint enrollment' }).waitFor();
    const box = page.getByLabel('To complete regitry of Customer, plese enter the preregistration code');
    await box.fill('NOEXISTE0000000');
    await page.getByText('El código de prerregistro tiene 15 letras y números.').waitFor({ state: 'detached' });
    await box.press('Enter');
    await page.getByText('No results for this preregistration code').waitFor();
    await box.fill(`  ${registered[0].preregistrationCode.toLowerCase()} `);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.locator('#enrollment-warehouseId').waitFor();
    await page.waitForFunction(() => ((document.querySelector('#enrollment-warehouseId') as HTMLSelectElement | null)?.options.length ?? 0) > 1);
    await page.locator('#enrollment-warehouseId').selectOption('CO101');
    await page.getByText('0 Fingerprints registred').waitFor();
    await page.getByRole('button', { name: 'Add Fingerprint' }).click();
    const dialog = page.getByRole('dialog', { name: `Fingerprints of ${registered[0].customerName}` });
    // 'Enroll Fingerprints' is offered once two fingers are captured; until then the hint says why.
    const enrollButton = dialog.getByRole('button', { name: 'Enroll Fingerprints' });
    const hint = dialog.getByTestId('enrollment-hint');
    await hint.getByText('At least 2 fingerprints to complete registration').waitFor();
    expect(await enrollButton.isDisabled()).toBe(true);
    await dialog.getByRole('button', { name: 'Right hand Index' }).click();
    await dialog.getByText('Place the finger on the reader…').waitFor({ state: 'detached' });
    await hint.waitFor();
    expect(await enrollButton.isDisabled()).toBe(true);
    await settled(page);
    await saveScreenshot(page, 'customers-enrollment-one-finger-en');
    await dialog.getByRole('button', { name: 'Right hand Thumb' }).click();
    await hint.waitFor({ state: 'detached' });
    expect(await enrollButton.isEnabled()).toBe(true);
    await settled(page);
    await saveScreenshot(page, 'customers-enrollment-dialog-en');
    const smsCount = async () =>
      page.evaluate(async () => {
        const answer = await fetch('/graphql', {
          method: 'POST',
          credentials: 'include',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ query: '{ smsMessages(phone: "+529213456781", limit: 100) { id } }' }),
        });
        return ((await answer.json()) as { data: { smsMessages: unknown[] } }).data.smsMessages.length;
      });
    const smsBefore = await smsCount();
    await dialog.getByRole('button', { name: 'Enroll Fingerprints' }).click();
    await page.getByText(`Congratulations ${registered[0].customerName}`).waitFor();
    // The customer is told by SMS (and e-mail when there is one) that the registration is complete.
    await expect.poll(smsCount, { timeout: 15_000 }).toBe(smsBefore + 1);

    // Searching again shows the two fingers and no way to add more.
    await box.fill(registered[0].preregistrationCode);
    await box.press('Enter');
    await page.locator('#enrollment-warehouseId').selectOption('CO101');
    await page.getByText('2 Fingerprints registred · This Customer has already registered their fingerprints').waitFor();
    expect(await page.getByRole('button', { name: 'Add Fingerprint' }).isDisabled()).toBe(true);
    await saveScreenshot(page, 'customers-enrollment-done-en');
    // The customer's page names the enrolled fingers in the reader's words, never RIGHT_INDEX.
    await page.goto(`${running.url}/prometheus/customer/${registered[0].id}`);
    const fingers = page.locator('.customer-page');
    await fingers.getByText('Right index', { exact: true }).waitFor();
    await fingers.getByText('Right thumb', { exact: true }).waitFor();
    expect(await fingers.getByText(/RIGHT_/).count()).toBe(0);
    expect(consoleErrors).toEqual([]);
    await page.context().close();
  });
});
