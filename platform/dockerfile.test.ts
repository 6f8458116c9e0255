import { existsSync, readFileSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const entries = JSON.parse(readFileSync(path.join(root, 'scripts', 'build-entries.json'), 'utf8')) as Record<string, string>;
const packageJson = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
  optionalDependencies?: Record<string, string>;
};
const lock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as { packages: Record<string, { version?: string; dev?: boolean }> };
/** Bundles that carry their packages inside (scripts/build.mjs, selfContained): the runtime image needs none of them. */
const selfContained = ['cli'];

interface Stage {
  from: string;
  name?: string;
  instructions: { keyword: string; args: string }[];
}

/** The Dockerfile's stages and their instructions (continuation lines joined, comments dropped). */
function parseDockerfile(text: string): Stage[] {
  const lines = text
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
  const stages: Stage[] = [];
  for (const line of lines) {
    const [, keyword, args] = /^(\w+)\s+(.*)$/.exec(line) ?? [];
    if (!keyword) continue;
    if (keyword.toUpperCase() === 'FROM') {
      const [, image, name] = /^(\S+)(?:\s+AS\s+(\S+))?$/i.exec(args) ?? [];
      stages.push({ from: image, name, instructions: [] });
    } else {
      stages.at(-1)?.instructions.push({ keyword: keyword.toUpperCase(), args });
    }
  }
  return stages;
}

const stages = parseDockerfile(readFileSync(path.join(root, 'Dockerfile'), 'utf8'));
const runs = (stage: Stage) => stage.instructions.filter((instruction) => instruction.keyword === 'RUN').map((instruction) => instruction.args);

describe('Dockerfile', () => {
  it('builds in one stage and runs in another, from pinned Node images', () => {
    expect(stages.length).toBeGreaterThanOrEqual(2);
    for (const stage of stages) expect(stage.from).toMatch(/^node:\d+\.\d+[\w.-]*$/);
    const build = stages[0];
    expect(build.name).toBeDefined();
    expect(runs(build).some((command) => /\bnpm ci\b/.test(command) && !/--omit=dev/.test(command))).toBe(true);
    expect(runs(build).some((command) => /\bnpm run build\b/.test(command))).toBe(true);
  });

  it('installs production dependencies only in the runtime stage, and no sources', () => {
    const runtime = stages.at(-1)!;
    const installs = runs(runtime).filter((command) => /\bnpm (ci|install|i)\b/.test(command));
    expect(installs.length).toBe(1);
    expect(installs[0]).toMatch(/--omit=dev/);
    const copies = runtime.instructions.filter((instruction) => instruction.keyword === 'COPY').map((instruction) => instruction.args);
    // From the context only the manifests; everything else is the build stage's output.
    for (const copy of copies.filter((args) => !args.startsWith('--from='))) expect(copy).toMatch(/^package\.json package-lock\.json \S+$/);
    const fromBuild = copies.filter((args) => args.startsWith(`--from=${stages[0].name} `));
    expect(fromBuild.some((args) => /\/app\/dist\s/.test(args))).toBe(true);
    expect(fromBuild.some((args) => /\/app\/dashboard\/dist\s/.test(args))).toBe(true);
    expect(runtime.instructions.some((instruction) => /\btsx\b/.test(instruction.args))).toBe(false);
  });

  it('runs node on a built entry of scripts/build-entries.json', () => {
    const runtime = stages.at(-1)!;
    const cmd = runtime.instructions.filter((instruction) => instruction.keyword === 'CMD').at(-1);
    expect(cmd).toBeDefined();
    const [program, entry, ...rest] = JSON.parse(cmd!.args) as string[];
    expect(program).toBe('node');
    expect(rest).toEqual([]);
    const output = /^dist\/([\w-]+)\.js$/.exec(entry)?.[1];
    expect(output && entries[output], entry).toBeDefined();
  });

  it('builds every entry from a source that exists', () => {
    expect(Object.keys(entries).sort()).toEqual(['api', 'cli', 'erp-agent', 'partner-simulator', 'start', 'worker']);
    for (const [name, source] of Object.entries(entries)) expect(existsSync(path.join(root, source)), `${name}: ${source}`).toBe(true);
  });
});

/** The package a bare import names: '@scope/name/sub' is '@scope/name', 'name/sub' is 'name'. */
function packageOf(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/** The packages the given entries import, left outside the bundle. */
async function packagesImported(entryPoints: string[]): Promise<Set<string>> {
  const result = await esbuild.build({
    absWorkingDir: root,
    entryPoints,
    outdir: path.join(root, '.tmp', 'dependency-check'),
    write: false,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    metafile: true,
    logLevel: 'silent',
  });
  const imported = new Set<string>();
  for (const input of Object.values(result.metafile.inputs)) {
    for (const { path: specifier, external } of input.imports) {
      if (external && !isBuiltin(specifier) && !specifier.startsWith('.')) imported.add(packageOf(specifier));
    }
  }
  return imported;
}

describe('dependency classification', () => {
  it('lists every package the server processes import as a dependency, none as a dev dependency', async () => {
    const imported = await packagesImported(
      Object.entries(entries)
        .filter(([name]) => !selfContained.includes(name))
        .map(([, source]) => source),
    );
    expect(imported.size).toBeGreaterThan(10);
    const missing = [...imported].filter((name) => !(name in packageJson.dependencies)).sort();
    expect(missing, 'imported at run time but not in "dependencies"').toEqual([]);
    const both = Object.keys(packageJson.dependencies).filter((name) => name in packageJson.devDependencies);
    expect(both).toEqual([]);

    // The CLI's packages (ink, @inkjs/ui, commander, React...) are inside dist/cli.js: a dev
    // dependency each, unless a server process imports it too.
    const cliOnly = [...(await packagesImported(selfContained.map((name) => entries[name])))].filter((name) => !imported.has(name));
    expect(cliOnly).toEqual(expect.arrayContaining(['ink', '@inkjs/ui', 'commander', 'react']));
    expect(
      cliOnly.filter((name) => name in packageJson.dependencies),
      'bundled into dist/cli.js yet installed in the runtime image',
    ).toEqual([]);
  }, 60_000);

  it('installs the benchmark-only SQLite baseline for development only', () => {
    expect(packageJson.devDependencies['better-sqlite3']).toBeDefined();
    expect(packageJson.dependencies['better-sqlite3']).toBeUndefined();
    expect(packageJson.optionalDependencies?.['better-sqlite3']).toBeUndefined();
  });

  it('runs the tests on the MongoDB driver mongoose uses: one copy', () => {
    expect(lock.packages['node_modules/mongoose/node_modules/mongodb'], 'a second driver under mongoose').toBeUndefined();
    expect(lock.packages['node_modules/mongodb']?.version).toMatch(/^\d+\.\d+\.\d+$/);
  });
});
