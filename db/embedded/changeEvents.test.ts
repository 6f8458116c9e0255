import { Timestamp } from 'bson';
import { describe, expect, it } from 'vitest';
import { buildEvent, fieldsRead } from './changeEvents';
import { runPipeline, type Document } from './query';

describe("the event fields a stream's stages read", () => {
  it.each([
    { stages: [], reads: null },
    { stages: [{ $project: { operationType: 1 } }], reads: ['_id', 'operationType'] },
    // The live screens' stream of a run's steps.
    {
      stages: [{ $match: { operationType: 'insert' } }, { $project: { operationType: 1, 'fullDocument.runId': 1 } }],
      reads: ['_id', 'operationType', 'fullDocument'],
    },
    {
      stages: [{ $match: { 'updateDescription.updatedFields.status': { $exists: true } } }, { $project: { ns: true } }],
      reads: ['_id', 'updateDescription', 'ns'],
    },
    // Whatever could read more builds the whole event.
    { stages: [{ $match: { operationType: 'insert' } }], reads: null },
    { stages: [{ $match: { $or: [{ operationType: 'insert' }] } }, { $project: { operationType: 1 } }], reads: null },
    { stages: [{ $project: { operationType: 1, at: '$clusterTime' } }], reads: null },
    { stages: [{ $addFields: { x: 1 } }, { $project: { x: 1 } }], reads: null },
  ])('$stages', ({ stages, reads }) => {
    const fields = fieldsRead(stages as Document[]);
    expect(fields === null ? null : [...fields]).toEqual(reads);
  });
});

describe('an event built for the fields read', () => {
  const previous = { _id: 7, status: 'sending', lines: [{ sku: 'A', qty: 1 }] };
  const next = { _id: 7, status: 'sent', lines: [{ sku: 'A', qty: 2 }], runId: 'r1' };
  const changes = [
    { op: 'insert', db: 'd', coll: 'c', next },
    { op: 'update', db: 'd', coll: 'c', previous, next },
    { op: 'delete', db: 'd', coll: 'c', previous },
  ];
  const pipelines: Document[][] = [
    [{ $project: { operationType: 1 } }],
    [{ $match: { operationType: 'insert' } }, { $project: { operationType: 1, 'fullDocument.runId': 1 } }],
    [{ $match: { operationType: 'update' } }, { $project: { 'updateDescription.updatedFields': 1 } }],
    [{ $project: { documentKey: 1, ns: 1 } }],
  ];
  const cursor = { fullDocument: 'updateLookup', fullDocumentBeforeChange: 'whenAvailable' };
  const lookup = () => next;

  it.each(pipelines.flatMap((stages) => changes.map((change) => ({ stages, change, op: change.op }))))(
    'is what the whole event gives through $stages ($op)',
    ({ stages, change }) => {
      const logged = { ...change, clusterTime: new Timestamp({ t: 1, i: 1 }), wallTime: new Date(0) };
      const token = { _data: '82' };
      const whole = runPipeline([buildEvent(logged, token, { ...cursor, reads: null }, lookup)], stages, () => []);
      const built = buildEvent(logged, token, { ...cursor, reads: fieldsRead(stages) }, lookup);
      expect(runPipeline([built], stages, () => [])).toEqual(whole);
      // And it did not build the documents the stages do not read.
      if (!fieldsRead(stages)?.has('fullDocument')) expect(built.fullDocument).toBeUndefined();
    },
  );
});
