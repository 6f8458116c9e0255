import v8 from 'node:v8';

/**
 * How far V8 lets a server process's heap grow past what survived its last full collection: the
 * next full collection comes at 1.5 times that. By its own measure V8 grows it up to four times
 * under a steady stream of short-lived objects, such as a long partner transmission's batches: a
 * million sales rows took `npm start`'s shape to 420 MB with 62 MB live, 240 MB with this bound, at
 * the same time per batch (docs/xadis.md).
 */
export const HEAP_GROWING_PERCENT = 50;

/** Sets the bound at a server process's start; an operator's own --heap-growing-percent (node's arguments or NODE_OPTIONS) stays. */
export function boundHeapGrowth(): void {
  const given = [...process.execArgv, process.env.NODE_OPTIONS ?? ''].some((argument) => argument.includes('heap-growing-percent'));
  if (!given) v8.setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
}

/**
 * glibc's malloc arenas a server process may use (MALLOC_ARENA_MAX, read by the C library when the process starts, so it
 * is set where the process is started: `npm start`'s script and the image's environment; an operator's own value stays).
 * By default glibc opens up to eight arenas a core, one per thread that allocates (libuv's thread pool, V8's workers,
 * the embedded database's threads), and each keeps its own free memory. bench:partner's worker at 30 ms peaked at 142 to
 * 159 MB with two (five runs) and 150 to 164 MB without (three), at the same time and CPU per batch (docs/xadis.md).
 */
export const MALLOC_ARENAS = 2;

/**
 * The young generation's half (V8's semi-space) of a server process, in MiB: `--max-semi-space-size`, which V8 reads only
 * as the process starts (node's arguments or NODE_OPTIONS; `v8.setFlagsFromString` no longer changes it), so it is set
 * where the process is started, as the arenas are: `npm start`'s script puts it first in NODE_OPTIONS (an operator's own
 * value, later in NODE_OPTIONS, wins) and the image's environment sets NODE_OPTIONS. By default V8 lets each half grow to
 * 16 MiB under a stream of short-lived objects (a transmission's batches), 32 MiB resident for the young generation
 * alone. bench:partner, alternated three times in both shapes with the partner at loopback and at 30 ms: peaks of 122 to
 * 157 MB (worker) and 155 to 174 MB (together) with 4 MiB against 143 to 157 and 175 to 197 MB with V8's default, the same
 * own work and CPU per batch within the runs' spread (docs/xadis.md).
 */
export const SEMI_SPACE_MB = 4;

/** The NODE_OPTIONS a server process starts with: the semi-space bound first, then whatever the operator gave. */
export function serverNodeOptions(given: string | undefined): string {
  return `--max-semi-space-size=${SEMI_SPACE_MB}${given ? ` ${given}` : ''}`;
}
