import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestDatabase, type TestDatabase } from '../../db/testing';
import { richTextFromPlain } from '../../domain/workplans/richText';
import { workplansModule } from './graphql';
import { startModuleTestApp, type ModuleTestApp } from './testing';

let database: TestDatabase;
let app: ModuleTestApp;

beforeAll(async () => {
  database = await startTestDatabase();
  app = await startModuleTestApp([workplansModule]);
}, 60_000);
afterAll(async () => {
  await app?.close();
  await database?.close();
});

const PLAN = 'id workplanName description sectionCount _version';
const CREATE_PLAN = `mutation ($input: CreateWorkplanInput!) { createWorkplan(input: $input) { ${PLAN} } }`;
const UPDATE_PLAN = `mutation ($input: UpdateWorkplanInput!) { updateWorkplan(input: $input) { ${PLAN} } }`;
const CREATE_SECTION = `mutation ($input: CreateWorkplanSectionInput!) { createWorkplanSection(input: $input) { id sectionName _version workplanSectionWorkplanId } }`;
const ACTIVITY = 'id activityName marketReleaseDate marketFinalDate temporality { cron frecuency frecuencyType } score _version';
const CREATE_ACTIVITY = `mutation ($input: CreateWorkplanActivityInput!) { createWorkplanActivity(input: $input) { ${ACTIVITY} } }`;
const UPDATE_ACTIVITY = `mutation ($input: UpdateWorkplanActivityInput!) { updateWorkplanActivity(input: $input) { ${ACTIVITY} } }`;
const DELETE_ACTIVITY = `mutation ($id: ID!, $v: Int!) { deleteWorkplanActivity(id: $id, _version: $v) { id } }`;

function activityInput(sectionId: string, change: Record<string, unknown> = {}) {
  return {
    workplanSectionId: sectionId,
    activityName: 'Revisar exhibidores',
    marketReleaseDate: '2026-12-01',
    marketFinalDate: '2026-12-24',
    temporality: { cron: '0 9 * * 1', frecuency: 1, frecuencyType: 'weekly' },
    score: 20,
    ...change,
  };
}

describe('work plans over HTTP', () => {
  it('creates a plan with a rich-text description, a section and activities; lists them', async () => {
    const created = await app.gql<{
      createWorkplan: { id: string; description: unknown; _version: number };
    }>(CREATE_PLAN, {
      input: {
        workplanName: '  Plan   Navidad ',
        description: richTextFromPlain('Temporada alta'),
      },
    });
    expect(created.errors).toBeUndefined();
    const plan = created.data!.createWorkplan;
    expect(plan).toMatchObject({
      workplanName: 'Plan Navidad',
      sectionCount: 0,
      _version: 1,
    });
    const section = await app.gql<{ createWorkplanSection: { id: string } }>(CREATE_SECTION, {
      input: {
        workplanSectionWorkplanId: plan.id,
        sectionName: 'Exhibición',
        description: null,
      },
    });
    expect(section.errors).toBeUndefined();
    const sectionId = section.data!.createWorkplanSection.id;
    const activity = await app.gql<{ createWorkplanActivity: { id: string } }>(CREATE_ACTIVITY, { input: activityInput(sectionId) });
    expect(activity.errors).toBeUndefined();
    const list = await app.gql<{
      workplans: { id: string; sectionCount: number }[];
    }>(`{ workplans { ${PLAN} } }`);
    expect(list.data!.workplans.find((row) => row.id === plan.id)?.sectionCount).toBe(1);
    const activities = await app.gql<{ workplanActivities: unknown[] }>(`query ($id: ID!) { workplanActivities(sectionId: $id) { ${ACTIVITY} } }`, {
      id: sectionId,
    });
    expect(activities.data!.workplanActivities).toHaveLength(1);
  });

  it('refuses a stale _version clearly, in the caller language', async () => {
    const plan = (
      await app.gql<{ createWorkplan: { id: string } }>(CREATE_PLAN, {
        input: { workplanName: 'Plan Buen Fin' },
      })
    ).data!.createWorkplan;
    const first = await app.gql<{ updateWorkplan: { _version: number } }>(UPDATE_PLAN, {
      input: { id: plan.id, _version: 1, workplanName: 'Plan Buen Fin 2026' },
    });
    expect(first.data!.updateWorkplan._version).toBe(2);
    const stale = await app.gql(UPDATE_PLAN, { input: { id: plan.id, _version: 1, workplanName: 'Otro nombre' } }, { token: app.operatorToken, lang: 'es' });
    expect(stale.errors?.[0]?.extensions.errorCode).toBe('WORKPLAN_STALE');
    expect(stale.errors?.[0]?.message).toMatch(/Alguien más modificó este plan/);
  });

  it('refuses a bad cron, dates out of order and HTML descriptions, with field codes', async () => {
    const plan = (
      await app.gql<{ createWorkplan: { id: string } }>(CREATE_PLAN, {
        input: { workplanName: 'Plan Inventario' },
      })
    ).data!.createWorkplan;
    const sectionId = (
      await app.gql<{ createWorkplanSection: { id: string } }>(CREATE_SECTION, {
        input: { workplanSectionWorkplanId: plan.id, sectionName: 'Conteo' },
      })
    ).data!.createWorkplanSection.id;
    const badCron = await app.gql(CREATE_ACTIVITY, {
      input: activityInput(sectionId, {
        temporality: {
          cron: '99 * * * *',
          frecuency: 1,
          frecuencyType: 'daily',
        },
      }),
    });
    expect(badCron.errors?.[0]?.extensions.errorCode).toBe('WORKPLAN_CRON_INVALID');
    const badDates = await app.gql(CREATE_ACTIVITY, {
      input: activityInput(sectionId, { marketFinalDate: '2026-11-01' }),
    });
    expect(badDates.errors?.[0]?.extensions.errorCode).toBe('WORKPLAN_DATES_ORDER');
    const html = await app.gql(CREATE_PLAN, {
      input: {
        workplanName: 'Plan X',
        description: '<img src=x onerror=alert(1)>',
      },
    });
    expect(html.errors?.[0]?.extensions.errorCode).toBe('WORKPLAN_DESCRIPTION_INVALID');
    const noName = await app.gql(CREATE_PLAN, { input: { workplanName: ' ' } });
    expect(noName.errors?.[0]?.extensions.errorCode).toBe('WORKPLAN_NAME_REQUIRED');
  });

  it('edits and deletes an activity by version; a deleted one is gone', async () => {
    const plan = (
      await app.gql<{ createWorkplan: { id: string } }>(CREATE_PLAN, {
        input: { workplanName: 'Plan Limpieza' },
      })
    ).data!.createWorkplan;
    const sectionId = (
      await app.gql<{ createWorkplanSection: { id: string } }>(CREATE_SECTION, {
        input: { workplanSectionWorkplanId: plan.id, sectionName: 'Pisos' },
      })
    ).data!.createWorkplanSection.id;
    const activity = (await app.gql<{ createWorkplanActivity: { id: string } }>(CREATE_ACTIVITY, { input: activityInput(sectionId) })).data!
      .createWorkplanActivity;
    const { workplanSectionId: _omit, ...fields } = activityInput(sectionId, {
      score: 50,
    });
    const edited = await app.gql<{
      updateWorkplanActivity: { score: number; _version: number };
    }>(UPDATE_ACTIVITY, { input: { ...fields, id: activity.id, _version: 1 } });
    expect(edited.data!.updateWorkplanActivity).toMatchObject({
      score: 50,
      _version: 2,
    });
    const staleDelete = await app.gql(DELETE_ACTIVITY, {
      id: activity.id,
      v: 1,
    });
    expect(staleDelete.errors?.[0]?.extensions.errorCode).toBe('WORKPLAN_ACTIVITY_STALE');
    expect((await app.gql(DELETE_ACTIVITY, { id: activity.id, v: 2 })).errors).toBeUndefined();
    const again = await app.gql(DELETE_ACTIVITY, { id: activity.id, v: 3 });
    expect(again.errors?.[0]?.extensions.errorCode).toBe('WORKPLAN_ACTIVITY_NOT_FOUND');
    const unknown = await app.gql(`query { workplanSections(workplanId: "not-an-id") { id } }`);
    expect(unknown.errors?.[0]?.extensions.errorCode).toBe('WORKPLAN_NOT_FOUND');
  });

  it('checks the menu permissions on the server', async () => {
    const reader = await app.staffToken(['workplans.read']);
    expect((await app.gql(`{ workplans { id } }`, {}, { token: reader })).errors).toBeUndefined();
    const denied = await app.gql(CREATE_PLAN, { input: { workplanName: 'Plan sin permiso' } }, { token: reader });
    expect(denied.errors?.[0]?.extensions.errorCode).toBe('FORBIDDEN');
    expect((await app.gql(`{ workplans { id } }`, {}, {})).errors?.[0]?.extensions.errorCode).toBe('NOT_AUTHENTICATED');
  });
});
