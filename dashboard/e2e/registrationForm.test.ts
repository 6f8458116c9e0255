import { expect, it } from 'vitest';
import { describeWithBrowser, saveScreenshot } from './browser';
import { unexpected, registrationInBrowser } from './registrationTesting';

/**
 * The public pre-registration's form against the real product: every step-1 message from the
 * shared schema, the sending state and the generic failures (an error outside the catalogue, a
 * request that never reaches the server).
 */
describeWithBrowser('the pre-registration form on the running product', () => {
  const { openRegistration, fillData, acceptLegals } = registrationInBrowser('registration-form');

  it('shows every step-1 message from the shared schema and limits phones and e-mails to two', async () => {
    const { context, page, consoleErrors } = await openRegistration('en');
    await page.getByText('Enter your Information').waitFor();
    expect(await page.title()).toContain('Customer registration');
    expect(await page.getByRole('button', { name: 'Back', exact: true }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Next', exact: true }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Skip', exact: true }).count()).toBe(0);

    const name = page.getByLabel('Name', { exact: true });
    await name.fill('x');
    await name.fill('');
    await name.blur();
    await page.getByText('Enter Customer Name').waitFor();
    await page.getByLabel('Second name or first surname').focus();
    await page.getByLabel('Second name or first surname').blur();
    await page.getByText('Enter Customer Second Name').waitFor();

    const phoneBox = page.getByLabel('Phone 1', { exact: true });
    await phoneBox.fill('92a1-12');
    expect(await phoneBox.inputValue()).toBe('92112');
    await phoneBox.blur();
    await page.getByText("The telephone number don't have a correct length").waitFor();
    await phoneBox.fill('921123456789');
    expect(await phoneBox.inputValue()).toBe('9211234567');
    await page.getByRole('button', { name: 'Remove phone 1', exact: true }).click();
    await page.getByText('Enter at least one phone').waitFor();

    await page.getByRole('button', { name: 'Add e-mail', exact: true }).click();
    await page.getByLabel('E-mail 1', { exact: true }).fill('maria@correo');
    await page.getByLabel('E-mail 1', { exact: true }).blur();
    await page.getByText('Email incorrect Format').waitFor();
    await page.getByRole('button', { name: 'Add e-mail', exact: true }).click();
    await page.getByLabel('E-mail 2', { exact: true }).fill('second@correo.example');
    await page.getByRole('button', { name: 'Add e-mail', exact: true }).click();
    // A third replaces the second.
    expect(await page.getByLabel(/^E-mail \d$/).count()).toBe(2);
    expect(await page.getByLabel('E-mail 2', { exact: true }).inputValue()).toBe('');

    await page.getByRole('button', { name: 'Add taxpayer information', exact: true }).click();
    await page.getByLabel('Taxpayer name').focus();
    await page.getByLabel('Taxpayer name').blur();
    await page.getByText('Enter Taxpayer').waitFor();
    await saveScreenshot(page, 'registration-validation-en');

    // Back to top after 100 px; the footer's privacy link opens in a new tab.
    expect(await page.getByRole('button', { name: 'Back to top', exact: true }).count()).toBe(0);
    await page.evaluate(() => window.scrollTo(0, 400));
    await page.getByRole('button', { name: 'Back to top', exact: true }).click();
    await page.waitForFunction(() => window.scrollY === 0);
    await page.getByRole('button', { name: 'Back to top', exact: true }).waitFor({ state: 'detached' });
    const privacy = page.locator('footer').getByRole('link', { name: 'Privacy notice' });
    expect(await privacy.getAttribute('href')).toBe('/noticePrivacy');
    expect(await privacy.getAttribute('target')).toBe('_blank');
    expect(await page.locator('footer').textContent()).toContain(String(new Date().getFullYear()));
    expect(await page.getByRole('button', { name: 'Next', exact: true }).isDisabled()).toBe(true);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('shows "Sending data" while the server works, then the generic failure for an error outside the catalogue', async () => {
    const { context, page, consoleErrors } = await openRegistration('en');
    // The registration answer is held until the sending state has been seen, then the server
    // "fails" with an error the screen has no specific text for.
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    let intercepted = 0;
    await page.route('**/graphql', async (route) => {
      if (!route.request().postData()?.includes('mutation CreateCustomer')) return route.fallback();
      intercepted += 1;
      await released;
      await route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ errors: [{ message: 'Lost the connection to the database', extensions: { errorCode: 'INTERNAL_ERROR' } }] }),
      });
    });
    await fillData(page, { name: 'Ramona', second: 'Cruz', phone: '9217654321' });
    await acceptLegals(page);
    await page.getByRole('button', { name: 'Finish', exact: true }).click();
    const sending = page.getByRole('status').getByText('Sending data, please waiting for response');
    await sending.waitFor();
    expect(intercepted).toBe(1);
    await saveScreenshot(page, 'registration-sending-en');
    release();
    const result = page.locator('.registration-result');
    await result.getByText('We could not complete your registration').waitFor();
    await result.getByText('Generic Error Create Customer').waitFor();
    await sending.waitFor({ state: 'detached' });
    // The server's own words are not the visitor's message; no code was issued.
    expect(await page.getByText('Lost the connection to the database').count()).toBe(0);
    await page.locator('.bp6-toast').getByText('Generic Error Create Customer').waitFor();
    expect(await page.getByTestId('preregistration-code').count()).toBe(0);
    await page.getByRole('button', { name: 'Enrol New Customer', exact: true }).waitFor();
    await saveScreenshot(page, 'registration-generic-failure-en');
    expect(unexpected(consoleErrors)).toEqual([]);
    await context.close();
  });

  it('shows the generic failure in Spanish when the request never reaches the server', async () => {
    const { context, page, consoleErrors } = await openRegistration('es');
    await page.route('**/graphql', async (route) =>
      route.request().postData()?.includes('mutation CreateCustomer') ? route.abort('connectionrefused') : route.fallback(),
    );
    await page.getByLabel('Nombre', { exact: true }).fill('Ramona');
    await page.getByLabel('Segundo nombre o primer apellido').fill('Cruz');
    await page.getByLabel('Teléfono 1', { exact: true }).fill('9217654322');
    await page.waitForFunction(() => (document.querySelector('#registration-store') as HTMLSelectElement | null)?.value !== '');
    await page.getByRole('button', { name: 'Siguiente', exact: true }).click();
    await page.getByText('Acepto los términos y condiciones').click();
    await page.getByText('Acepto el aviso de privacidad').click();
    await page.getByRole('button', { name: 'Finalizar', exact: true }).click();
    await page.locator('.registration-result').getByText('Error genérico al crear el cliente').waitFor();
    await page.getByRole('button', { name: 'Registrar nuevo cliente', exact: true }).waitFor();
    // The refused request is the only console line (the browser reports the failed load).
    expect(unexpected(consoleErrors).filter((line) => !line.includes('net::ERR_CONNECTION_REFUSED'))).toEqual([]);
    await context.close();
  });
});
