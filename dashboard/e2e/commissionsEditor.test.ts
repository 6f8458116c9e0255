import { mkdirSync } from 'node:fs';
import { type Locator, type Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { addDays } from '../../domain/commissions/period';
import { storeDate } from '../../domain/common/time';
import { describeWithBrowser, saveScreenshot } from './browser';
import { productInBrowser } from './runningProduct';

/**
 * The steps editor of variable commissions on the running product, as the 'comisiones' account:
 * an indicator of 2 steps with a variable, a parameter and a function (tested, saved, edited), a
 * commission with the KPI period selector (saved, run, its report), and one bad input per form.
 */
/** A yyyy-MM-dd day as the Spanish date fields show and take it: dd/mm/aaaa. */
const spanishDay = (day: string) => day.split('-').reverse().join('/');

describeWithBrowser('the commissions steps editor', () => {
  const running = productInBrowser('commissions-editor');
  let page: Page;
  const base = () => `${running.url}/prometheus/variableCommissions`;

  beforeAll(async () => {
    ({ page } = await running.signIn('comisiones'));
  });

  async function choose(button: string, option: string) {
    await page.getByRole('button', { name: button }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('option', { name: option }).click();
    await dialog.getByRole('button', { name: 'Aceptar' }).click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
  }

  async function addElement(kind: string, value: string | null, number?: string) {
    await page.getByRole('button', { name: 'Agregar elemento' }).click();
    await fillDialog(kind, value, number);
  }

  async function fillDialog(kind: string, value: string | null, number?: string) {
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Tipo de elemento').selectOption(kind);
    const accept = dialog.getByRole('button', { name: 'Aceptar' });
    await expect.poll(() => accept.isDisabled()).toBe(true);
    if (number !== undefined) await dialog.locator('#steps-element-number').fill(number);
    else if (value !== null) await dialog.locator('#steps-element-value').selectOption({ label: value });
    await accept.click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
  }

  /** The full-screen employee selector of `scope` (the preview panel, the run dialog): Accept disabled until a choice; found by its search. */
  async function chooseEmployee(scope: Locator, shotName: string): Promise<string> {
    await scope.getByRole('button', { name: 'Elegir empleado' }).click();
    const selector = page.getByRole('dialog', { name: 'Selecciona el empleado:' });
    const accept = selector.getByRole('button', { name: 'Aceptar' });
    await expect.poll(() => accept.isDisabled()).toBe(true);
    const employeeId = (await selector.getByRole('option').first().locator('.bp6-menu-item-label').textContent()) ?? '';
    expect(employeeId).toMatch(/^\d+-\d+$/);
    await selector.getByLabel('Buscar').fill(employeeId);
    await expect.poll(() => selector.getByRole('option').count()).toBe(1);
    await selector.getByRole('option').click();
    await expect.poll(() => accept.isDisabled()).toBe(false);
    await shot(`${shotName}-selector`);
    await accept.click();
    await expect.poll(() => selector.count()).toBe(0);
    await expect.poll(() => scope.getByTestId('chosen-employee').textContent()).toContain(employeeId);
    return employeeId;
  }

  /** A screenshot for a person to look at, under /tmp/shots. */
  async function shot(name: string) {
    mkdirSync('/tmp/shots', { recursive: true });
    await settled();
    await page.screenshot({ path: `/tmp/shots/commissions-${name}.png`, fullPage: true });
  }

  /** No overlay still opening or closing (a screenshot mid-animation reads badly). */
  async function settled() {
    const moving = ['overlay', 'popover'].flatMap((kind) =>
      ['enter', 'enter-active', 'appear', 'appear-active', 'exit', 'exit-active'].map((phase) => `.bp6-${kind}-${phase}`),
    );
    await page.waitForFunction((selector) => document.querySelectorAll(selector).length === 0, moving.join(', '));
  }

  const toast = (text: string) => page.locator('.bp6-toast', { hasText: text }).first();

  it('builds an indicator of 2 steps with a variable, a parameter and a function, tests, saves and edits it', async () => {
    await page.goto(`${base()}/indicadores/crear`);
    // Bad input: without a name the company cannot be chosen, and nothing continues.
    await expect.poll(() => page.getByRole('button', { name: 'Elegir empresa' }).isDisabled()).toBe(true);
    await expect.poll(() => page.getByRole('button', { name: 'Continuar' }).isDisabled()).toBe(true);
    await page.getByLabel('Nombre').fill('Venta contra meta con bono');
    await choose('Elegir empresa', 'BAMA');
    await choose('Elegir puesto', 'Vendedor de piso');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.waitForURL(/indicadores\/crear\/pasos$/);

    const probar = page.getByRole('button', { name: 'Probar' });
    await expect.poll(() => probar.isDisabled()).toBe(true);
    await addElement('variable', 'Ventas');
    await page.getByRole('button', { name: 'División' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Agregar paso' }).isDisabled()).toBe(true);
    await addElement('parameter', 'Meta mensual de venta');
    await page.getByRole('button', { name: 'Agregar paso' }).click();
    await addElement('stepResult', 'Resultado_Paso_1');
    await page.getByRole('button', { name: 'Multiplicación' }).click();
    await addElement('function', 'Bono con tope');
    // A function is complete only with all its arguments: no operator and no test before.
    await expect.poll(() => page.getByRole('button', { name: 'Suma' }).isDisabled()).toBe(true);
    await expect.poll(() => probar.isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Definir argumento bono' }).click();
    await fillDialog('constant', null, '1000');
    // A nested call: the cap is max(800, the goal); the outer function completes only once the inner one does.
    await page.getByRole('button', { name: 'Definir argumento tope' }).click();
    await fillDialog('builtin', 'max — el mayor de los valores');
    await expect.poll(() => page.locator('.steps-call .steps-call').count()).toBe(1);
    await expect.poll(() => page.getByRole('button', { name: 'Suma' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Definir argumento 1' }).click();
    await fillDialog('constant', null, '800');
    await expect.poll(() => probar.isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Definir argumento 2' }).click();
    await fillDialog('parameter', 'Meta mensual de venta');
    await expect.poll(() => page.locator('.steps-call[data-complete="true"]').count()).toBe(2);
    await expect.poll(() => page.getByRole('button', { name: 'Suma' }).isDisabled()).toBe(false);
    await expect.poll(() => page.locator('.steps-math .katex').count()).toBe(2);

    // Save only after a test.
    const save = page.getByRole('button', { name: 'Guardar' });
    await expect.poll(() => save.isDisabled()).toBe(true);
    await probar.click();
    await expect.poll(() => toast('La construcción de tu Indicador es correcta').isVisible()).toBe(true);

    // The server's preview of every step for one employee.
    const preview = page.getByRole('region', { name: 'Valores de prueba' });
    await expect.poll(() => preview.getByRole('button', { name: 'Calcular' }).isDisabled()).toBe(true);
    await chooseEmployee(preview, 'editor-preview');
    await preview.getByRole('button', { name: 'Calcular' }).click();
    await expect.poll(() => page.getByTestId('preview-result').textContent()).not.toBe('—');
    await preview.scrollIntoViewIfNeeded();
    await shot('editor-preview');
    await saveScreenshot(page, 'commissions-editor-indicator');

    await save.click();
    await page.waitForURL(/indicadores\/lista\//);
    await expect.poll(() => toast('Se guardo con éxito el Indicador Venta contra meta con bono').isVisible()).toBe(true);
    await expect.poll(() => toast('Tú KPI se guardo correctamente!').isVisible(), { timeout: 5000 }).toBe(true);

    await page
      .getByRole('row', { name: /Venta contra meta con bono/ })
      .getByRole('link', { name: 'Editar' })
      .click();
    await page.waitForURL(/indicadores\/detalle\//);
    await expect.poll(() => page.locator('[data-step]').count()).toBe(2);
    await page.getByRole('button', { name: 'Suma' }).click();
    // Bad input: a constant that is not a number is refused under it, in Spanish, and adds nothing.
    await page.getByRole('button', { name: 'Agregar elemento' }).click();
    const elementDialog = page.getByRole('dialog');
    await elementDialog.getByLabel('Tipo de elemento').selectOption('constant');
    await elementDialog.locator('#steps-element-number').fill('5,5,5');
    await expect.poll(() => elementDialog.getByText('Escribe un valor numérico.').count()).toBe(1);
    await expect.poll(() => elementDialog.getByRole('button', { name: 'Aceptar' }).isDisabled()).toBe(true);
    await elementDialog.locator('#steps-element-number').press('Enter');
    await expect.poll(() => elementDialog.count()).toBe(1);
    await elementDialog.getByRole('button', { name: 'Cancelar' }).click();
    await addElement('constant', null, '5');
    await page.getByRole('button', { name: 'Probar' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Guardar' }).isDisabled()).toBe(false);
    // Renamed on edit; an empty name cannot be saved.
    await page.getByLabel('Nombre', { exact: true }).fill('');
    await expect.poll(() => page.getByRole('button', { name: 'Guardar' }).isDisabled()).toBe(true);
    await page.getByLabel('Nombre', { exact: true }).fill('Venta contra meta con bono y base');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.waitForURL(/indicadores\/lista\//);
    await expect.poll(() => toast('Se edito con éxito el Indicador Venta contra meta con bono y base').isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('row', { name: /Venta contra meta con bono y base/ }).isVisible()).toBe(true);
  }, 120_000);

  it('creates a commission with the KPI period selector, runs it and shows its report', async () => {
    await page.goto(`${base()}/comisiones-variables/crear`);
    await page.getByLabel('Nombre').fill('Comisión de prueba');
    await choose('Elegir empresa', 'BAMA');
    await choose('Elegir puesto', 'Vendedor de piso');
    await page.getByRole('button', { name: 'Elegir periodo' }).click();
    const dialog = page.getByRole('dialog');
    const accept = dialog.getByRole('button', { name: 'Aceptar' });
    await expect.poll(() => accept.isDisabled()).toBe(true);
    await dialog.getByLabel('Frecuencia').selectOption('mensual');
    // Bad input: a run date before today.
    // The date is the dashboard's DateField in Spanish, dd/mm/aaaa (tomorrow by default); a typed past day is refused with the message.
    const tomorrow = addDays(storeDate(Date.now()), 1);
    await expect.poll(() => dialog.getByLabel('Fecha de ejecución').inputValue()).toBe(spanishDay(tomorrow));
    await dialog.getByLabel('Fecha de ejecución').fill('01/01/2020');
    await expect.poll(() => dialog.getByText('La fecha de ejecución no puede ser anterior a hoy').isVisible()).toBe(true);
    await expect.poll(() => accept.isDisabled()).toBe(true);
    await saveScreenshot(page, 'commissions-editor-period');
    await dialog.getByLabel('Fecha de ejecución').fill(spanishDay(tomorrow));
    await expect.poll(() => accept.isDisabled()).toBe(false);
    // Enter in the date field accepts the dialog (its form), as Aceptar does.
    await dialog.getByLabel('Fecha de ejecución').press('Enter');
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.waitForURL(/comisiones-variables\/crear\/pasos$/);

    await addElement('areaIndicators', 'Cumplimiento de meta');
    await page.getByRole('button', { name: 'Multiplicación' }).click();
    await addElement('parameter', 'Tasa de comisión');
    await expect.poll(() => page.getByText('KPI ACTIVADO').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Probar' }).click();
    await expect.poll(() => toast('La construcción de tu comisión variable es correcta').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.waitForURL(/comisiones-variables\/lista\//);
    const row = page.getByRole('row', { name: /Comisión de prueba/ });
    await expect.poll(() => row.getByText('Activa').isVisible()).toBe(true);
    await saveScreenshot(page, 'commissions-editor-commission-list');

    // On edit: renamed, and its period and run date changed in the same period dialog.
    await row.getByRole('link', { name: 'Editar' }).click();
    await page.waitForURL(/comisiones-variables\/detalle\//);
    await expect.poll(() => page.locator('[data-step]').count()).toBe(1);
    await page.getByLabel('Nombre', { exact: true }).fill('Comisión de prueba semanal');
    await page.getByRole('button', { name: 'Cambiar periodo' }).click();
    const edit = page.getByRole('dialog');
    await expect.poll(() => edit.getByLabel('Frecuencia').inputValue()).toBe('mensual');
    await edit.getByLabel('Frecuencia').selectOption('semana');
    await edit.getByLabel('Multiplicador').selectOption('2');
    const later = addDays(storeDate(Date.now()), 3);
    await edit.getByLabel('Fecha de ejecución').fill(spanishDay(later));
    await expect.poll(() => edit.getByRole('button', { name: 'Aceptar' }).isDisabled()).toBe(false);
    await edit.getByRole('button', { name: 'Aceptar' }).click();
    await expect.poll(() => page.getByText(`semana x 2 desde ${later}`).isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Probar' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Guardar' }).isDisabled()).toBe(false);
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.waitForURL(/comisiones-variables\/lista\//);
    const edited = page.getByRole('row', { name: /Comisión de prueba semanal/ });
    await expect.poll(() => edited.getByRole('cell', { name: later }).isVisible()).toBe(true);
    await edited.getByRole('link', { name: 'Editar' }).click();
    await page.waitForURL(/comisiones-variables\/detalle\//);
    await expect.poll(() => page.getByText(`semana x 2 desde ${later}`).isVisible()).toBe(true);
    await saveScreenshot(page, 'commissions-editor-commission');
    await page.getByRole('button', { name: 'Correr comisión' }).click();
    const run = page.getByRole('dialog', { name: 'Correr comisión' });
    // Bad input: without an employee the run cannot start.
    await expect.poll(() => run.getByRole('button', { name: 'Correr comisión' }).isDisabled()).toBe(true);
    const employeeId = await chooseEmployee(run, 'editor-run');
    const runButton = run.getByRole('button', { name: 'Correr comisión' });
    await expect.poll(() => runButton.isDisabled()).toBe(false);
    // Bad input: without the period's start (the dd/mm/aaaa field emptied) the run cannot start either.
    const runStart = run.getByLabel('Inicio del periodo a calcular');
    const defaultStart = await runStart.inputValue();
    expect(defaultStart).toMatch(/^01\/\d{2}\/\d{4}$/);
    await runStart.fill('');
    await expect.poll(() => runButton.isDisabled()).toBe(true);
    await runStart.fill(defaultStart);
    await expect.poll(() => runButton.isDisabled()).toBe(false);
    await shot('editor-run');
    await runButton.click();
    await expect.poll(() => toast('Se programo con éxito tu Comisión Variable').isVisible()).toBe(true);
    await page.waitForURL(new RegExp(`reportes/${employeeId}$`));
    await expect.poll(() => page.getByRole('cell', { name: 'Comisión de prueba semanal' }).first().isVisible(), { timeout: 45_000 }).toBe(true);
    await saveScreenshot(page, 'commissions-editor-report');
  }, 120_000);

  it('refuses a function without a valid parameter, then saves one whose steps nest a built-in in a built-in', async () => {
    await page.goto(`${base()}/funciones/crear`);
    const addParameter = page.getByRole('button', { name: 'Agregar parámetro' });
    const proceed = page.getByRole('button', { name: 'Continuar' });
    await page.getByLabel('Nombre', { exact: true }).fill('Bono redondeado');
    await page.getByLabel('Descripción', { exact: true }).fill('El valor absoluto del bono, a dos decimales');
    // Bad input: a parameter name with a space cannot be added, and nothing continues without one.
    await page.getByLabel('Define el nombre del párametro:').fill('monto base');
    await expect.poll(() => addParameter.isDisabled()).toBe(true);
    await expect.poll(() => page.getByText('El nombre del parámetro lleva solo letras, números y guion bajo, sin espacios (hasta 40).').isVisible()).toBe(true);
    await expect.poll(() => page.getByText('Agrega al menos un parámetro para continuar').isVisible()).toBe(true);
    await expect.poll(() => proceed.isDisabled()).toBe(true);
    await page.getByLabel('Define el nombre del párametro:').fill('monto');
    await addParameter.click();
    // The same parameter twice is refused under it.
    await page.getByLabel('Define el nombre del párametro:').fill('monto');
    await expect.poll(() => page.getByText('La función ya tiene ese parámetro.').isVisible()).toBe(true);
    await expect.poll(() => addParameter.isDisabled()).toBe(true);
    await page.getByLabel('Define el nombre del párametro:').fill('');
    await proceed.click();
    await page.waitForURL(/funciones\/crear\/pasos$/);

    await addElement('builtin', 'round — redondeo (valor, decimales)');
    await page.getByRole('button', { name: 'Definir argumento 1' }).click();
    await fillDialog('builtin', 'abs — valor absoluto');
    const probar = page.getByRole('button', { name: 'Probar' });
    await expect.poll(() => probar.isDisabled()).toBe(true);
    await page.locator('.steps-call .steps-call').getByRole('button', { name: 'Definir argumento 1' }).click();
    await fillDialog('parameterFunction', 'monto');
    await page.getByRole('button', { name: 'Definir argumento 2' }).click();
    await fillDialog('constant', null, '2');
    await expect.poll(() => page.locator('.steps-call[data-complete="true"]').count()).toBe(2);
    await probar.click();
    await expect.poll(() => toast('La construcción de tu Función es correcta').isVisible()).toBe(true);
    await saveScreenshot(page, 'commissions-editor-function-nested');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.waitForURL(/funciones$/);
    await expect.poll(() => toast('Se guardo con éxito la Función Bono redondeado').isVisible()).toBe(true);

    // On edit the function is renamed and its description changed.
    await page
      .getByRole('row', { name: /Bono redondeado/ })
      .getByRole('link', { name: 'Editar' })
      .click();
    await page.waitForURL(/funciones\/detalle\//);
    await page.getByLabel('Nombre', { exact: true }).fill('Bono redondeado positivo');
    await page.getByLabel('Descripción', { exact: true }).fill('');
    await expect.poll(() => page.getByText('Escribe una descripción').isVisible()).toBe(true);
    await page.getByLabel('Descripción', { exact: true }).fill('El bono sin signo, a dos decimales');
    await page.getByRole('button', { name: 'Probar' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Guardar' }).isDisabled()).toBe(false);
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.waitForURL(/funciones$/);
    await expect
      .poll(() =>
        page
          .getByRole('row', { name: /Bono redondeado positivo/ })
          .getByText('El bono sin signo, a dos decimales')
          .isVisible(),
      )
      .toBe(true);
  }, 90_000);

  it('refuses to save a commission whose helper function was deleted meanwhile: the spec message, the item marked as deleted', async () => {
    // The demo commission calls the seeded helper function 'Bono con tope' (the last test of the file: it deletes that function).
    await page.goto(`${base()}/comisiones-variables/detalle/demo-vc-monthly-sales`);
    await expect.poll(() => page.locator('[data-step]').count(), { timeout: 30_000 }).toBe(5);
    await expect.poll(() => page.locator('.steps-item', { hasText: 'Bono con tope' }).count()).toBe(1);
    await expect.poll(() => page.locator('.steps-item--missing').count()).toBe(0);
    // Someone else deletes the function while the editor is open (deleting a function a formula names is allowed).
    const status = await page.evaluate(
      async () =>
        (
          await fetch('/api/commissions/helper-function/demo-fn-capped-bonus', {
            method: 'DELETE',
            credentials: 'include',
            headers: { accept: 'application/json' },
          })
        ).status,
    );
    expect(status).toBe(200);
    await page.getByRole('button', { name: 'Probar' }).click();
    await expect.poll(() => toast('La construcción de tu comisión variable es correcta').isVisible()).toBe(true);
    const save = page.getByRole('button', { name: 'Guardar' });
    await expect.poll(() => save.isDisabled()).toBe(false);
    await save.click();
    // The save is refused with the message of the first missing kind; the function's item is struck through as deleted, and the screen stays.
    await expect.poll(() => toast('No se pudo guardar tu Comisión Variable, Está función ya no existe.').isVisible()).toBe(true);
    const missing = page.locator('.steps-item--missing');
    await expect.poll(() => missing.count()).toBe(1);
    await expect.poll(() => missing.textContent()).toContain('(eliminado)');
    expect(await missing.getAttribute('title')).toBe('Este elemento ya no existe');
    expect(page.url()).toMatch(/comisiones-variables\/detalle\/demo-vc-monthly-sales$/);
    await shot('editor-deleted-function');
  }, 90_000);
});
