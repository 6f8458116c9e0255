/**
 * The dependency rules of the repository (README, "Architecture"), checked by `npm run depcheck`
 * (scripts/depcheck.mjs, part of `npm test`): no import cycle, and every arrow between layers
 * points the allowed way. Type-only imports count. Test files and test support (`*.test.ts`,
 * `testing.ts`, `testing/`, dashboard/e2e), bench/, scripts/ and the root config files may import
 * what they need; nothing imports them.
 */

/** Our top-level folders, the layers. */
const layers = ['config', 'domain', 'db', 'integrations', 'workflows', 'workers', 'api', 'dashboard', 'cli', 'platform', 'bench', 'scripts'];

/**
 * Files exempt from the layer rules (they are not imported by production code: a rule below says
 * so). workers/temporal/replay*.ts replay embedded runs on the Temporal SDK in tests.
 */
const testSupport = ['\\.test\\.tsx?$', '(^|/)testing(/|\\.tsx?$)', '^workers/temporal/replay', '^dashboard/e2e/', '^bench/', '^scripts/', '^[^/]+$'];

/** Process entry points (`npm run api`, `npm run worker`...): they may start the composition root. */
const entryPoints = ['(^|/)main\\.tsx?$', '^platform/'];

/** A `to.path` matching our layers other than `allowed` (platform/ has its own rule below). */
function layersBut(...allowed) {
  return `^(${layers.filter((layer) => layer !== 'platform' && !allowed.includes(layer)).join('|')})/`;
}

function layerRule(layer, allowed, comment) {
  return {
    name: `${layer}-imports`,
    comment,
    severity: 'error',
    from: { path: `^${layer}/`, pathNot: testSupport },
    to: { path: layersBut(layer, ...allowed) },
  };
}

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'An import cycle: break it by moving the shared piece to a lower module or by inverting the dependency.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    layerRule('config', [], 'Configuration and logging import nothing of ours: every layer may import them.'),
    layerRule('domain', [], 'domain/ is pure business code: it imports nothing of ours but domain/.'),
    layerRule('db', ['domain', 'config'], 'db/ may import domain/ and config/ only.'),
    layerRule('integrations', ['domain', 'db', 'config'], 'integrations/ may import domain/, db/ and config/ only.'),
    layerRule(
      'workflows',
      ['domain'],
      'Workflow code is deterministic and bundled for Temporal: it imports domain/ and its own files only (the activities it needs are declared in workflows/<area>/activities.ts).',
    ),
    layerRule('workers', ['domain', 'db', 'integrations', 'workflows', 'config'], 'workers/ may import domain/, db/, integrations/, workflows/ and config/.'),
    layerRule(
      'api',
      ['domain', 'db', 'integrations', 'workflows', 'config', 'workers'],
      'api/ may import domain/, db/, integrations/, workflows/, config/ and the workflow gateway (workers/gateway).',
    ),
    {
      name: 'api-imports-workers-gateway-only',
      comment:
        'The API starts, signals and queries workflows through workers/gateway; activities, the embedded runtime and the Temporal worker are not its business.',
      severity: 'error',
      from: { path: '^api/', pathNot: testSupport },
      to: { path: '^workers/', pathNot: '^workers/gateway/' },
    },
    layerRule(
      'dashboard',
      ['domain'],
      'The dashboard reaches data through the API over HTTP: it imports domain/ (types, schemas, messages) and its own files only.',
    ),
    layerRule('cli', ['domain'], 'The CLI reaches data through the API over HTTP: it imports domain/ and its own files only.'),
    {
      name: 'composition-root-imported-by-nothing',
      comment: 'platform/ (start, product, health) wires everything together: only process entry points, tests, bench and scripts import it.',
      severity: 'error',
      from: { pathNot: [...testSupport, ...entryPoints] },
      to: { path: '^platform/' },
    },
    {
      name: 'test-support-not-in-production',
      comment: 'Production code does not import tests or test support.',
      severity: 'error',
      from: { pathNot: testSupport },
      to: { path: testSupport.filter((pattern) => pattern !== '^[^/]+$') },
    },
    {
      name: 'workflows-no-node-modules',
      comment: 'Workflow code runs in the Temporal sandbox: no Node built-in modules.',
      severity: 'error',
      from: { path: '^workflows/', pathNot: testSupport },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'ui-imports-no-business-module',
      comment: 'dashboard/src/ui holds building blocks: it imports no business module (only ui/, the GraphQL client and domain/).',
      severity: 'error',
      from: { path: '^dashboard/src/ui/', pathNot: testSupport },
      to: { path: '^dashboard/src/(?!ui/|graphql/)[^/]+/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|data)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.mjs', '.js', '.cjs', '.json'] },
  },
};
