import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAccessTestApp, type AccessTestApp } from '../../api/access/testing';
import { demoPermissionProfiles } from '../../db/seed/demoAccess';
import { apiArguments, runCliCaptured } from '../testing';

let app: AccessTestApp;
const dir = mkdtempSync(path.join(os.tmpdir(), 'prometheus-cli-access-'));
beforeAll(async () => {
  app = await startAccessTestApp();
}, 120_000);
afterAll(async () => {
  await app?.close();
  rmSync(dir, { recursive: true, force: true });
});

const cli = (args: string[], token = app.operatorToken) => runCliCaptured([...apiArguments(app.url, token), ...args], { columns: 160 });

describe('prometheus users', () => {
  it('creates a user with a generated temporary password that must be replaced at first sign-in', async () => {
    const created = await cli(['--json', 'users', 'create', 'cli.usuario', '--position', 'buyer', '--full-name', 'Usuario de Prueba']);
    expect(created.code).toBe(0);
    const json = JSON.parse(created.out) as { userName: string; temporaryPassword: string; passwordChangeRequired: boolean; position: { positionId: string } };
    expect(json).toMatchObject({ userName: 'cli.usuario', passwordChangeRequired: true, position: { positionId: 'buyer' } });
    expect(json.temporaryPassword).toMatch(/^[A-Za-z2-9]{12}$/);
    expect((await app.signIn('cli.usuario', json.temporaryPassword)).data?.signIn).toMatchObject({ challenge: { name: 'NEW_PASSWORD_REQUIRED' } });
  });

  it('renders for a person and refuses bad input with the catalogue message', async () => {
    const created = await cli(['users', 'create', 'cli.otro', '--password', 'Temp#77']);
    expect(created.out).toMatch(/✔ cuenta creada/);
    expect(created.out).toMatch(/cli\.otro \(cli\.otro\) · .* · activa · debe definir una contraseña nueva/);
    expect(created.out).not.toMatch(/contraseña temporal:/);
    const generated = await cli(['--lang', 'en', 'users', 'create', 'cli.tercero']);
    expect(generated.out).toMatch(/✔ account created/);
    expect(generated.out).toMatch(/· active · must set a new password at next sign-in/);
    expect(generated.out).toMatch(/temporary password: [A-Za-z2-9]{12}/);
    const short = await cli(['--lang', 'en', 'users', 'create', 'abc']);
    expect(short).toMatchObject({ code: 1, err: 'error: userName: The username must be longer than 4 characters.\n' });
    const taken = await cli(['users', 'create', 'admin', '--password', 'Temp#77']);
    expect(taken).toMatchObject({ code: 1, err: 'error: Ya existe una cuenta con ese usuario.\n' });
  });

  it('disables an account and resets a password', async () => {
    const disabled = await cli(['--json', 'users', 'disable', 'cli.otro']);
    expect(JSON.parse(disabled.out)).toMatchObject({ userName: 'cli.otro', active: false });
    expect((await app.signIn('cli.otro', 'Temp#77')).errors?.[0].extensions.errorCode).toBe('INVALID_CREDENTIALS');
    const reset = await cli(['--json', 'users', 'reset-password', 'precios', '--password', 'Temp#88']);
    expect(JSON.parse(reset.out)).toMatchObject({ userName: 'precios', passwordChangeRequired: true });
    expect((await cli(['users', 'reset-password', 'precios'])).out).toMatch(/✔ contraseña restablecida[\s\S]*contraseña temporal: [A-Za-z2-9]{12}/);
    expect((await cli(['users', 'disable', 'cli.tercero'])).out).toMatch(/✔ cuenta deshabilitada[\s\S]*· deshabilitada/);
    expect((await cli(['users', 'disable', 'nobody.at.all'])).err).toBe('error: No existe el usuario nobody.at.all.\n');
  });
});

describe('prometheus menus', () => {
  it('exports to a file and imports it back without changes (idempotent)', async () => {
    const file = path.join(dir, 'menus.json');
    const exported = await cli(['--json', 'menus', 'export', '--output', file]);
    expect(exported.code).toBe(0);
    const summary = JSON.parse(exported.out) as { systemMenus: number; permissionProfiles: number };
    expect(summary.permissionProfiles).toBe(demoPermissionProfiles.length);
    const imported = await cli(['--json', 'menus', 'import', file]);
    expect(JSON.parse(imported.out)).toEqual({
      systemMenus: { inserted: 0, updated: 0, unchanged: summary.systemMenus },
      permissionProfiles: { inserted: 0, updated: 0, unchanged: demoPermissionProfiles.length },
    });
  });

  it('applies an edited file once, then changes nothing', async () => {
    const stdout = await cli(['menus', 'export']);
    const document = JSON.parse(stdout.out) as { systemMenus: { systemMenuId: string; active: boolean }[] };
    document.systemMenus.find((menu) => menu.systemMenuId === 'license')!.active = false;
    document.systemMenus.push({
      ...document.systemMenus.find((menu) => menu.systemMenuId === 'license')!,
      systemMenuId: 'license.history',
      active: true,
      path: 'license/history',
      parentSystemMenuId: 'license',
    } as never);
    const file = path.join(dir, 'edited.json');
    writeFileSync(file, JSON.stringify(document));
    const first = await cli(['--json', 'menus', 'import', file]);
    expect(JSON.parse(first.out)).toMatchObject({ systemMenus: { inserted: 1, updated: 1 } });
    const second = await cli(['--json', 'menus', 'import', file]);
    expect(JSON.parse(second.out)).toMatchObject({ systemMenus: { inserted: 0, updated: 0 } });
    const table = await cli(['menus', 'import', file]);
    expect(table.out).toMatch(/✔ .*edited\.json aplicado/);
    expect(table.out).toMatch(/registros\s+insertados\s+actualizados\s+sin cambios/);
    expect(table.out).toMatch(/systemMenus\s+0\s+0\s+\d+/);
    const english = await cli(['--lang', 'en', 'menus', 'import', file]);
    expect(english.out).toMatch(/records\s+inserted\s+updated\s+unchanged/);
    const written = await cli(['menus', 'export', '--output', path.join(dir, 'again.json')]);
    expect(written.out).toMatch(new RegExp(`✔ \\d+ menús y ${demoPermissionProfiles.length} perfiles de permisos escritos en .*again\\.json`));
    expect(readFileSync(file, 'utf8')).toContain('license.history');
  });

  it('refuses a file that is not JSON or not a menus file, before calling the API', async () => {
    const bad = path.join(dir, 'bad.json');
    writeFileSync(bad, '{ nope');
    expect((await cli(['menus', 'import', bad])).err).toMatch(/^error: No se puede leer .*bad\.json como JSON/);
    expect((await cli(['--lang', 'en', 'menus', 'import', bad])).err).toMatch(/^error: Cannot read .*bad\.json as JSON/);
    writeFileSync(bad, JSON.stringify({ format: 'prometheus.menus', version: 1, systemMenus: [{ systemMenuId: 'x' }] }));
    expect((await cli(['menus', 'import', bad])).err).toMatch(/no es un archivo de menús: systemMenus\.0\.systemMenuName/);
    expect((await cli(['--lang', 'en', 'menus', 'import', bad])).err).toMatch(/is not a menus file: systemMenus\.0\.systemMenuName/);
  });

  it('fails clearly without a valid token', async () => {
    const result = await cli(['menus', 'export'], 'not-a-token');
    expect(result.code).toBe(1);
    expect(result.err).toMatch(/Inicia sesión para continuar/);
  });
});
