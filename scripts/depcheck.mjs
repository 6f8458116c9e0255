// `npm run depcheck` (part of `npm test`): the dependency rules of .dependency-cruiser.cjs (no
// import cycle, arrows between layers the allowed way; README, "Architecture"), plus one check
// dependency-cruiser's rules cannot express: the dashboard's modules (dashboard/src/<module>)
// import each other in no cycle, even when no single file does.
import { cruise } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';

const layers = ['config', 'domain', 'db', 'integrations', 'workflows', 'workers', 'api', 'dashboard', 'cli', 'platform', 'bench', 'scripts'];
/** The modules whose mutual imports must form no cycle: a file's module is the first match. */
const modulePattern = /^dashboard\/src\/[^/]+/;
const isTest = (source) => /\.test\.tsx?$|(^|\/)testing(\/|\.tsx?$)/.test(source);

const started = Date.now();
const options = await extractDepcruiseOptions('./.dependency-cruiser.cjs');
const { output } = await cruise(layers, { ...options, outputType: 'json' }, {}, { tsConfig: extractTSConfig('tsconfig.json') });
const result = JSON.parse(output);

let failed = false;
for (const violation of result.summary.violations) {
  if (violation.rule.severity !== 'error') continue;
  failed = true;
  const path = violation.cycle ? [violation.from, ...violation.cycle.map((step) => step.name ?? step)] : [violation.from, violation.to];
  process.stdout.write(`\n  error ${violation.rule.name}: ${path.join(' → ')}\n`);
}
if (failed) process.stdout.write(`\n(rules and their reasons: .dependency-cruiser.cjs)\n`);

/** Module graph: an edge from one module to another when a (non-test) file of the first imports a file of the second. */
const edges = new Map();
for (const module of result.modules) {
  const from = modulePattern.exec(module.source)?.[0];
  if (!from || isTest(module.source)) continue;
  for (const dependency of module.dependencies) {
    const to = modulePattern.exec(dependency.resolved)?.[0];
    if (!to || to === from) continue;
    if (!edges.has(from)) edges.set(from, new Map());
    if (!edges.get(from).has(to)) edges.get(from).set(to, `${module.source} → ${dependency.resolved}`);
  }
}

/** Every elementary cycle through the graph's strongly connected parts, reported once each. */
function findCycles() {
  const cycles = [];
  const seen = new Set();
  const walk = (start, node, path) => {
    for (const next of edges.get(node)?.keys() ?? []) {
      if (next === start) {
        const key = [...path].sort().join('|');
        if (!seen.has(key)) {
          seen.add(key);
          cycles.push([...path, start]);
        }
      } else if (!path.includes(next) && next > start) walk(start, next, [...path, next]);
    }
  };
  for (const start of [...edges.keys()].sort()) walk(start, start, [start]);
  return cycles;
}

const cycles = findCycles();
for (const cycle of cycles) {
  failed = true;
  process.stdout.write(`\n  error dashboard-module-cycle: ${cycle.join(' → ')}\n`);
  for (let index = 0; index < cycle.length - 1; index += 1) process.stdout.write(`      ${edges.get(cycle[index]).get(cycle[index + 1])}\n`);
}

const seconds = ((Date.now() - started) / 1000).toFixed(1);
if (failed) {
  process.stdout.write(`\nDependency check failed (${seconds} s): see the rules in .dependency-cruiser.cjs and README, "Architecture".\n`);
  process.exit(1);
}
process.stdout.write(
  `Dependency check passed: ${result.summary.totalCruised} modules, ${result.summary.totalDependenciesCruised} dependencies, no cycle, no forbidden arrow (${seconds} s).\n`,
);
