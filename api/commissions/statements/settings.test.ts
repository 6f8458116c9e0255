import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CommissionAreaModel } from '../../../db/models/commissions';
import { DEMO_ORGANIZATION_ID } from '../../../db/seed/commissions/demo';
import { startHistoryTestApp, type HistoryTestApp } from '../../history/testing';

/**
 * A company's statement settings over GraphQL through HTTP with the demo accounts' sessions:
 * comisiones (StatementApprovals write) saves and reads back; comisiones.consulta (read only) is refused.
 */
let app: HistoryTestApp;
const cookies: Record<string, string> = {};

const READ = `query($organizationId: String!) { commissionStatementSettings(organizationId: $organizationId) { organizationId reviewerAreaId reviewerEmail reminderDays escalationDays } }`;
const SAVE = `mutation($input: CommissionStatementSettingsInput!) { saveCommissionStatementSettings(input: $input) { organizationId reviewerAreaId reviewerEmail reminderDays escalationDays } }`;

type Answer = { data?: Record<string, Record<string, unknown>>; errors?: { message: string; extensions: { errorCode: string } }[] };
const as = (user: string, query: string, variables: Record<string, unknown> = {}, lang = 'es') =>
  app.gql(query, variables, { cookie: cookies[user], lang }) as Promise<Answer>;

beforeAll(async () => {
  app = await startHistoryTestApp();
  for (const user of ['comisiones', 'comisiones.consulta']) cookies[user] = await app.signIn(user);
}, 240_000);

afterAll(async () => {
  await app?.close();
});

describe('commission statement settings over GraphQL', () => {
  it('saves a company reviewer position, its e-mail and the days, and reads them back', async () => {
    const area = (await CommissionAreaModel.findOne({ organizationId: DEMO_ORGANIZATION_ID }).lean())!;
    const input = { organizationId: DEMO_ORGANIZATION_ID, reviewerAreaId: area.id, reviewerEmail: 'rh@bama.mx', reminderDays: 5, escalationDays: 4 };
    const saved = await as('comisiones', SAVE, { input });
    expect(saved.errors).toBeUndefined();
    expect(saved.data?.saveCommissionStatementSettings).toEqual(input);
    const read = await as('comisiones.consulta', READ, { organizationId: DEMO_ORGANIZATION_ID });
    expect(read.data?.commissionStatementSettings).toEqual(input);
  });

  it('refuses a read-only position, and changes nothing', async () => {
    const refused = await as('comisiones.consulta', SAVE, { input: { organizationId: DEMO_ORGANIZATION_ID, reminderDays: 9, escalationDays: 9 } });
    expect(refused.data?.saveCommissionStatementSettings ?? null).toBeNull();
    expect(refused.errors?.[0]?.extensions.errorCode).toBeTruthy();
    const read = await as('comisiones', READ, { organizationId: DEMO_ORGANIZATION_ID });
    expect(read.data?.commissionStatementSettings).toMatchObject({ reminderDays: 5, escalationDays: 4 });
  });

  it('refuses days out of range and a wrong e-mail in Spanish, and changes nothing', async () => {
    const days = await as('comisiones', SAVE, { input: { organizationId: DEMO_ORGANIZATION_ID, reminderDays: 0, escalationDays: 2 } });
    expect(days.errors?.[0]?.extensions.errorCode).toBe('VALIDATION_FAILED');
    expect(days.errors?.[0]?.message).toMatch(/reminderDays/);
    expect(days.errors?.[0]?.message).toMatch(/Demasiado pequeño|mayor|debe/i);
    const email = await as('comisiones', SAVE, { input: { organizationId: DEMO_ORGANIZATION_ID, reminderDays: 3, escalationDays: 2, reviewerEmail: 'rh@' } });
    expect(email.errors?.[0]?.message).toMatch(/reviewerEmail/);
    const area = await as('comisiones', SAVE, {
      input: { organizationId: DEMO_ORGANIZATION_ID, reminderDays: 3, escalationDays: 2, reviewerAreaId: 'no-such-area' },
    });
    expect(area.errors?.[0]?.extensions.errorCode).toBe('COMMISSION_AREA_NOT_FOUND');
    const read = await as('comisiones', READ, { organizationId: DEMO_ORGANIZATION_ID });
    expect(read.data?.commissionStatementSettings).toMatchObject({ reminderDays: 5, escalationDays: 4, reviewerEmail: 'rh@bama.mx' });
  });
});
