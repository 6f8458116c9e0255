import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import mongoose from 'mongoose';
import { startTestDatabase, type TestDatabase } from '../testing';
import { CustomerTypeModel } from '../models/customers/customerType';
import { RemoteCommandModel } from '../models/remoteCommands/remoteCommand';
import { StoreTokenModel } from '../models/remoteCommands/storeToken';
import { ChangeHistoryEntryModel } from '../models/history/changeHistoryEntry';
import { withActor, workflowActor } from './actor';
import { REDACTED } from '../../domain/history/tracked';

let database: TestDatabase;
const staff = { kind: 'staff' as const, id: 'a1', name: 'admin' };

beforeAll(async () => {
  database = await startTestDatabase();
  await Promise.all([CustomerTypeModel.init(), RemoteCommandModel.init(), StoreTokenModel.init(), ChangeHistoryEntryModel.init()]);
}, 60_000);

afterAll(async () => {
  await database?.close();
});

const entriesOf = (recordType: string, recordId?: string) =>
  ChangeHistoryEntryModel.find({ recordType, ...(recordId ? { recordId } : {}) })
    .sort({ at: 1, _id: 1 })
    .lean();

describe('the history plugin', () => {
  it('records create, update (dotted fields, before and after) and delete with the actor', async () => {
    const created = await withActor(staff, async () => await RemoteCommandModel.create({ remoteCommandName: 'ping1', command: '{"oper":"ping","data":{}}' }));
    const id = created._id.toHexString();
    await withActor(staff, async () => await RemoteCommandModel.updateOne({ _id: created._id }, { $set: { remoteCommandDescription: 'Ping', enable: false } }));
    await withActor(
      workflowActor('auditCustomer', 'run-1'),
      async () => await RemoteCommandModel.findOneAndUpdate({ _id: created._id }, { $set: { remoteCommandDescription: 'Ping 2' } }),
    );
    await withActor(staff, async () => await RemoteCommandModel.deleteOne({ _id: created._id }));
    const entries = await entriesOf('RemoteCommand', id);
    expect(entries.map((entry) => entry.operation)).toEqual(['create', 'update', 'update', 'delete']);
    expect(entries[0]!.actor).toMatchObject(staff);
    expect(entries[0]!.area).toBe('remote-commands');
    expect(entries[1]!.changes).toEqual([
      { field: 'enable', before: true, after: false },
      { field: 'remoteCommandDescription', before: '', after: 'Ping' },
    ]);
    expect(entries[2]!.actor).toMatchObject({ kind: 'workflow', id: 'auditCustomer', runId: 'run-1' });
    expect(entries[3]!.changes.find((change) => change.field === 'remoteCommandName')).toEqual({ field: 'remoteCommandName', before: 'ping1', after: null });
  });

  it('answers updateOne as the driver does when the history reads the record before with the write', async () => {
    const created = await RemoteCommandModel.create({ remoteCommandName: 'fast1', command: '{}', enable: true });
    const count = () => ChangeHistoryEntryModel.countDocuments({ recordType: 'RemoteCommand', recordId: created._id.toHexString() });
    const first = await count();
    const changed = await withActor(staff, async () => await RemoteCommandModel.updateOne({ _id: created._id }, { $set: { enable: false } }));
    expect(changed).toMatchObject({ acknowledged: true, matchedCount: 1, modifiedCount: 1, upsertedCount: 0 });
    const same = await withActor(staff, async () => await RemoteCommandModel.updateOne({ _id: created._id }, { $set: { enable: false } }));
    // Nothing a person changed, but the bookkeeping (_version, _lastChangedAt, updatedAt) moves: modified, as MongoDB answers; no entry.
    expect(same).toMatchObject({ matchedCount: 1, modifiedCount: 1 });
    const none = await withActor(staff, async () => await RemoteCommandModel.updateOne({ remoteCommandName: 'nobody' }, { $set: { enable: false } }));
    expect(none).toMatchObject({ matchedCount: 0, modifiedCount: 0 });
    // An update the history cannot apply itself ($max) still reads before and after.
    await withActor(
      staff,
      async () => await RemoteCommandModel.updateOne({ _id: created._id }, { $set: { enable: true }, $max: { remoteCommandDescription: 'x' } }),
    );
    expect(await count()).toBe(first + 2);
    const stored = await RemoteCommandModel.findById(created._id).lean();
    expect(stored).toMatchObject({ enable: true, remoteCommandDescription: 'x' });
    const last = await ChangeHistoryEntryModel.findOne({ recordType: 'RemoteCommand', recordId: created._id.toHexString() }).sort({ at: -1, _id: -1 }).lean();
    expect(last!.changes).toEqual([
      { field: 'enable', before: false, after: true },
      { field: 'remoteCommandDescription', before: '', after: 'x' },
    ]);
  });

  it('records one entry per changed record of an updateMany, none for unchanged ones', async () => {
    const [one, two] = await RemoteCommandModel.insertMany([
      { remoteCommandName: 'many1', command: '{}', enable: true },
      { remoteCommandName: 'many2', command: '{}', enable: false },
    ]);
    await withActor(staff, async () => await RemoteCommandModel.updateMany({ remoteCommandName: /^many/ }, { $set: { enable: false } }));
    const updates = await ChangeHistoryEntryModel.find({
      recordType: 'RemoteCommand',
      operation: 'update',
      recordId: { $in: [one!._id.toHexString(), two!._id.toHexString()] },
    }).lean();
    expect(updates.map((entry) => [entry.recordId, entry.changes])).toEqual([[one!._id.toHexString(), [{ field: 'enable', before: true, after: false }]]]);
    // insertMany records the creations (actor: the system, outside any request).
    expect(await ChangeHistoryEntryModel.countDocuments({ recordId: two!._id.toHexString(), operation: 'create', 'actor.kind': 'system' })).toBe(1);
  });

  it('leaves no entry when the write is refused (validation, duplicate key)', async () => {
    const before = await ChangeHistoryEntryModel.countDocuments();
    await expect(withActor(staff, async () => await RemoteCommandModel.create({ command: '{}' }))).rejects.toThrow();
    await expect(withActor(staff, async () => await RemoteCommandModel.create({ remoteCommandName: 'many1', command: '{}' }))).rejects.toThrow();
    expect(await ChangeHistoryEntryModel.countDocuments()).toBe(before);
  });

  it('never writes a secret: the field shows as changed, its value as [redacted]', async () => {
    await withActor(
      staff,
      async () =>
        await StoreTokenModel.create({ warehouseId: 'CO101', tokenId: 't1', secretHash: '$argon2id$supersecret', label: 'x' } as never).catch(() => null),
    );
    const all = JSON.stringify(await ChangeHistoryEntryModel.find({ recordType: 'StoreToken' }).lean());
    expect(all).not.toContain('supersecret');
    if (all !== '[]') expect(all).toContain(REDACTED);
  });

  it("records nothing for bookkeeping a point-of-sale poll writes (a token's lastUsedAt), but a label change beside it", async () => {
    const token = await withActor(
      staff,
      async () => await StoreTokenModel.create({ warehouseId: 'CO102', tokenId: 't-poll', secretHash: '$argon2id$x', label: 'caja 1' } as never),
    );
    const count = () => ChangeHistoryEntryModel.countDocuments({ recordType: 'StoreToken', recordId: token._id.toHexString() });
    const created = await count();
    for (let poll = 0; poll < 3; poll += 1) await StoreTokenModel.updateOne({ tokenId: 't-poll' }, { $set: { lastUsedAt: new Date(Date.now() + poll) } });
    expect(await count()).toBe(created);
    await withActor(staff, async () => await StoreTokenModel.updateOne({ tokenId: 't-poll' }, { $set: { label: 'caja 2', lastUsedAt: new Date() } }));
    const last = await ChangeHistoryEntryModel.findOne({ recordType: 'StoreToken', recordId: token._id.toHexString() }).sort({ at: -1, _id: -1 }).lean();
    expect(await count()).toBe(created + 1);
    expect(last!.changes.map((change) => change.field)).toEqual(['label']);
  });

  it('refuses to edit or delete an entry', async () => {
    const entry = await ChangeHistoryEntryModel.findOne().lean();
    await expect(ChangeHistoryEntryModel.updateOne({ _id: entry!._id }, { $set: { recordId: 'x' } })).rejects.toThrow(/cannot be edited/);
    await expect(ChangeHistoryEntryModel.deleteMany({})).rejects.toThrow(/cannot be edited/);
    await expect(ChangeHistoryEntryModel.findOneAndDelete({ _id: entry!._id })).rejects.toThrow(/cannot be edited/);
    const doc = await ChangeHistoryEntryModel.findById(entry!._id);
    doc!.recordId = 'changed';
    await expect(doc!.save()).rejects.toThrow(/cannot be edited/);
    expect(await ChangeHistoryEntryModel.countDocuments({ _id: entry!._id, recordId: entry!.recordId })).toBe(1);
  });

  it('commits the record and its entry in one transaction', async () => {
    expect(mongoose.get('transactionAsyncLocalStorage')).toBe(true);
  });
});
