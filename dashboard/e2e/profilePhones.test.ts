import { type Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeWithBrowser, saveScreenshot } from './browser';
import { productInBrowser } from './runningProduct';

/**
 * The profile's phone rows ask before deleting (spec 000 section 8: "Are you sure you want to delete
 * this row?"), in Spanish and in English; a row just added and still empty goes at once.
 */

describeWithBrowser('the profile phone rows', () => {
  const running = productInBrowser('profile-phones', { startTimeoutMs: 400_000 });

  async function profileDialog(language: 'es' | 'en'): Promise<{ page: Page; consoleErrors: string[] }> {
    const { page, consoleErrors } = await running.signIn('auditor', { language, viewport: { width: 1366, height: 900 } });
    const profileEntry = language === 'es' ? 'Perfil' : 'Profile';
    await page.getByRole('button', { name: language === 'es' ? 'Menú de perfil' : 'Profile menu' }).click();
    await page.getByRole('menuitem', { name: profileEntry }).click();
    await page.getByRole('button', { name: language === 'es' ? 'Editar perfil' : 'Edit profile' }).click();
    return { page, consoleErrors };
  }

  it.each([
    ['es', 'Agregar teléfono', /^Teléfono \d$/, /^Quitar teléfono \d$/, '¿Seguro que quieres eliminar esta fila?', 'Cancelar', 'Eliminar'],
    ['en', 'Add phone', /^Phone \d$/, /^Remove phone \d$/, 'Are you sure you want to delete this row?', 'Cancel', 'Delete'],
  ] as const)('asks before deleting a phone row (%s)', async (language, add, phoneName, removeName, question, cancel, confirm) => {
    const { page, consoleErrors } = await profileDialog(language);
    const dialog = page.getByRole('dialog').first();
    const phones = dialog.getByRole('textbox', { name: phoneName });
    // The dialog's form is there (its rows render with the Add button) before the rows are counted.
    await dialog.getByRole('button', { name: add }).waitFor();
    const before = await phones.count();

    // A row just added and still empty goes without a question.
    await dialog.getByRole('button', { name: add }).click();
    await expect.poll(() => phones.count()).toBe(before + 1);
    await dialog.getByRole('button', { name: removeName }).last().click();
    await expect.poll(() => phones.count()).toBe(before);

    // A row with a number asks; Cancel keeps it, the confirmation deletes it.
    await dialog.getByRole('button', { name: add }).click();
    await phones.last().fill('529215550404');
    await dialog.getByRole('button', { name: removeName }).last().click();
    const alert = page.getByRole('alertdialog');
    await alert.getByText(question).waitFor();
    await saveScreenshot(page, `profile-phone-delete-${language}`);
    await alert.getByRole('button', { name: cancel }).click();
    await alert.waitFor({ state: 'detached' });
    expect(await phones.count()).toBe(before + 1);
    expect(await phones.last().inputValue()).toBe('52 921 555 0404');

    await dialog.getByRole('button', { name: removeName }).last().click();
    await page.getByRole('alertdialog').getByRole('button', { name: confirm }).click();
    await expect.poll(() => phones.count()).toBe(before);
    expect(consoleErrors).toEqual([]);
    await page.context().close();
  });

  it('refuses a nickname too long and a short authenticator code in Spanish, with Save off and nothing saved', async () => {
    const { page, consoleErrors } = await profileDialog('es');
    const dialog = page.getByRole('dialog', { name: 'Editar perfil' });
    const save = dialog.getByRole('button', { name: 'Guardar' });
    await dialog.getByLabel('Apodo').fill('x'.repeat(41));
    await dialog.getByText('El apodo debe tener de 1 a 40 caracteres.').waitFor();
    expect(await save.isDisabled()).toBe(true);
    await saveScreenshot(page, 'profile-nickname-refused-es');
    const attendantId = new URL(page.url()).pathname.split('/').pop()!;
    const stored = await page.evaluate(async (id) => {
      const answer = await fetch('/graphql', {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: 'query ($id: ID!) { profile(attendantId: $id) { nickname } }', variables: { id } }),
      });
      return ((await answer.json()) as { data: { profile: { nickname: string | null } } }).data.profile.nickname;
    }, attendantId);
    expect(stored?.length ?? 0).toBeLessThanOrEqual(40);
    await dialog.getByRole('button', { name: 'Cancelar' }).click();

    await page.getByRole('button', { name: 'Configurar autenticador' }).click();
    const authenticator = page.getByRole('dialog', { name: 'Configurar autenticador' });
    await authenticator.getByTestId('totp-secret').waitFor();
    await authenticator.getByLabel('Código de 6 dígitos').fill('123');
    await authenticator.getByText('El código del autenticador no es válido.').waitFor();
    expect(await authenticator.getByRole('button', { name: 'Activar' }).isDisabled()).toBe(true);
    await saveScreenshot(page, 'profile-authenticator-code-refused-es');
    expect(consoleErrors).toEqual([]);
    await page.context().close();
  });
});
