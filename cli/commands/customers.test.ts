import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestDatabase, type TestDatabase } from '../../db/testing';
import { CustomerModel } from '../../db/models/customers/customer';
import { AuditModel } from '../../db/models/audits/audit';
import { PostalCodeModel } from '../../db/models/catalog/postalCode';
import { registrationSchema } from '../../domain/customers/registration';
import { registerCustomer } from '../../api/registration/service';
import { catalogModule } from '../../api/registration/catalog/graphql';
import { customerAuditStatusQuery } from '../../workflows/audits/customerAudit';
import { sampleRegistration, seedCustomerBasics } from '../../workflows/audits/testing';
import { startCustomersTestApp, type CustomersTestApp } from '../../api/customers/testing';
import { apiArguments, runCliCaptured } from '../testing';

let database: TestDatabase;
let app: CustomersTestApp;
const dir = mkdtempSync(path.join(os.tmpdir(), 'prometheus-cli-customers-'));

beforeAll(async () => {
  database = await startTestDatabase();
  await seedCustomerBasics();
  app = await startCustomersTestApp({}, undefined, [catalogModule]);
  for (let index = 0; index < 3; index += 1) {
    const registered = await registerCustomer(
      { storage: app.services.storage, workflows: app.workflows.gateway },
      registrationSchema.parse(sampleRegistration()),
    );
    for (let wait = 0; wait < 200; wait += 1) {
      const status = await app.workflows.gateway.query(registered.workflowId, customerAuditStatusQuery);
      if (status.state === 'waitingForDecision') break;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }
}, 60_000);
afterAll(async () => {
  await app?.close();
  await database?.close();
  rmSync(dir, { recursive: true, force: true });
});

const cli = (args: string[]) => runCliCaptured([...apiArguments(app.url, app.operatorToken), ...args], { columns: 200 });

describe('customers, audits and catalog commands', () => {
  it('lists a counter as JSON and as a table', async () => {
    const json = await cli(['--json', 'customers', 'list', '--class', 'auditable']);
    expect(json.code, json.err).toBe(0);
    const answer = JSON.parse(json.out);
    expect(answer.counters).toMatchObject({ auditable: 3, active: 0, total: 3 });
    expect(answer.rows).toHaveLength(3);
    const table = await cli(['customers', 'list', '--class', 'auditable']);
    expect(table.out).toMatch(/Activos 0 · Inactivos 0 · Incompletos 0 · Registrados 0 · Auditables 3 · Autorización 0/);
    expect(table.out).toMatch(/id\s+nombre\s+tipo\s+código\s+venta bloqueada\s+zona\s+última actualización/);
    expect(table.out).toMatch(/3 filas cargadas/);
    const english = await cli(['--lang', 'en', 'customers', 'list', '--class', 'auditable']);
    expect(english.out).toMatch(/Auditable 3/);
    expect(english.out).toMatch(/id\s+name\s+type\s+code\s+sellBanned\s+zone\s+last update/);
    expect(english.out).toMatch(/3 Rows Loaded/);
    const bad = await cli(['customers', 'list', '--class', 'vip']);
    expect(bad.code).toBe(2);
    expect(bad.err).toMatch(/^error: --class "vip" no es un contador: usa active, /);
    expect((await cli(['--lang', 'en', 'customers', 'list', '--class', 'vip'])).err).toMatch(/--class "vip" is not a counter/);
  });

  it('exports CSV to a file', async () => {
    const file = path.join(dir, 'customers.csv');
    const result = await cli(['customers', 'export', '--csv', '--out', file]);
    expect(result.code, result.err).toBe(0);
    const lines = readFileSync(file, 'utf8').trim().split('\r\n');
    expect(lines[0]).toMatch(/^customerName,customerType,/);
    expect(lines).toHaveLength(4);
  });

  it('mass-updates with a dry run first, then with progress', async () => {
    const ids = (await CustomerModel.find({}).select({ _id: 1 }).lean()).map((row) => String(row._id));
    const dry = await cli(['--json', 'customers', 'mass-update', '--set-type', 'CL', '--class', 'auditable', '--dry-run']);
    expect(JSON.parse(dry.out)).toEqual({ dryRun: true, action: 'setType', customers: 3 });
    expect((await cli(['customers', 'mass-update', '--set-type', 'CL', '--class', 'auditable', '--dry-run'])).out).toMatch(
      /simulación: asignar tipo afectaría a 3 clientes/,
    );
    expect((await cli(['--lang', 'en', 'customers', 'mass-update', '--set-type', 'CL', '--class', 'auditable', '--dry-run'])).out).toMatch(
      /dry run: set type would touch 3 customers/,
    );
    expect(await CustomerModel.countDocuments({ customerTypeId: 'CL' })).toBe(0);
    const run = await cli(['--json', 'customers', 'mass-update', '--set-type', 'CL', '--ids', ids.join(','), '--batch-size', '2']);
    expect(run.code, run.err).toBe(0);
    expect(JSON.parse(run.out)).toMatchObject({ status: 'completed', total: 3, processed: 3, updated: 3 });
    expect(await CustomerModel.countDocuments({ customerTypeId: 'CL' })).toBe(3);
    const none = await cli(['customers', 'mass-update', '--inactivate']);
    expect(none.err).toMatch(/^error: Indica qué clientes: --ids, o un filtro/);
    expect((await cli(['--lang', 'en', 'customers', 'mass-update', '--inactivate'])).err).toMatch(/Say which customers/);
    const progress = await cli(['customers', 'mass-update', '--set-type', 'CC', '--ids', ids[0]]);
    expect(progress.code, progress.err).toBe(0);
    expect(progress.out).toMatch(/✔ \S+: 1 actualizados, 0 omitidos, \d+ avisos de 1/);
  });

  it('resolves every pending audit at once', async () => {
    const dry = await cli(['--json', 'audits', 'resolve', '--authorize', '--pending', '--dry-run']);
    expect(JSON.parse(dry.out)).toEqual({ dryRun: true, decision: 'authorize', audits: 3 });
    expect((await cli(['audits', 'resolve', '--authorize', '--pending', '--dry-run'])).out).toMatch(/simulación: Autorizar registro resolvería 3 auditorías/);
    expect((await cli(['--lang', 'en', 'audits', 'resolve', '--authorize', '--pending', '--dry-run'])).out).toMatch(
      /dry run: Authorize Registry would resolve 3 audits/,
    );
    expect((await cli(['audits', 'resolve', '--pending'])).err).toBe('error: Elige una de --authorize o --blacklist\n');
    const run = await cli(['--json', 'audits', 'resolve', '--authorize', '--pending']);
    expect(run.code, run.err).toBe(0);
    expect(JSON.parse(run.out)).toMatchObject({ decision: 'authorize', audits: 3, decided: 3, alreadyResolved: 0, failed: 0 });
    const ids = (await AuditModel.find({}).lean()).map((audit) => String(audit._id));
    const again = await cli(['--json', 'audits', 'resolve', '--blacklist', '--ids', ids.join(',')]);
    expect(JSON.parse(again.out)).toMatchObject({ decided: 0, alreadyResolved: 3 });
    const table = await cli(['--lang', 'en', 'audits', 'resolve', '--blacklist', '--ids', ids.join(',')]);
    expect(table.out).toMatch(/Send to Blacklist: 0 resolved, 3 already resolved, 0 not found, 0 failed/);
    expect((await cli(['audits', 'resolve', '--blacklist', '--ids', ids.join(',')])).out).toMatch(
      /Enviar a lista negra: 0 resueltas, 3 ya resueltas, 0 no encontradas, 0 fallidas/,
    );
    for (let wait = 0; wait < 200 && (await CustomerModel.countDocuments({ classes: 'active' })) < 3; wait += 1)
      await new Promise((resolve) => setTimeout(resolve, 25));
    expect(await CustomerModel.countDocuments({ classes: 'active' })).toBe(3);
  });

  it('imports the official postal-code catalogue (Latin-1, pipe-separated)', async () => {
    const file = path.join(dir, 'CPdescarga.txt');
    const text = [
      'El Catálogo Nacional de Códigos Postales, es elaborado por Correos de México.',
      'd_codigo|d_asenta|d_tipo_asenta|D_mnpio|d_estado|d_ciudad|d_CP|c_estado|c_oficina|c_CP|c_tipo_asenta|c_mnpio|id_asenta_cpcons|d_zona|c_cve_ciudad',
      '96400|Centro|Colonia|Coatzacoalcos|Veracruz de Ignacio de la Llave|Coatzacoalcos|96401|30|96401||09|039|0001|Urbano|08',
      '96536|Frutos de la Revolución|Colonia|Coatzacoalcos|Veracruz de Ignacio de la Llave|Coatzacoalcos|96401|30|96401||09|039|0002|Urbano|08',
      '9640|Roto|Colonia|Coatzacoalcos|Veracruz de Ignacio de la Llave|Coatzacoalcos|96401|30|96401||09|039|0003|Urbano|08',
    ].join('\r\n');
    writeFileSync(file, Buffer.from(text, 'latin1'));
    const run = await cli(['--json', 'catalog', 'import-postal-codes', '--file', file]);
    expect(run.code, run.err).toBe(0);
    expect(JSON.parse(run.out)).toMatchObject({ rows: 2, inserted: 2, rejected: [{ line: 5 }] });
    expect((await PostalCodeModel.findOne({ c_cp: '96536' }).lean())!.d_asenta).toBe('Frutos de la Revolución');
    const again = await cli(['--json', 'catalog', 'import-postal-codes', '--file', file]);
    expect(JSON.parse(again.out)).toMatchObject({ inserted: 0, total: 2 });
    const table = await cli(['catalog', 'import-postal-codes', '--file', file]);
    expect(table.out).toMatch(/2 filas: 0 nuevas, 0 cambiadas; el catálogo tiene 2; 1 línea rechazada \(línea 5, código postal "9640"\)/);
    const english = await cli(['--lang', 'en', 'catalog', 'import-postal-codes', '--file', file]);
    expect(english.out).toMatch(/2 rows: 0 new, 0 changed; catalogue holds 2; 1 line rejected \(line 5, postal code "9640"\)/);
    const missing = await cli(['catalog', 'import-postal-codes', '--file', path.join(dir, 'nope.txt')]);
    expect(missing.err).toMatch(/^error: No se puede leer .*nope\.txt: ENOENT/);
    expect((await cli(['--lang', 'en', 'catalog', 'import-postal-codes', '--file', path.join(dir, 'nope.txt')])).err).toMatch(/^error: Cannot read/);
  });
});
