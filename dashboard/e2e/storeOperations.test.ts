import { type Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { describeWithBrowser, saveScreenshot } from './browser';
import { productInBrowser } from './runningProduct';

/**
 * Work plans, the cashier-to-store link, invoicing with its documentation page and the licenses,
 * on the running product with its demo data: the main path and one bad input each.
 */
describeWithBrowser('store operations screens', () => {
  const running = productInBrowser('store-operations');
  let page: Page;
  let consoleErrors: string[];

  beforeAll(async () => {
    ({ page, consoleErrors } = await running.signIn('admin', { viewport: { width: 1440, height: 900 } }));
  });

  it('work plans: seeded plans, a required name, a plan with a section and an activity (bad cron refused)', async () => {
    await page.goto(`${running.url}/prometheus/workplan`);
    await page.getByRole('cell', { name: 'Temporada Navideña 2026', exact: true }).first().waitFor();
    await page.getByRole('button', { name: 'Agregar plan de trabajo' }).click();
    // Save stays disabled until the form holds; a name left empty says why when the field is left.
    expect(await page.getByRole('button', { name: 'Guardar' }).isDisabled()).toBe(true);
    await page.getByLabel(/^Nombre del plan/).focus();
    await page.keyboard.press('Tab');
    await page.getByText('Requerido: escribe el nombre del plan de trabajo.').waitFor();
    await page.getByLabel(/^Nombre del plan/).fill('Plan Día de Muertos');
    // A description too long is refused under it as it is edited, before any Save, and Save stays off.
    await page.getByRole('textbox', { name: 'Descripción' }).fill('x'.repeat(20_001));
    await page.getByText('La descripción es demasiado larga (hasta 20,000 caracteres).').waitFor();
    await expect.poll(() => page.getByRole('button', { name: 'Guardar' }).isDisabled()).toBe(true);
    await page.getByRole('textbox', { name: 'Descripción' }).fill('Altares en las tiendas del centro');
    await page.getByText('La descripción es demasiado larga (hasta 20,000 caracteres).').waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('WP agregado!...').waitFor();
    await page.getByRole('button', { name: 'Ver secciones de Plan Día de Muertos' }).click();
    await page.getByText('La consulta no devolvió resultados...').first().waitFor();
    await page.getByRole('button', { name: 'Agregar sección' }).click();
    await page.getByLabel(/^Nombre de la sección/).fill('Decoración');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Nueva sección guardada correctamente!...').waitFor();
    await page.getByRole('button', { name: 'Ver actividades de Decoración' }).click();
    await page.getByText('No se encontraron coincidencias...').first().waitFor();
    await page.getByRole('button', { name: 'Agregar actividad' }).click();
    await page.getByLabel(/^Nombre de la actividad/).fill('Montar altar');
    await page.getByLabel('Temporalidad (cron)').fill('cada lunes');
    await page.keyboard.press('Tab');
    await page.getByText(/La expresión cron no es válida/).waitFor();
    expect(await page.getByRole('button', { name: 'Guardar' }).isDisabled()).toBe(true);
    await page.getByLabel('Temporalidad (cron)').fill('0 9 * * 1');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Actividad agregada!...').waitFor();
    await page.getByRole('cell', { name: 'Montar altar', exact: true }).waitFor();
    await saveScreenshot(page, 'store-operations-workplan-activities');
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
  }, 60_000);

  it("work plans: an activity's dates are typed dd/mm/aaaa; a final date before the release is refused in Spanish and nothing is saved", async () => {
    type Activities = { data: { workplanActivities: { activityName: string; marketReleaseDate: string; marketFinalDate: string }[] } };
    const api = <T>(query: string, variables: Record<string, unknown> = {}) =>
      page.evaluate(
        async ({ query, variables }) =>
          (await (
            await fetch('/graphql', {
              method: 'POST',
              credentials: 'include',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({ query, variables }),
            })
          ).json()) as never,
        { query, variables },
      ) as Promise<T>;
    await page.goto(`${running.url}/prometheus/workplan`);
    await page.getByRole('button', { name: 'Ver secciones de Plan Día de Muertos' }).click();
    await page.getByRole('button', { name: 'Ver actividades de Decoración' }).click();
    await page.getByRole('cell', { name: 'Montar altar', exact: true }).waitFor();
    const plans = await api<{ data: { workplans: { id: string; workplanName: string }[] } }>('{ workplans { id workplanName } }');
    const planId = plans.data.workplans.find((plan) => plan.workplanName === 'Plan Día de Muertos')!.id;
    const sections = await api<{ data: { workplanSections: { id: string; sectionName: string }[] } }>(
      'query ($id: ID!) { workplanSections(workplanId: $id) { id sectionName } }',
      { id: planId },
    );
    const sectionId = sections.data.workplanSections.find((section) => section.sectionName === 'Decoración')!.id;
    const activities = () =>
      api<Activities>('query ($id: ID!) { workplanActivities(sectionId: $id) { activityName marketReleaseDate marketFinalDate } }', { id: sectionId });

    await page.getByRole('button', { name: 'Agregar actividad' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nueva actividad' });
    await dialog.getByLabel(/^Nombre de la actividad/).fill('Poner ofrenda');
    await dialog.getByLabel('Fecha de lanzamiento').fill('15/12/2026');
    await dialog.getByLabel('Fecha final').fill('10/12/2026');
    // Tab leaves the day as a person would: the calendar closes and the field is checked.
    await page.keyboard.press('Tab');
    const save = dialog.getByRole('button', { name: 'Guardar' });
    // The order of the two days is the whole activity's rule: sending refuses it and keeps Save
    // disabled. (The rule's message under "Fecha final" does not show yet: issue 24, left open.)
    if (!(await save.isDisabled())) await save.click();
    await expect.poll(() => save.isDisabled()).toBe(true);
    await saveScreenshot(page, 'store-operations-workplan-activity-dates');
    expect((await activities()).data.workplanActivities.map((activity) => activity.activityName)).not.toContain('Poner ofrenda');

    await dialog.getByLabel('Fecha final').fill('20/12/2026');
    await page.keyboard.press('Tab');
    await expect.poll(() => save.isDisabled()).toBe(false);
    await save.click();
    await page.getByText('Actividad agregada!...').waitFor();
    await page.getByRole('cell', { name: '15/12/2026', exact: true }).waitFor();
    const saved = (await activities()).data.workplanActivities.find((activity) => activity.activityName === 'Poner ofrenda');
    expect(saved).toMatchObject({ marketReleaseDate: '2026-12-15', marketFinalDate: '2026-12-20' });
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
  }, 60_000);

  it('cashier-to-store link: disabled until filled, upper case, success, link created; an unknown cashier warns', async () => {
    await page.goto(`${running.url}/prometheus/support/collaboratorSearch`);
    const consult = page.getByRole('button', { name: 'Consultar Empleado' });
    await consult.waitFor();
    expect(await consult.isDisabled()).toBe(true);
    await page.getByLabel('Usuario del cajero').fill('nadie99');
    expect(await page.getByLabel('Usuario del cajero').inputValue()).toBe('NADIE99');
    await page.getByLabel('Empresa').selectOption('01');
    await consult.click();
    await page.getByText(/No se encontró al colaborador NADIE99/).waitFor();
    await page.getByRole('button', { name: 'Aceptar' }).click();
    await page.getByLabel('Usuario del cajero').fill('co101jc');
    await consult.click();
    await page.getByText(/Colaborador encontrado/).waitFor();
    await page.getByRole('button', { name: 'Aceptar' }).click();
    const create = page.getByRole('button', {
      name: 'Crear relacion de empleado',
    });
    expect(await create.isDisabled()).toBe(true);
    // A store the cashier's company lacks: refused under the field, nothing linked, Crear off until the code changes.
    await page.getByLabel('Clave de tienda').fill('zz999');
    await create.click();
    await page
      .locator('.bp6-form-group', { has: page.getByLabel('Clave de tienda') })
      .getByText('No existe una tienda activa ZZ999 en la empresa BAMA.')
      .waitFor();
    expect(await create.isDisabled()).toBe(true);
    expect(await page.getByRole('table', { name: 'Relaciones anteriores' }).getByText('ZZ999').count()).toBe(0);
    await page.getByLabel('Clave de tienda').fill('co-102');
    expect(await page.getByLabel('Clave de tienda').inputValue()).toBe('CO102');
    await create.click();
    await page.getByText(/Se creó la relación de .* con la tienda CO102/).waitFor();
    await page.getByRole('button', { name: 'Aceptar' }).click();
    await page.getByRole('table', { name: 'Relaciones anteriores' }).waitFor();
    await saveScreenshot(page, 'store-operations-cashier-link');
  }, 60_000);

  it('invoicing: the three-step wizard inside the shell and the documentation page', async () => {
    await page.goto(`${running.url}/prometheus/BillingPortal`);
    await page.getByText('Paso 1: Ingresa tu ticket').waitFor();
    expect(
      await page
        .getByRole('button', { name: 'Atras' })
        .or(page.getByRole('button', { name: 'Atrás' }))
        .first()
        .isDisabled(),
    ).toBe(true);
    await page.getByRole('button', { name: 'Documentación' }).click();
    await page.waitForURL(`${running.url}/prometheus/BillingPortal/documentacion`);
    await page.getByRole('heading', { name: 'Planes de trabajo' }).waitFor();
    await saveScreenshot(page, 'store-operations-documentation');
  }, 30_000);

  it('licenses: registers with masked keys and statuses; a bad renewal is refused, a good one recorded', async () => {
    await page.goto(`${running.url}/prometheus/license`);
    await page.getByRole('table', { name: 'Licencias de punto de venta' }).waitFor();
    await page.locator('code', { hasText: '•••-•••••-•••••-' }).first().waitFor();
    expect(await page.locator('code', { hasText: '•••-•••••-•••••-' }).count()).toBeGreaterThan(10);
    await page.locator('#license-status').selectOption('expired');
    const manage = page.getByRole('button', { name: /Administrar licencia de la caja/ }).first();
    await manage.click();
    // Bad input: 40 months is refused under the field in Spanish, and Renovar waits for a good value.
    await page.getByLabel('Meses de renovación').fill('40');
    await page.getByText('La renovación es de 1 a 36 meses.').waitFor();
    await expect.poll(() => page.getByRole('button', { name: 'Renovar' }).isDisabled()).toBe(true);
    await page.getByLabel('Meses de renovación').fill('12');
    await page.getByRole('button', { name: 'Renovar' }).click();
    await page.getByText(/renovada hasta el/).waitFor();
    await page.locator('#license-status').selectOption('');
    await saveScreenshot(page, 'store-operations-licenses');
    expect(consoleErrors).toEqual([]);
  }, 60_000);
});
