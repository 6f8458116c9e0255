// `npm run cli -- <command>`: runs the compiled CLI (dist/cli.js), building it first when it is
// missing or older than its sources (a fresh clone, a pull, an edit), so the command always runs
// today's code and answers without compiling TypeScript each time.
import { isFresh } from './fresh.mjs';

if (!isFresh('cli')) {
  process.stderr.write('Building the CLI (dist/cli.js)...\n');
  const { build } = await import('./build.mjs');
  await build(['cli']);
}
await import('../dist/cli.js');
