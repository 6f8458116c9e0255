import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import mongoose, { type Types } from 'mongoose';
import { startTestDatabase, type TestDatabase } from '../testing';
import { RemoteCommandModel } from '../models/remoteCommands/remoteCommand';
import { ChangeHistoryEntryModel } from '../models/history/changeHistoryEntry';
import { CHANGE_HISTORY_COLLECTION } from '../../domain/history/tracked';
import { withActor } from './actor';
import { canCarryHistory, flushPendingHistory, PENDING_FIELD } from './pending';

let database: TestDatabase;
const staff = { kind: 'staff' as const, id: 'a1', name: 'admin' };

beforeAll(async () => {
  database = await startTestDatabase();
  await Promise.all([RemoteCommandModel.init(), ChangeHistoryEntryModel.init()]);
}, 60_000);

afterAll(async () => {
  await database?.close();
});

/** The record and the change history as stored, through the driver (no model hook moves anything). */
const raw = (id: Types.ObjectId) => RemoteCommandModel.collection.findOne({ _id: id });
const storedEntries = (id: Types.ObjectId) =>
  mongoose.connection.collection(CHANGE_HISTORY_COLLECTION).find({ recordId: id.toHexString() }).sort({ at: 1, _id: 1 }).toArray();

async function command(name: string) {
  return withActor(staff, async () => await RemoteCommandModel.create({ remoteCommandName: name, command: '{}', enable: true }));
}

describe('an update that carries its own history entry', () => {
  it('tells which updates can carry it: $set and $unset of top-level fields, bookkeeping counters', () => {
    const cases: [unknown, boolean][] = [
      [{ $set: { enable: false, updatedAt: new Date() }, $inc: { _version: 1 }, $setOnInsert: { createdAt: new Date() } }, true],
      [{ $unset: { remoteCommandDescription: 1 } }, true],
      [{ $set: { 'options.x': 1 } }, false],
      [{ $inc: { count: 1 } }, false],
      [{ $push: { tags: 'a' } }, false],
      [[{ $set: { a: 1 } }], false],
      [{ $set: { _id: 1 } }, false],
    ];
    for (const [update, expected] of cases) expect(canCarryHistory(update), JSON.stringify(update)).toBe(expected);
  });

  it('writes the entry on the record in the same write, hides it from reads, and moves it once', async () => {
    const created = await command('pending1');
    await withActor(staff, async () => await RemoteCommandModel.updateOne({ _id: created._id }, { $set: { enable: false, remoteCommandDescription: 'Uno' } }));
    const carrying = await raw(created._id);
    expect(carrying![PENDING_FIELD]).toHaveLength(1);
    expect(carrying![PENDING_FIELD][0]).toMatchObject({ actor: staff, before: { enable: true, remoteCommandDescription: '' } });
    expect(await RemoteCommandModel.findById(created._id).lean()).not.toHaveProperty(PENDING_FIELD);

    // A move that stopped after its insert: the entry is there; the next move inserts it once and clears the record.
    const item = carrying![PENDING_FIELD][0] as { _id: Types.ObjectId };
    await flushPendingHistory();
    await flushPendingHistory();
    const entries = await storedEntries(created._id);
    expect(entries.map((entry) => entry.operation)).toEqual(['create', 'update']);
    expect(entries[1]).toMatchObject({ _id: item._id, actor: staff, area: 'remote-commands', recordType: 'RemoteCommand' });
    expect(entries[1]!.changes).toEqual([
      { field: 'enable', before: true, after: false },
      { field: 'remoteCommandDescription', before: '', after: 'Uno' },
    ]);
    expect((await raw(created._id))?.[PENDING_FIELD] ?? []).toEqual([]);
  });

  it('inserts an entry once when a move is repeated after it inserted but before it cleared the record', async () => {
    const created = await command('pending2');
    await withActor(staff, async () => await RemoteCommandModel.updateOne({ _id: created._id }, { $set: { enable: false } }));
    const item = (await raw(created._id))![PENDING_FIELD][0] as { _id: Types.ObjectId; at: number };
    await mongoose.connection.collection(CHANGE_HISTORY_COLLECTION).insertOne({
      _id: item._id,
      at: item.at,
      recordedAt: new Date(item.at),
      actor: staff,
      area: 'remote-commands',
      recordType: 'RemoteCommand',
      recordId: created._id.toHexString(),
      operation: 'update',
      changes: [],
    });
    await flushPendingHistory();
    expect((await storedEntries(created._id)).filter((entry) => String(entry._id) === String(item._id))).toHaveLength(1);
    expect((await raw(created._id))?.[PENDING_FIELD] ?? []).toEqual([]);
  });

  it('shows every earlier write to a read of the history, and keeps the pending entries of a record deleted before they moved', async () => {
    const created = await command('pending3');
    await withActor(staff, async () => await RemoteCommandModel.updateOne({ _id: created._id }, { $set: { remoteCommandDescription: 'Antes de borrar' } }));
    await withActor(staff, async () => await RemoteCommandModel.deleteOne({ _id: created._id }));
    const entries = await ChangeHistoryEntryModel.find({ recordId: created._id.toHexString() }).sort({ at: 1, _id: 1 }).lean();
    expect(entries.map((entry) => entry.operation)).toEqual(['create', 'update', 'delete']);
    expect(entries[1]!.changes).toEqual([{ field: 'remoteCommandDescription', before: '', after: 'Antes de borrar' }]);
  });

  it('leaves neither the change nor an entry when the write is refused', async () => {
    await command('pending4');
    const other = await command('pending5');
    await expect(
      withActor(staff, async () => await RemoteCommandModel.updateOne({ _id: other._id }, { $set: { remoteCommandName: 'pending4' } })),
    ).rejects.toThrow();
    expect(await raw(other._id)).not.toHaveProperty(PENDING_FIELD);
    expect((await ChangeHistoryEntryModel.find({ recordId: other._id.toHexString() }).lean()).map((entry) => entry.operation)).toEqual(['create']);
  });
});
