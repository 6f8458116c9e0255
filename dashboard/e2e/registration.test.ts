import { expect, it } from 'vitest';
import { describeWithBrowser, saveScreenshot } from './browser';
import { email, phone, unexpected, inePhotoImage, registrationInBrowser } from './registrationTesting';

/**
 * The public pre-registration against the real product: a registration end to end (code and
 * barcode on screen, the e-mail with its barcode in the SMTP sink, the SMS in the outbox), with a
 * photo of the INE, then the existing-customer and unparseable-phone failures, and Enrol New Customer.
 */
describeWithBrowser('customer pre-registration on the running product', () => {
  const { running, openRegistration, fillData, acceptLegals, showMap } = registrationInBrowser('registration');

  it('registers a customer end to end: code and barcode shown, e-mail with the barcode and SMS sent', async () => {
    const { context, page, consoleErrors } = await openRegistration('en');
    await fillData(page, { name: 'María', second: 'López', phone, email });
    // The address from the postal-code catalogue and a position placed on the map.
    await page.getByRole('button', { name: 'Add address', exact: true }).click();
    await saveScreenshot(page, 'registration-address-en');
    await page.getByLabel('Postal code').fill('96400');
    await page.waitForFunction(() => ((document.querySelector('#registration-neighbourhood') as HTMLSelectElement | null)?.options.length ?? 0) > 1);
    const neighbourhood = await page.locator('#registration-neighbourhood option').nth(1).getAttribute('value');
    await page.locator('#registration-neighbourhood').selectOption(neighbourhood!);
    expect(await page.getByLabel('State').inputValue()).toMatch(/Veracruz/);
    await page.getByLabel('Street and number').fill('Av. Juárez 101');
    const map = await showMap(page);
    await map.click({ position: { x: 200, y: 120 } });
    await page.getByText(/Position: 18\.\d+, -94\.\d+/).waitFor();
    await page.waitForFunction(() => (document.querySelector('#registration-store') as HTMLSelectElement | null)?.value !== '');
    const storeLabel = await page.locator('#registration-store option:checked').textContent();
    expect(storeLabel).toMatch(/ km$/);
    await saveScreenshot(page, 'registration-step1-en');

    await acceptLegals(page);
    await page.getByRole('button', { name: 'Read', exact: true }).first().click();
    await saveScreenshot(page, 'registration-step2-en');
    await page.getByRole('button', { name: 'Finish', exact: true }).click();
    await page.getByText('Congratulations María López!').waitFor({ timeout: 30_000 });
    const code = (await page.getByTestId('preregistration-code').textContent())!.trim();
    expect(code).toMatch(/^[A-Z0-9]{15}$/);
    const barcode = page.getByRole('img', { name: `Barcode of the code ${code}` });
    expect(await barcode.getAttribute('src')).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(await barcode.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(50);
    await page.getByText('Registry successfully').waitFor();

    await page.getByRole('button', { name: 'Copy to Clipboard', exact: true }).click();
    await page.getByText(`Code ${code} Copied to Clipboard`).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
    await saveScreenshot(page, 'registration-success-en');

    // Print shows only the code and its barcode.
    await page.emulateMedia({ media: 'print' });
    expect(await page.getByText('Enrol New Customer').isVisible()).toBe(false);
    expect(await barcode.isVisible()).toBe(true);
    await page.emulateMedia({ media: 'screen' });

    // The audit process e-mails the barcode and SMSes the code in lower case (read as the administrator).
    const admin = await running.browser.newContext();
    const adminPage = await admin.newPage();
    await adminPage.goto(`${running.url}/userSignIn`);
    await adminPage.evaluate(async () => {
      await fetch('/graphql', {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          query: 'mutation($input: SignInInput!) { signIn(input: $input) { user { id } } }',
          variables: { input: { userName: 'admin', password: 'Demo#2026' } },
        }),
      });
    });
    const ask = (query: string, variables: Record<string, unknown>) =>
      adminPage.evaluate(
        async ({ query: text, variables: values }) => {
          const answer = await fetch('/graphql', {
            method: 'POST',
            credentials: 'include',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ query: text, variables: values }),
          });
          return answer.json() as Promise<{ data: Record<string, unknown> }>;
        },
        { query, variables },
      );
    // The welcome e-mail and SMS are sent a moment after the registration: poll until both are there.
    const mailOf = async () =>
      (
        (await ask('query($to: String) { mailMessages(recipient: $to) { id subject attachmentCount } }', { to: email })).data.mailMessages as {
          id: string;
          attachmentCount: number;
        }[]
      )[0];
    const smsOf = async () =>
      (await ask('query($phone: String) { smsMessages(phone: $phone) { message } }', { phone: `+52${phone}` })).data.smsMessages as { message: string }[];
    await expect.poll(async () => Boolean(await mailOf()) && (await smsOf()).length > 0, { timeout: 30_000 }).toBe(true);
    const mail = await mailOf();
    const sms = await smsOf();
    expect(mail?.attachmentCount).toBeGreaterThanOrEqual(1);
    const message = (await ask('query($id: ID!) { mailMessage(id: $id) { html attachments { filename contentType } } }', { id: mail!.id })).data
      .mailMessage as { html: string; attachments: { filename: string; contentType: string }[] };
    expect(message.html).toContain(code);
    expect(message.html).toContain('María López');
    expect(message.attachments).toContainEqual({ filename: `${code}.png`, contentType: 'image/png' });
    // The e-mail's barcode link leads to the running product (its real port, even with PORT=0).
    const barcodeLink = new RegExp(`${running.url.replace(/[.:/]/g, '\\$&')}/files/[^"]*${code}\\.png`).exec(message.html)?.[0];
    expect(barcodeLink, message.html).toBeDefined();
    const image = await fetch(barcodeLink!);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(sms[0].message).toContain(code.toLowerCase());
    await admin.close();

    // Enrol New Customer: back to an empty step 0 after half a second.
    await page.getByRole('button', { name: 'Enrol New Customer', exact: true }).click();
    await page.getByText('Enter your Information').waitFor();
    expect(await page.getByLabel('Name', { exact: true }).inputValue()).toBe('');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('registers with a photo of the INE (Spanish): refused file, upload with preview, remove, and staff see it on the customer page', async () => {
    const { context, page, consoleErrors } = await openRegistration('es');
    const picker = page.locator('#registration-ine-photo');
    const label = page.locator('.registration-ine label.bp6-label');
    await label.waitFor();
    expect((await label.textContent())?.replace(/\s+/g, ' ').trim()).toBe('Foto de tu INE (opcional)');
    // The server tells the type by the file's first bytes: a text file named .png is refused, in Spanish.
    await picker.setInputFiles({ name: 'ine.png', mimeType: 'image/png', buffer: Buffer.from('no soy una imagen') });
    await page.locator('.bp6-toast').getByText('La foto de tu INE debe ser una imagen JPEG o PNG.').waitFor();
    expect(await page.getByRole('img', { name: 'Vista previa de la foto de tu INE' }).count()).toBe(0);

    const photo = inePhotoImage();
    await picker.setInputFiles({ name: 'mi-ine.png', mimeType: 'image/png', buffer: photo });
    const preview = page.getByRole('img', { name: 'Vista previa de la foto de tu INE' });
    await preview.waitFor();
    expect(await preview.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(320);
    await page.getByText('Foto lista: mi-ine.png').waitFor();
    // Removing it takes the photo out of the registration; choosing it again uploads it again.
    await page.getByRole('button', { name: 'Quitar la foto de la INE' }).click();
    await preview.waitFor({ state: 'detached' });
    await picker.setInputFiles({ name: 'mi-ine.png', mimeType: 'image/png', buffer: photo });
    await preview.waitFor();

    await page.getByLabel('Nombre', { exact: true }).fill('Josefina');
    await page.getByLabel('Segundo nombre o primer apellido').fill('Valdez');
    await page.getByLabel('Teléfono 1', { exact: true }).fill('9213456780');
    await page.waitForFunction(() => (document.querySelector('#registration-store') as HTMLSelectElement | null)?.value !== '');
    await page.locator('.bp6-toast').waitFor({ state: 'detached', timeout: 10_000 });
    await saveScreenshot(page, 'registration-ine-photo-es');
    let sent: { inePhotoToken?: string } = {};
    page.on('request', (request) => {
      if (request.postData()?.includes('mutation CreateCustomer'))
        sent = (JSON.parse(request.postData()!) as { variables: { input: typeof sent } }).variables.input;
    });
    await page.getByRole('button', { name: 'Siguiente', exact: true }).click();
    await page.getByText('Acepto los términos y condiciones').click();
    await page.getByText('Acepto el aviso de privacidad').click();
    await page.getByRole('button', { name: 'Finalizar', exact: true }).click();
    await page.getByText('¡Felicidades Josefina Valdez!').waitFor({ timeout: 30_000 });
    const code = (await page.getByTestId('preregistration-code').textContent())!.trim();
    expect(sent.inePhotoToken).toMatch(/^\d+\.[\w-]{43}\.private\/registration-uploads\/ine\/[0-9a-f-]{36}\.jpg$/);
    expect(unexpected(consoleErrors)).toEqual([]);
    await context.close();

    // Staff with customers.read see the photo on the customer's page, through a short-lived signed link.
    const { page: staffPage, context: staff, consoleErrors: staffErrors } = await running.signIn('admin', { language: 'en' });
    const found = await staffPage.evaluate(async (preregistrationCode) => {
      const answer = await fetch('/graphql', {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          query: 'query($code: String!) { customerByPreregistrationCode(code: $code) { id } }',
          variables: { code: preregistrationCode },
        }),
      });
      return (await answer.json()) as { data: { customerByPreregistrationCode: { id: string } } };
    }, code);
    const customerId = found.data.customerByPreregistrationCode.id;
    await staffPage.goto(`${running.url}/prometheus/customer/${customerId}`);
    const ine = staffPage.getByRole('img', { name: 'INE photo of Josefina Valdez' });
    await ine.waitFor();
    await staffPage.waitForFunction(() => (document.querySelector('.customer-detail__identification img') as HTMLImageElement | null)?.complete === true);
    expect(await ine.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(320);
    const src = (await ine.getAttribute('src'))!;
    expect(src).toMatch(new RegExp(`/files/private/${customerId}/identification/[0-9a-f-]{36}\\.jpg\\?expires=\\d+&signature=`));
    expect(Number(new URL(src).searchParams.get('expires')) - Date.now() / 1000).toBeLessThanOrEqual(300);
    // The same file without the signature is refused to anyone without a session.
    expect((await fetch(src.split('?')[0]!)).status).toBe(403);
    await ine.scrollIntoViewIfNeeded();
    await saveScreenshot(staffPage, 'customers-ine-photo-en');
    expect(staffErrors).toEqual([]);
    await staff.close();
  });

  it('flags a possible duplicate while typing and shows the existing-customer failure', async () => {
    const { context, page, consoleErrors } = await openRegistration('en');
    await fillData(page, { name: 'Mario', second: 'Pérez', phone });
    await page.getByText(`A customer may already be registered with the phone ${phone}.`).waitFor();
    expect(await page.content()).not.toContain('María');
    await acceptLegals(page);
    await page.getByRole('button', { name: 'Finish', exact: true }).click();
    await page.getByText('A customer with that phone or e-mail is already registered.').first().waitFor();
    await page.getByRole('button', { name: 'Enrol New Customer', exact: true }).waitFor();
    await saveScreenshot(page, 'registration-exists-en');
    expect(unexpected(consoleErrors)).toEqual([]);
    await context.close();
  });

  it('shows the unparseable-phone failure in Spanish', async () => {
    const { context, page, consoleErrors } = await openRegistration('es');
    await page.getByLabel('Nombre', { exact: true }).fill('Pedro');
    await page.getByLabel('Segundo nombre o primer apellido').fill('Ruiz');
    await page.getByLabel('Teléfono 1', { exact: true }).fill('0000000000');
    await page.waitForFunction(() => (document.querySelector('#registration-store') as HTMLSelectElement | null)?.value !== '');
    await page.getByRole('button', { name: 'Siguiente', exact: true }).click();
    await page.getByText('Acepto los términos y condiciones').click();
    await page.getByText('Acepto los términos y condiciones').click();
    await page.getByText('Acepta los avisos legales').waitFor();
    await page.getByText('Acepto los términos y condiciones').click();
    await page.getByText('Acepto el aviso de privacidad').click();
    await page.getByRole('button', { name: 'Finalizar', exact: true }).click();
    await page
      .getByText(/no se puede interpretar 0000000000 como un número de teléfono válido/)
      .first()
      .waitFor();
    await saveScreenshot(page, 'registration-bad-phone-es');
    expect(unexpected(consoleErrors)).toEqual([]);
    await context.close();
  });
});
