import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import * as esbuild from 'esbuild';

/**
 * A benchmark's process as the product runs its own: one esbuild bundle of the source (packages
 * stay imports from node_modules, split as scripts/build.mjs splits dist/), run by plain node; the
 * node arguments that start it. BENCH_TSX=1 runs the source under tsx instead (whose transform keeps
 * every function's name with a call per closure made: slower than what `npm start` runs).
 */
export async function bundled(name: string, source: string): Promise<string[]> {
  if (process.env.BENCH_TSX) return ['--import', 'tsx', source];
  const outdir = path.join(import.meta.dirname, '..', 'node_modules', '.cache', 'bench-bundles', name);
  rmSync(outdir, { recursive: true, force: true });
  await esbuild.build({
    entryPoints: { [name]: source },
    outdir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    splitting: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    logLevel: 'warning',
  });
  return [path.join(outdir, `${name}.mjs`)];
}

/**
 * Runs a benchmark's own script as a bundle (`bundled`), its output this process's, and exits with
 * its code: `tsx bench/bundled.ts bench/embeddedDb/run.ts` measures the code as `npm start` runs it.
 */
async function main(): Promise<void> {
  const source = process.argv[2];
  if (!source) throw new Error('usage: tsx bench/bundled.ts <bench script>');
  const name = path.basename(path.dirname(path.resolve(source)));
  const command = await bundled(name, path.resolve(source));
  const child = spawn(process.execPath, [...command, ...process.argv.slice(3)], { stdio: 'inherit' });
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
