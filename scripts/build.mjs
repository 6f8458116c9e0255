// The production build of the server side: each process's entry bundled by esbuild into one ESM
// file under dist/ (our code compiled and bundled, Node 20 target, sourcemaps), plus the Temporal
// workflow code bundled ahead of time. `npm run build` runs it after the dashboard's Vite build;
// the Dockerfile's runtime stage and `npm start` run `node` on these files.
//
//   node scripts/build.mjs             every entry and the workflow bundle
//   node scripts/build.mjs start cli   only the named ones (`npm start` and the CLI use this)
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import { distDir, metaFile, rootDir } from './fresh.mjs';

/**
 * Every process the product runs, by output name: dist/<name>.js is built from the source
 * (scripts/build-entries.json, which the Dockerfile and compose tests read too): `start` is
 * `npm start` (the whole product embedded), `api` the deployment's API and dashboard, `worker`
 * the Temporal worker, then the ERP agent, the partner simulator and the CLI.
 */
export const entries = JSON.parse(readFileSync(new URL('./build-entries.json', import.meta.url), 'utf8'));

/** The Temporal workflows, bundled by Temporal's own bundler (dist/workflows.js) for the worker. */
export const workflowsEntry = 'workflows/temporal/index.ts';
export const targets = [...Object.keys(entries), 'workflows'];

/**
 * Server processes keep node_modules as imports (the runtime image installs the production
 * dependencies). The CLI bundles its dependencies too: loading ink, React and zod from one file
 * instead of hundreds of modules is what makes a command answer in a fraction of a second.
 */
const selfContained = new Set(['cli']);

/**
 * Every bundle sits directly in dist/, so the repository root is one level up from each of them.
 * The banner gives each bundle that root; the plugin below rewrites a source file's
 * import.meta.url and import.meta.dirname to the file's own place under it, so paths written
 * relative to a source file (the built dashboard) still resolve.
 */
const banner = [
  "import { fileURLToPath as __prometheusFileURLToPath } from 'node:url';",
  "const __prometheusRoot = new URL('../', import.meta.url);",
  "const __prometheusWorkflowBundle = __prometheusFileURLToPath(new URL('./workflows.js', import.meta.url));",
].join('\n');
// CommonJS packages bundled into an ES module (the CLI's) call require for Node's built-ins.
const requireBanner = "import { createRequire as __prometheusCreateRequire } from 'node:module';\nconst require = __prometheusCreateRequire(import.meta.url);";

const sourceLocation = {
  name: 'source-location',
  setup(build) {
    build.onLoad({ filter: /\.[cm]?tsx?$/ }, (args) => {
      if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      const source = readFileSync(args.path, 'utf8');
      if (!source.includes('import.meta.url') && !source.includes('import.meta.dirname')) return undefined;
      const relative = path.relative(rootDir, args.path).split(path.sep).join('/');
      const fileUrl = `new URL(${JSON.stringify(relative)}, __prometheusRoot)`;
      const contents = source
        .replaceAll('import.meta.url', `${fileUrl}.href`)
        .replaceAll('import.meta.dirname', `__prometheusFileURLToPath(new URL('.', ${fileUrl}))`);
      return { contents, loader: args.path.endsWith('x') ? 'tsx' : 'ts' };
    });
  },
};

/** Ink loads React's developer tools only when DEV=true; the CLI bundle leaves them out. */
const noDevtools = {
  name: 'no-devtools',
  setup(build) {
    build.onResolve({ filter: /^react-devtools-core$/ }, (args) => ({ path: args.path, namespace: 'no-devtools' }));
    build.onLoad({ filter: /.*/, namespace: 'no-devtools' }, () => ({ contents: 'export default { initialize() {}, connectToDevTools() {} };' }));
  },
};

/** Writes a file through a temporary name, so a process starting meanwhile never reads half of it. */
function writeAtomically(file, contents) {
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, contents);
  renameSync(temporary, file);
}

async function buildEntry(name) {
  const contained = selfContained.has(name);
  const result = await esbuild.build({
    absWorkingDir: rootDir,
    entryPoints: { [name]: entries[name] },
    outdir: distDir,
    write: false,
    bundle: true,
    // What a process imports only on some paths (the embedded database server when MONGODB_URI is
    // set) goes to a chunk beside the bundle, so its packages are not loaded at every start.
    splitting: !contained,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: contained ? undefined : 'external',
    sourcemap: true,
    metafile: true,
    logLevel: 'warning',
    banner: { js: contained ? `${banner}\n${requireBanner}` : banner },
    define: {
      'process.env.PROMETHEUS_WORKFLOW_BUNDLE': '__prometheusWorkflowBundle',
      ...(contained ? { 'process.env.NODE_ENV': '"production"' } : {}),
    },
    plugins: contained ? [sourceLocation, noDevtools] : [sourceLocation],
  });
  // The maps and the chunks first: the bundle's mtime is what says the build is complete and fresh.
  const bundle = path.join(distDir, `${name}.js`);
  const rank = (file) => (file.path === bundle ? 2 : file.path.endsWith('.js') ? 1 : 0);
  for (const file of [...result.outputFiles].sort((a, b) => rank(a) - rank(b))) {
    writeAtomically(file.path, file.contents);
  }
  // Its inputs are those of the bundle and of its chunks.
  const inputs = new Set(Object.values(result.metafile.outputs).flatMap((info) => Object.keys(info.inputs)));
  writeAtomically(metaFile(name), `${JSON.stringify({ entry: entries[name], inputs: [...inputs] }, null, 1)}\n`);
}

async function buildWorkflows() {
  // Temporal's bundler (webpack) is what a worker would otherwise run at every start.
  const { bundleWorkflowCode, DefaultLogger } = await import('@temporalio/worker');
  const { code } = await bundleWorkflowCode({ workflowsPath: path.join(rootDir, workflowsEntry), logger: new DefaultLogger('WARN') });
  writeAtomically(path.join(distDir, 'workflows.js'), code);
}

/** Builds the named targets (all by default). */
export async function build(names = targets) {
  const unknown = names.filter((name) => !targets.includes(name));
  if (unknown.length > 0) throw new Error(`Unknown build targets: ${unknown.join(', ')} (known: ${targets.join(', ')})`);
  mkdirSync(distDir, { recursive: true });
  await Promise.all(names.filter((name) => name !== 'workflows').map(buildEntry));
  if (names.includes('workflows')) await buildWorkflows();
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const started = performance.now();
  const names = process.argv.slice(2);
  const chosen = names.length > 0 ? names : targets;
  try {
    await build(chosen);
    console.log(`Built ${chosen.map((name) => `dist/${name}.js`).join(', ')} in ${Math.round(performance.now() - started)} ms`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}
