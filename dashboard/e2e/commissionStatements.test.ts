import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { storeDate } from '../../domain/common/time';
import { describeWithBrowser } from './browser';
import { productInBrowser } from './runningProduct';

/**
 * Issue 25: the demo company's last closed month goes from calculated to exported on the screens
 * of the running product, as the 'comisiones' account: generate the period's statements (its
 * process), open one statement's breakdown, try a what-if and e-mail its PDF (each refusing a bad input first), adjust it, approve all at once, export with the
 * preview, open the downloaded payroll file, then change the company's reminder days in its settings.
 */

/** The last closed calendar month in the stores' calendar: the demo data has reports for it. */
function lastClosedMonth(): { start: string; end: string } {
  const today = storeDate(Date.now());
  const end = `${today.slice(0, 7)}-01`;
  const [year, month] = [Number(today.slice(0, 4)), Number(today.slice(5, 7))];
  const start = month === 1 ? `${year - 1}-12-01` : `${year}-${String(month - 1).padStart(2, '0')}-01`;
  return { start, end };
}

describeWithBrowser('commission statements on the running product', () => {
  const running = productInBrowser('commission-statements');

  const signIn = (userName: string) => running.signIn(userName);

  const count = (page: Page, state: string) => page.locator(`[data-summary="${state}"] [data-count]`).getAttribute('data-count').then(Number);

  it("takes the demo company's period from calculated to exported and opens the payroll file", async () => {
    const { page, consoleErrors } = await signIn('comisiones');
    const { start, end } = lastClosedMonth();
    await page.goto(`${running.url}/prometheus/variableCommissions`);
    await page.getByText('Estados de cuenta', { exact: true }).click();
    await page.waitForURL(`${running.url}/prometheus/variableCommissions/estados-de-cuenta`);
    await page.goto(`${running.url}/prometheus/variableCommissions/estados-de-cuenta/lista/01`);

    // Bad input: a period that ends before it starts is refused under its end, in Spanish, and nothing is generated.
    const generate = page.getByRole('button', { name: 'Generar estados de cuenta' });
    await page.getByLabel('Inicio del periodo').fill(end.split('-').reverse().join('/'));
    await page.getByLabel('Inicio del periodo').press('Enter');
    await page.getByLabel('Fin del periodo (exclusivo)').fill(start.split('-').reverse().join('/'));
    await page.getByLabel('Fin del periodo (exclusivo)').press('Enter');
    await page.getByLabel('Inicio del periodo').focus();
    await page.getByText('El fin del periodo va después de su inicio.').waitFor();
    await expect.poll(() => generate.isDisabled()).toBe(true);
    // The period's days in Spanish, dd/mm/aaaa (the dashboard's DateField).
    await page.getByLabel('Inicio del periodo').fill(start.split('-').reverse().join('/'));
    await page.getByLabel('Inicio del periodo').press('Enter');
    await page.getByLabel('Fin del periodo (exclusivo)').fill(end.split('-').reverse().join('/'));
    await page.getByLabel('Fin del periodo (exclusivo)').press('Enter');
    await page.getByRole('button', { name: 'Generar estados de cuenta' }).click();
    await expect.poll(() => count(page, 'inReview'), { timeout: 60_000 }).toBeGreaterThan(0);
    const statements = await count(page, 'inReview');

    // One statement: its breakdown, then an adjustment with its reason (a clawback).
    await page.locator('[data-statement] a').first().click();
    await page.getByRole('heading', { name: /^Estado de cuenta de / }).waitFor();
    await expect
      .poll(() =>
        page
          .getByRole('table', { name: /^Pasos de / })
          .first()
          .locator('tbody tr')
          .count(),
      )
      .toBeGreaterThan(0);
    // What-if (a useZodForm on whatIfFormSchema): a value that is not a decimal number is refused under it, in Spanish,
    // Calcular stays off and nothing is calculated; a right one is calculated.
    await page.getByRole('button', { name: '¿Y si…?' }).first().click();
    const whatIf = page.locator('[data-what-if]');
    await expect.poll(() => whatIf.getByLabel('Dato a cambiar').locator('option').count()).toBeGreaterThan(1);
    await whatIf.getByLabel('Dato a cambiar').selectOption({ index: 1 });
    const calculate = whatIf.getByRole('button', { name: 'Calcular' });
    await whatIf.getByLabel('Nuevo valor').fill('12,5');
    await whatIf.getByText('Escribe un número como 125000.50 (hasta 6 decimales).').waitFor();
    expect(await calculate.isDisabled()).toBe(true);
    expect(await whatIf.locator('[data-what-if-result]').count()).toBe(0);
    await whatIf.getByLabel('Nuevo valor').fill('1500.5');
    await expect.poll(() => calculate.isDisabled()).toBe(false);
    await calculate.click();
    await whatIf.locator('[data-what-if-result]').waitFor();
    await whatIf.getByRole('button', { name: 'Cerrar' }).click();
    // The PDF by e-mail (statementEmailFormSchema): an address that is not one is refused under it and Enviar stays off.
    await page.getByRole('button', { name: 'Enviar por correo' }).click();
    const mail = page.getByRole('dialog', { name: 'Enviar por correo' });
    await mail.getByLabel('Correo').fill('nomina-sin-dominio');
    await mail.getByText('Escribe un correo válido, o déjalo vacío.').waitFor();
    expect(await mail.getByRole('button', { name: 'Enviar', exact: true }).isDisabled()).toBe(true);
    expect(await mail.getByText(/^Se envió a /).count()).toBe(0);
    await mail.getByLabel('Correo').fill('nomina@example.com');
    await mail.getByRole('button', { name: 'Enviar', exact: true }).click();
    await mail.getByText('Se envió a nomina@example.com.').waitFor();
    await mail.getByRole('button', { name: 'Cerrar' }).click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await page.getByRole('button', { name: 'Ajustar' }).click();
    await page.getByLabel('Monto').fill('12,5');
    await page.getByLabel('Motivo').fill('Devolución de mercancía');
    await expect.poll(() => page.getByRole('button', { name: 'Guardar' }).isDisabled()).toBe(true);
    // Bad input is named under its box, in Spanish, once the box is left.
    await page.getByText('Escribe el monto como un número decimal, como 150.50 o -12.5 (negativo para descontar).').waitFor();
    await page.getByLabel('Monto').fill('0');
    await page.getByLabel('Motivo').focus();
    await page.getByText('Un ajuste no puede ser de cero.').waitFor();
    await page.getByLabel('Monto').fill('-12.50');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.locator('[data-adjustment="-12.5000"]').waitFor();
    await page.locator('[data-event="adjust"]').waitFor();
    await page.getByRole('link', { name: 'Volver al periodo' }).click();

    // Nothing approved yet: the export has nothing to send and cannot be confirmed.
    await page.getByRole('button', { name: 'Exportar a nómina' }).click();
    await page.locator('[data-preview="0"]').waitFor();
    await expect.poll(() => page.getByRole('button', { name: 'Exportar', exact: true }).isDisabled()).toBe(true);
    await page.getByRole('dialog').getByRole('button', { name: 'Cancelar' }).click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);

    await page.getByRole('button', { name: `Aprobar todos en revisión (${statements})` }).click();
    await expect.poll(() => count(page, 'approved'), { timeout: 90_000 }).toBe(statements);

    await page.getByRole('button', { name: 'Exportar a nómina' }).click();
    await page.locator(`[data-preview="${statements}"]`).waitFor();
    await page.getByRole('button', { name: 'Exportar', exact: true }).click();
    await page.locator(`[data-exported="${statements}"]`).waitFor({ timeout: 90_000 });
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Descargar CSV' }).click()]);
    const file = path.join(running.dataDir, 'nomina.csv');
    await download.saveAs(file);
    const rows = readFileSync(file, 'utf8')
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(rows[0]).toBe('company,employee_id,payroll_number,employee_name,period_start,period_end,commissions,adjustments,total,statement_id');
    expect(rows).toHaveLength(statements + 1);
    expect(rows.filter((row) => row.includes(',-12.5000,'))).toHaveLength(1);
    await page.getByRole('button', { name: 'Cerrar' }).click();
    await expect.poll(() => count(page, 'exported'), { timeout: 30_000 }).toBe(statements);

    // The company's settings: the reminder days changed, saved, and read back on reopening.
    await page.getByRole('button', { name: 'Configuración' }).click();
    await page.getByLabel('Días antes del recordatorio').fill('7');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Se guardó la configuración').waitFor();
    await page.getByRole('button', { name: 'Configuración' }).click();
    await expect.poll(() => page.getByLabel('Días antes del recordatorio').inputValue()).toBe('7');
    expect(consoleErrors).toEqual([]);
  }, 240_000);
});
