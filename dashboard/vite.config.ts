import { readFileSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/** The API server (same variable as the CLI uses); the dashboard reaches data only through it. */
const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3000';

const dashboardRoot = fileURLToPath(new URL('.', import.meta.url));

const iconsDir = path.dirname(createRequire(import.meta.url).resolve('@blueprintjs/icons/package.json'));
const iconsVersion = (JSON.parse(readFileSync(path.join(iconsDir, 'package.json'), 'utf8')) as { version: string }).version;
/** Where each icon's paths are served: versioned, so the files are immutable like hashed assets. */
const iconsBase = `/assets/icons/${iconsVersion}`;
const iconSizes = ['16', '20'];

/**
 * Blueprint's icons as one small module per icon and size, served at
 * /assets/icons/<version>/<size>/<name>.js and imported on first use (dashboard/src/app/icons.ts):
 * copied into the build, answered from node_modules by the dev server. No table of the 700
 * icons weighs on the pages.
 */
function blueprintIcons(): Plugin {
  const sourceOf = (size: string, name: string) => path.join(iconsDir, 'lib/esm/generated', `${size}px`, 'paths', `${name}.js`);
  // The package's sourcemap comment points at a file the build does not ship.
  const withoutSourceMap = (code: string) => code.replace(/\n\/\/# sourceMappingURL=.*$/, '\n');
  return {
    name: 'prometheus-blueprint-icons',
    config: () => ({ define: { __BLUEPRINT_ICONS_BASE__: JSON.stringify(iconsBase) } }),
    configureServer(server) {
      server.middlewares.use(iconsBase, (req, res, next) => {
        const match = /^\/(16|20)\/([a-z0-9-]+)\.js$/.exec(req.url ?? '');
        if (!match) return next();
        readFile(sourceOf(match[1], match[2]), 'utf8').then(
          (code) => {
            res.setHeader('Content-Type', 'text/javascript; charset=utf-8');
            res.end(withoutSourceMap(code));
          },
          () => next(),
        );
      });
    },
    async generateBundle() {
      for (const size of iconSizes) {
        const dir = path.dirname(sourceOf(size, 'x'));
        for (const file of (await readdir(dir)).filter((name) => name.endsWith('.js') && name !== 'index.js')) {
          if (!iconNamePattern.test(file.slice(0, -3)))
            this.error(`Blueprint icon ${file} does not match ${String(iconNamePattern)}: blueprintIconNameCheck would refuse it`);
          this.emitFile({
            type: 'asset',
            fileName: `${iconsBase.slice(1)}/${size}/${file}`,
            source: withoutSourceMap(await readFile(path.join(dir, file), 'utf8')),
          });
        }
      }
    },
  };
}

/** What an icon's name looks like: lower-case words and digits joined by hyphens (every shipped icon is checked). */
const iconNamePattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const iconNamesModule = '\0blueprint-icon-names';

/**
 * Blueprint's icon loader checks a name against IconNames, a table of its 700 icons written three
 * ways (about 6 KB gzip on every page, the landing and registration pages included). At build time
 * the loader gets a check by shape instead: the icon files the build copies (blueprintIcons above)
 * all match iconNamePattern, checked there, and TypeScript's IconName type already refuses an
 * unknown name in our code. Other imports of IconNames (the staff shell's menu icons) keep the real
 * table. An unknown name now fails when its file is fetched ("Unable to load") instead of before.
 */
function blueprintIconNameCheck(): Plugin {
  return {
    name: 'prometheus-blueprint-icon-names',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === './iconNames' && importer && /@blueprintjs[\\/]icons[\\/]lib[\\/]esm[\\/]iconLoader\.js$/.test(importer)) return iconNamesModule;
      return null;
    },
    load(id) {
      if (id !== iconNamesModule) return null;
      return `const pattern = ${iconNamePattern.toString()};\n// Only Icons.loadAll() reads it, which the dashboard never calls.\nexport const IconNames = {};\nexport const IconNamesSet = { has: (name) => typeof name === 'string' && pattern.test(name) };\n`;
    },
  };
}

const generatedDir = path.join(dashboardRoot, 'src/graphql/generated');
const documentPrefix = '\0graphql-document:';
const documentClass = '\0graphql-document-class';

/**
 * Each page carries only the GraphQL documents it uses. The client preset's graphql() looks a
 * document up in a map of all of them (generated/gql.ts), and the documents it generates share one
 * module (generated/graphql.ts), so every document lands in the entry chunk. At build time each
 * graphql(`...`) call of a graphql/ folder becomes an import of a module holding that one
 * document, copied from generated/graphql.ts, which the bundler places with the screens that
 * use it. A document newer than the generated code (codegen not run yet) keeps the map lookup
 * for its file; codegen.test.ts fails until the generated code is up to date. Development and
 * tests keep the map.
 */
function graphqlDocumentsPerPage(): Plugin {
  const documentsFile = /\/src\/[^?]*\/graphql\/[^/?]+\.ts$/;
  const call = /\bgraphql\(\s*`\s*(query|mutation|subscription|fragment)\s+(\w+)[^`]*`\s*\)/g;
  let generated: Promise<Map<string, string>> | undefined;
  /** Each generated document's constructor call, by its export name. */
  const documents = () =>
    (generated ??= readFile(path.join(generatedDir, 'graphql.ts'), 'utf8').then(
      (source) =>
        new Map(
          [...source.matchAll(/^export const (\w+) = (new TypedDocumentString\(`[^`]*`(?:, \{[^}]*\})?\)) as unknown as /gm)].map(([, name, construction]) => [
            name,
            construction,
          ]),
        ),
    ));
  const exportName = (kind: string, name: string) => (kind === 'fragment' ? `${name}FragmentDoc` : `${name}Document`);
  return {
    name: 'prometheus-graphql-documents',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      generated = undefined;
    },
    resolveId(id) {
      return id === documentClass || id.startsWith(documentPrefix) ? id : null;
    },
    async load(id) {
      if (id === documentClass) {
        return 'export class TypedDocumentString extends String {\n  constructor(value, meta) { super(value); this.value = value; this.__meta__ = meta; }\n  toString() { return this.value; }\n}\n';
      }
      if (!id.startsWith(documentPrefix)) return null;
      const name = id.slice(documentPrefix.length);
      return `import { TypedDocumentString } from ${JSON.stringify(documentClass)};\nexport const ${name} = /*#__PURE__*/ ${(await documents()).get(name)};\n`;
    },
    async transform(code, id) {
      if (!documentsFile.test(id) || id.startsWith(generatedDir) || !code.includes('graphql(')) return null;
      const known = await documents();
      const calls = [...code.matchAll(call)];
      const missing = calls.map(([, kind, name]) => exportName(kind, name)).filter((name) => !known.has(name));
      if (calls.length === 0) return null;
      if (missing.length > 0) {
        this.warn(`${path.relative(dashboardRoot, id)}: ${missing.join(', ')} not generated yet (npm run codegen)`);
        return null;
      }
      const names = calls.map(([, kind, name]) => exportName(kind, name));
      const imports = [...new Set(names)].map((name) => `import { ${name} } from ${JSON.stringify(documentPrefix + name)};\n`).join('');
      return { code: imports + code.replace(call, (_match, kind: string, name: string) => exportName(kind, name)), map: null };
    },
  };
}

const compressible = /\.(js|mjs|css|html|svg|json|txt|wasm|ttf|eot)$/;
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Writes a .br and a .gz beside every text asset of the build (sourcemaps excepted), so the
 * server sends them precompressed (express-static-gzip in api/app.ts) and compresses nothing per
 * request. Files under 1 KB stay as they are: compression would not pay for the header.
 */
function precompress(): Plugin {
  return {
    name: 'prometheus-precompress',
    apply: 'build',
    async writeBundle(options) {
      const outDir = options.dir ?? path.join(dashboardRoot, 'dist');
      const files = (await readdir(outDir, { recursive: true, withFileTypes: true }))
        .filter((entry) => entry.isFile() && compressible.test(entry.name))
        .map((entry) => path.join(entry.parentPath, entry.name));
      await Promise.all(
        files.map(async (file) => {
          const content = await readFile(file);
          if (content.length < 1024) return;
          const [br, gz] = await Promise.all([
            // Quality 9 is within a few per cent of 11 at a tenth of the time; the editor's
            // megabytes (staff only) take a faster setting still.
            brotli(content, {
              params: { [constants.BROTLI_PARAM_QUALITY]: content.length < 512 * 1024 ? 9 : 5, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
            }),
            gzipAsync(content, { level: 9 }),
          ]);
          await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
        }),
      );
    },
  };
}

export default defineConfig({
  root: dashboardRoot,
  base: '/',
  publicDir: 'public',
  plugins: [graphqlDocumentsPerPage(), blueprintIconNameCheck(), react(), blueprintIcons(), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // Blueprint and its table weigh about 1 MB; Monaco (GraphiQL's editor, a lazy chunk of its
    // own) about 3 MB.
    chunkSizeWarningLimit: 3000,
    rolldownOptions: {
      onwarn(warning, defaultHandler) {
        // GraphiQL ships React-compiler output whose "use no memo" directives are harmless to drop.
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE' && warning.message.includes('use no memo')) return;
        defaultHandler(warning);
      },
    },
  },
  server: {
    proxy: {
      '/graphql': apiTarget,
      '/api': apiTarget,
      '/healthz': apiTarget,
      '/files': apiTarget,
    },
  },
});
