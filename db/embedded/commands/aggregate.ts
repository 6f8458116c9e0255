import { ObjectId } from 'bson';
import * as pipelineOperators from 'mingo/operators/pipeline';
import { CommandError } from '../errors';
import { geoNearStage } from '../geoNear';
import { fastGroup, groupInputFields } from '../groupFast';
import type { SpillSettings } from '../externalSort';
import { textScoreField, textScores } from '../text';
import { runPipeline, type Document } from '../query';
import { copyDocument } from '../updates';
import { collectionName, requireArray, type CommandHandler } from './context';
import { isPlainObject } from '../values';
import { mergeInto } from './merge';
import { commandCollation, openCursorReply } from './crud';

/**
 * aggregate: a leading $match uses the query planner (so countDocuments and filtered pipelines
 * read an index), the rest runs in mingo on copies of the stored documents. $out writes its
 * result into a collection within the same durable transaction; $merge is not offered.
 */

const unsupportedStages = new Set(['$search', '$listSearchIndexes', '$currentOp', '$collStats', '$indexStats', '$listSessions', '$planCutShortRange']);

/** Stage names MongoDB knows; any other name is error 40324, as on mongod. */
const knownStages = new Set([...Object.keys(pipelineOperators), '$out', '$sort', '$count', '$group', '$geoNear', '$changeStream', '$merge']);

function readPipeline(command: Document): Document[] {
  const pipeline = requireArray(command, 'pipeline', 'aggregate');
  pipeline.forEach((stage, i) => {
    if (!isPlainObject(stage) || Object.keys(stage).length !== 1) {
      throw new CommandError('FailedToParse', 'A pipeline stage specification object must contain exactly one field.');
    }
    const name = Object.keys(stage)[0];
    if (unsupportedStages.has(name)) throw new CommandError('IllegalOperation', `${name} is not supported by the embedded document server`);
    if (!knownStages.has(name)) throw new CommandError('Location40324', `Unrecognized pipeline stage name: '${name}'`);
    if (name === '$geoNear' && i !== 0) throw new CommandError('Location40603', '$geoNear was not the first stage in the pipeline.');
    if (name === '$out' && i !== pipeline.length - 1) throw new CommandError('FailedToParse', '$out can only be the final stage in the pipeline');
    if (name === '$merge' && i !== pipeline.length - 1) throw new CommandError('Location40601', '$merge can only be the final stage in the pipeline');
  });
  return pipeline as Document[];
}

/**
 * The driver's countDocuments is `$match`, optional `$skip`/`$limit`, then
 * `$group: { _id: 1, n: { $sum: 1 } }`: counted directly instead of grouping every document.
 */
function countOnly(input: Document[] | (() => number), stages: Document[]): Document[] | null {
  let skip = 0;
  let limit = Infinity;
  for (const stage of stages.slice(0, -1)) {
    if (typeof stage.$skip === 'number' && stage.$skip >= 0 && limit === Infinity) skip += stage.$skip;
    else if (typeof stage.$limit === 'number' && stage.$limit > 0) limit = Math.min(limit, stage.$limit);
    else return null;
  }
  const group = stages[stages.length - 1]?.$group;
  if (!isPlainObject(group) || Object.keys(group).length !== 2) return null;
  const { _id: key, ...accumulators } = group;
  const [name, accumulator] = Object.entries(accumulators)[0] ?? [];
  const literalKey = key === null || typeof key === 'number' || typeof key === 'boolean';
  if (!literalKey || !name || !isPlainObject(accumulator) || Object.keys(accumulator).length !== 1 || accumulator.$sum !== 1) return null;
  const total = typeof input === 'function' ? input() : input.length;
  const count = Math.min(Math.max(total - skip, 0), limit);
  return count > 0 ? [{ _id: key, [name]: count }] : [];
}

/**
 * A `$group` right after the collection (or its `$match`) that groupFast.ts can compute: the
 * documents stream through it from LMDB, so only the groups are held, never the whole input.
 */
function streamGroup(stage: Document | undefined, documents: () => Iterable<Document>, collated: boolean, spill: SpillSettings | undefined): Document[] | null {
  if (collated || !stage || !isPlainObject(stage.$group)) return null;
  return fastGroup(documents(), stage.$group as Document, spill);
}

export const aggregate: CommandHandler = (command, context) => {
  const pipeline = readPipeline(command);
  // watch(): a change stream cursor (changeStreams.ts).
  if (pipeline[0] && '$changeStream' in pipeline[0]) return context.engine.changeStreams.open(command, context.db, pipeline);
  const onCollection = command.aggregate !== 1;
  const name = onCollection ? collectionName(command, 'aggregate') : undefined;
  const collection = name ? context.engine.getCollection(context.db, name) : undefined;

  const collation = commandCollation(collection, command.collation);
  // Groups past the memory budget spill to disk unless the command says allowDiskUse: false.
  const spill = command.allowDiskUse === false ? undefined : context.engine.spill;
  let stages = pipeline;
  let input: Document[] = [];
  if (collection) {
    const first = stages[0];
    if (first && '$geoNear' in first) {
      // $geoNear: nearest first, with the distance in its distanceField (geo.ts).
      const source = {
        namespace: collection.namespace,
        geoPaths: () => collection.geoPaths(),
        find: (filter?: Document) => collection.find(filter, undefined, Infinity, collation),
      };
      input = geoNearStage(source, first.$geoNear, copyDocument);
      stages = stages.slice(1);
    } else if (first && isPlainObject(first.$match)) {
      // countDocuments: counted from the index when its bounds are the whole filter.
      const counted = stages.length > 1 ? countOnly(() => collection.count(first.$match as Document, command.hint, collation), stages.slice(1)) : null;
      if (counted) return openCursorReply(context, `${context.db}.${name}`, counted, command, 'aggregate');
      // The group's input read as the fields it needs, not whole documents.
      const groupFields = isPlainObject(stages[1]?.$group) ? groupInputFields(stages[1].$group as Document) : null;
      const grouped =
        '$text' in first.$match
          ? null
          : streamGroup(stages[1], () => collection.matches(first.$match as Document, command.hint, collation, groupFields), collation !== null, spill);
      if (grouped) {
        input = grouped;
        stages = stages.slice(2);
      } else {
        input = collection.find(first.$match, command.hint, Infinity, collation);
        // $text: each match carries its score through the stages ({ $meta: "textScore" }), removed from the results.
        if ('$text' in first.$match) input = input.map((document) => ({ ...document, [textScoreField]: textScores.get(document) }));
        stages = stages.slice(1);
      }
    } else {
      // The group's input read as the fields it needs, where they lie in LMDB.
      const groupFields = first && isPlainObject(first.$group) ? groupInputFields(first.$group as Document) : null;
      const grouped = streamGroup(first, () => (groupFields ? collection.scanFields(groupFields) : collection.scan()), collation !== null, spill);
      input = grouped ?? Array.from(collection.scan());
      if (grouped) stages = stages.slice(1);
    }
  }
  if (!collection && stages[0] && '$geoNear' in stages[0]) {
    input = geoNearStage(undefined, stages[0].$geoNear, copyDocument);
    stages = stages.slice(1);
  }
  const last = stages[stages.length - 1];
  const out = last && '$out' in last ? last.$out : undefined;
  const merge = last && '$merge' in last ? last.$merge : undefined;
  if (out !== undefined || merge !== undefined) stages = stages.slice(0, -1);

  const resolver = (foreign: string): Document[] => Array.from(context.engine.getCollection(context.db, foreign)?.scan() ?? [], copyDocument);
  let results = countOnly(input, stages) ?? (stages.length > 0 ? runPipeline(input, stages, resolver, collation) : input);
  if (results.some((document) => textScoreField in document)) {
    results = results.map((document) => {
      if (!(textScoreField in document)) return document;
      const { [textScoreField]: _score, ...rest } = document;
      return rest;
    });
  }

  if (merge !== undefined) {
    mergeInto(context, merge, results);
    return openCursorReply(context, `${context.db}.${name ?? '$cmd.aggregate'}`, [], command, 'aggregate');
  }
  if (out !== undefined) {
    const target = typeof out === 'string' ? out : isPlainObject(out) && typeof out.coll === 'string' ? out.coll : undefined;
    if (!target) throw new CommandError('FailedToParse', '$out requires a collection name');
    const targetDb = isPlainObject(out) && typeof out.db === 'string' ? out.db : context.db;
    context.engine.write((tx) => {
      const destination = context.engine.ensureCollection(targetDb, target, tx);
      for (const document of Array.from(destination.scan())) destination.remove(document, tx);
      for (const document of results) {
        const stored = document._id === undefined ? { _id: new ObjectId(), ...document } : document;
        destination.insert(copyDocument(stored), tx);
      }
    });
    return openCursorReply(context, `${context.db}.${name ?? '$cmd.aggregate'}`, [], command, 'aggregate');
  }
  return openCursorReply(context, `${context.db}.${name ?? '$cmd.aggregate'}`, results, command, 'aggregate');
};
