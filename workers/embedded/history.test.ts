import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestDatabase, type TestDatabase } from '../../db/testing';
import { RemoteCommandModel } from '../../db/models/remoteCommands/remoteCommand';
import { ChangeHistoryEntryModel } from '../../db/models/history/changeHistoryEntry';
import { withActor } from '../../db/history/actor';
import { defineProcess } from '../../workflows/context';
import { createMemoryWorkflowStore } from './memoryStore';
import { TestClock } from './clock';
import { EmbeddedWorkflowRuntime } from './runtime';

/** Issue 22: a workflow's writes are recorded as the process and its run, whoever started it. */
interface CommandActivities {
  describeCommand(name: string, description: string): Promise<void>;
}

const describeLater = defineProcess<{ name: string }, void>('describeCommandLater', async (ctx, input) => {
  const activities = ctx.activities<CommandActivities>({ startToCloseTimeoutMs: 5_000, retry: { maximumAttempts: 1 } });
  await activities.describeCommand(input.name, 'Descrito por el proceso');
});

let database: TestDatabase;
beforeAll(async () => {
  database = await startTestDatabase();
  await RemoteCommandModel.init();
}, 60_000);
afterAll(async () => {
  await database?.close();
});

describe('workflow writes in the change history', () => {
  it('names the workflow type and the run, not the staff member who started it', async () => {
    const created = await RemoteCommandModel.create({ remoteCommandName: 'wf-cmd', command: '{}' });
    const runtime = new EmbeddedWorkflowRuntime({
      store: createMemoryWorkflowStore(),
      clock: new TestClock(),
      activities: {
        describeCommand: async (name: string, description: string) => {
          await RemoteCommandModel.updateOne({ remoteCommandName: name }, { $set: { remoteCommandDescription: description } });
        },
      },
      processes: { describeCommandLater: describeLater },
      shutdownGraceMs: 1000,
      activitySettleMs: 20,
    });
    await runtime.open();
    try {
      const { workflowId, runId } = await withActor({ kind: 'staff', id: 'a1', name: 'admin' }, () =>
        runtime.start('describeCommandLater', { name: 'wf-cmd' }),
      );
      await runtime.result(workflowId);
      const entries = await ChangeHistoryEntryModel.find({ recordId: created._id.toHexString(), operation: 'update' }).lean();
      expect(entries).toHaveLength(1);
      expect(entries[0]!.actor).toEqual({ kind: 'workflow', id: 'describeCommandLater', name: 'describeCommandLater', runId });
      expect(entries[0]!.changes).toEqual([{ field: 'remoteCommandDescription', before: '', after: 'Descrito por el proceso' }]);
    } finally {
      await runtime.close();
    }
  });
});
