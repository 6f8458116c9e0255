import { closeSync, mkdirSync, mkdtempSync, openSync, readSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';
import { calculateObjectSize, deserialize } from 'bson';
/** A stored document (query.ts's type, restated: query.ts reaches this module through groupFast.ts). */
type Document = Record<string, unknown>;
import { deserializeOptions, encodeDocument } from './wire';

/**
 * A sort larger than its memory budget spills to disk, as mongod's blocking sort does with
 * `allowDiskUse` (its default since 6.0): documents are gathered up to the budget (their BSON size),
 * sorted, and written as a run to a file under the data directory's `_tmp`; the runs are then merged
 * as the cursor reads, a buffer of each in memory. A sort that fits is sorted in memory as before.
 * The output is stable: equal documents keep the order they came in (runs are consecutive pieces
 * of the input, and ties go to the earlier run).
 */

export interface SpillSettings {
  /** Where the runs are written (the engine's `<dataDir>/_tmp`); created when needed. */
  directory: string;
  /** BSON bytes gathered before a run is written (EMBEDDED_DB_SORT_MB). */
  budgetBytes: number;
}

/** mongod's internalQueryMaxBlockingSortMemoryUsageBytes: 100 MB. */
export const DEFAULT_SORT_MB = 100;

/** What a sort did, for explain and tests. */
export interface SortStats {
  runs: number;
  spilledDocuments: number;
}

const readChunkBytes = 1 << 20;

/** A sorted run being merged: its current document, undefined once read to its end. */
export interface Run {
  current: Document | undefined;
  advance(): void;
}

/** The last run, never written: merged from memory. */
export class MemoryRun implements Run {
  private index = 0;
  current: Document | undefined;

  constructor(private readonly documents: Document[]) {
    this.current = documents[0];
  }

  advance(): void {
    this.index += 1;
    this.current = this.documents[this.index];
  }
}

/** Reads one run's documents back in order, a chunk of the file at a time. */
export class RunReader implements Run {
  private buffer = Buffer.alloc(0);
  private offset = 0;
  private position = 0;
  private finished = false;
  current: Document | undefined;

  constructor(private readonly fd: number) {
    this.advance();
  }

  advance(): void {
    this.current = undefined;
    if (!this.ensure(4)) return;
    const size = this.buffer.readInt32LE(this.offset);
    if (!this.ensure(size)) throw new Error('A sort run on disk ends inside a document');
    this.current = deserialize(this.buffer.subarray(this.offset, this.offset + size), deserializeOptions);
    this.offset += size;
  }

  /** True when `bytes` unread bytes are in the buffer, reading more of the file as needed. */
  private ensure(bytes: number): boolean {
    while (this.buffer.length - this.offset < bytes) {
      if (this.finished) return false;
      const chunk = Buffer.allocUnsafe(Math.max(readChunkBytes, bytes));
      const read = readSync(this.fd, chunk, 0, chunk.length, this.position);
      if (read === 0) {
        this.finished = true;
        continue;
      }
      this.position += read;
      this.buffer = Buffer.concat([this.buffer.subarray(this.offset), chunk.subarray(0, read)]);
      this.offset = 0;
    }
    return true;
  }
}

/** A binary min-heap of run readers ordered by their current document, then by run number. */
export function mergeRuns(readers: Run[], comparator: (a: Document, b: Document) => number): Generator<Document> {
  const heap = readers.map((reader, run) => ({ reader, run })).filter((entry) => entry.reader.current !== undefined);
  const less = (a: (typeof heap)[number], b: (typeof heap)[number]) => {
    const order = comparator(a.reader.current!, b.reader.current!);
    return order < 0 || (order === 0 && a.run < b.run);
  };
  const down = (start: number) => {
    let index = start;
    for (;;) {
      const left = index * 2 + 1;
      const right = left + 1;
      let smallest = index;
      if (left < heap.length && less(heap[left], heap[smallest])) smallest = left;
      if (right < heap.length && less(heap[right], heap[smallest])) smallest = right;
      if (smallest === index) return;
      [heap[index], heap[smallest]] = [heap[smallest], heap[index]];
      index = smallest;
    }
  };
  for (let index = (heap.length >> 1) - 1; index >= 0; index--) down(index);
  return (function* merge() {
    while (heap.length > 0) {
      const top = heap[0];
      yield top.reader.current!;
      top.reader.advance();
      if (top.reader.current === undefined) {
        heap[0] = heap[heap.length - 1];
        heap.pop();
      }
      down(0);
    }
  })();
}

/**
 * The documents in comparator order. Reads the whole input when first asked for a document; the
 * run files are removed when the output is read to its end or closed early (a killed or timed-out
 * cursor returns its iterator).
 */
export function* externalSort(
  documents: Iterable<Document>,
  comparator: (a: Document, b: Document) => number,
  settings: SpillSettings,
  stats: SortStats = { runs: 0, spilledDocuments: 0 },
): Generator<Document> {
  let gathered: Document[] = [];
  let bytes = 0;
  let directory: string | null = null;
  const files: number[] = [];
  try {
    for (const document of documents) {
      gathered.push(document);
      bytes += calculateObjectSize(document, { ignoreUndefined: true });
      if (bytes < settings.budgetBytes) continue;
      if (directory === null) {
        mkdirSync(settings.directory, { recursive: true });
        directory = mkdtempSync(path.join(settings.directory, 'sort-'));
      }
      files.push(writeRun(path.join(directory, `run-${files.length}`), gathered.sort(comparator)));
      stats.runs += 1;
      stats.spilledDocuments += gathered.length;
      gathered = [];
      bytes = 0;
    }
    gathered.sort(comparator);
    if (files.length === 0) {
      yield* gathered;
      return;
    }
    // The last run stays in memory: it is merged as the newest run.
    yield* mergeRuns([...files.map((fd) => new RunReader(fd)), new MemoryRun(gathered)], comparator);
  } finally {
    for (const fd of files) closeSync(fd);
    if (directory !== null) rmSync(directory, { recursive: true, force: true });
  }
}

/** Writes a sorted run, a megabyte at a time, and returns the open file to read it back from. */
export function writeRun(file: string, documents: Iterable<Document>): number {
  const fd = openSync(file, 'w+');
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  let position = 0;
  const flush = () => {
    const chunk = Buffer.concat(pending, pendingBytes);
    writeSync(fd, chunk, 0, chunk.length, position);
    position += chunk.length;
    pending = [];
    pendingBytes = 0;
  };
  for (const document of documents) {
    const encoded = encodeDocument(document);
    pending.push(encoded);
    pendingBytes += encoded.length;
    if (pendingBytes >= readChunkBytes) flush();
  }
  flush();
  return fd;
}

/** Removes the runs a stopped process left behind (called when the engine opens). */
export function clearSpillDirectory(directory: string): void {
  rmSync(directory, { recursive: true, force: true });
}
