import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

/**
 * No money is rounded or formatted with binary floats (issue 22, docs/money.md): every source file
 * is read and `Math.round(x * 100) / 100`, `Math.round(x * 10000) / 10000`, `.toFixed(` and
 * `roundMoney(...).toNumber()` fail this test, except in the money module itself and in the uses
 * listed below, each with the reason it is not money. A new hit on money goes through domain/common/money.ts instead; a new hit that is not
 * money is added here with its reason.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const FOLDERS = ['domain', 'db', 'integrations', 'workflows', 'workers', 'api', 'dashboard', 'cli', 'config', 'platform', 'scripts', 'bench'];
const SKIPPED = /(^|\/)(node_modules|dist|generated|data)(\/|$)/;

const PATTERNS = [
  { name: 'Math.round(x * 100) / 100', regex: /Math\.round\([^;]*\*\s*100\)\s*\/\s*100(?![\d_])/g },
  { name: 'Math.round(x * 10000) / 10000', regex: /Math\.round\([^;]*\*\s*10_?000\)\s*\/\s*10_?000(?![\d_])/g },
  { name: '.toFixed(', regex: /\.toFixed\(/g },
  // A rounded amount turned back into a binary float (the partner's importe was one): keep the decimal, or say why not.
  { name: 'roundMoney(...).toNumber()', regex: /roundMoney\([^;]*\)\.toNumber\(\)/g },
];

/** Not money, with why: file, a piece of the line, the reason. */
const ALLOWED: { file: string; line: string; reason: string }[] = [
  { file: 'domain/common/money.ts', line: '', reason: 'the money module: decimal.js toFixed on exact decimals' },
  { file: 'domain/common/money.test.ts', line: '', reason: "the money module's own tests" },
  { file: 'domain/common/moneyGuard.test.ts', line: '', reason: 'this test names the patterns' },
  { file: 'api/purchasing/purchasing.test.ts', line: 'Math.round(size * 100) / 100', reason: 'a PDF page size in points' },
  { file: 'api/purchasing/grid/service.ts', line: 'Math.round(value * 10_000) / 10_000', reason: 'forecast quantities (pieces), not money' },
  { file: 'api/purchasing/forecasts/service.ts', line: 'Math.round(value * 100) / 100', reason: 'forecast accuracy figures (pieces, ratios)' },
  { file: 'api/purchasing/forecasts/service.ts', line: '(week.inside / week.observations) * 10_000) / 10_000', reason: 'a coverage ratio' },
  { file: 'domain/purchasing/forecastMethod.ts', line: 'Math.round(value * 100) / 100', reason: 'forecast quantities (pieces)' },
  { file: 'domain/purchasing/forecastMethod.ts', line: '(value / horizonDays) * 10_000) / 10_000', reason: 'a daily share of a forecast quantity' },
  { file: 'db/seed/purchasing/seed.ts', line: '* factor * 10_000) / 10_000', reason: 'demo forecast quantiles (pieces)' },
  { file: 'db/models/purchasing/storeWeek.test.ts', line: '* 1.37 * 10_000) / 10_000', reason: 'forecast quantities in a storage test' },
  {
    file: 'bench/purchasing/original.ts',
    line: 'Math.round(value * 10_000) / 10_000',
    reason: 'forecast quantities in the original grid the benchmark compares',
  },
  { file: 'scripts/depcheck.mjs', line: '(Date.now() - started) / 1000).toFixed(1)', reason: 'seconds' },
  { file: 'cli/commands/demo.tsx', line: '(result.durationMs / 1000).toFixed(1)', reason: 'seconds' },
  { file: 'dashboard/src/ui/utils/dates.ts', line: '(ms / 1000).toFixed(1)', reason: 'seconds' },
  { file: 'dashboard/src/registration/components/StoreMap.tsx', line: 'position.lat.toFixed(5)', reason: 'coordinates' },
  { file: 'dashboard/src/registration/components/CustomerDataStep.tsx', line: 'store.distanceKm.toFixed(1)', reason: 'a distance in km' },
  { file: 'dashboard/src/customers/components/FingerprintEnrollmentScreen.tsx', line: 'store.distanceKm.toFixed(1)', reason: 'a distance in km' },
  { file: 'dashboard/src/audits/components/AuditDialog.tsx', line: 'coincidence.percent.toFixed(0)', reason: 'a percent' },
  { file: 'dashboard/src/outbox/utils/links.ts', line: '.toFixed(1)', reason: 'a file size' },
  { file: 'domain/customers/notices.ts', line: 'lat.toFixed(6)', reason: 'coordinates in a map link' },
  { file: 'domain/audits/risk.ts', line: '* 10).toFixed(2)', reason: 'the risk factor as a percent (spec 001 section 9)' },
  { file: 'api/commissions/reports/service.ts', line: 'const cents = ', reason: 'chart totals: a number sizes a bar (docs/money.md, the wire)' },
];

/** Benchmarks print their timings with toFixed: their own output, never an amount. */
const TIMINGS_ONLY = /^bench\//;

function sourceFiles(folder: string): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
      const relative = `${dir}/${entry.name}`;
      if (SKIPPED.test(relative)) continue;
      if (entry.isDirectory()) walk(relative);
      else if (/\.(ts|tsx|mts|mjs)$/.test(entry.name)) found.push(relative);
    }
  };
  walk(folder);
  return found;
}

it('finds no float rounding or toFixed on money anywhere in the sources', () => {
  const files = FOLDERS.flatMap(sourceFiles);
  expect(files.length).toBeGreaterThan(500);
  const offending: string[] = [];
  const used = new Set<number>();
  for (const file of files) {
    const lines = readFileSync(path.join(ROOT, file), 'utf8').split('\n');
    lines.forEach((text, index) => {
      for (const pattern of PATTERNS) {
        if (pattern.name === '.toFixed(' && TIMINGS_ONLY.test(file)) continue;
        if (!text.match(pattern.regex)) continue;
        const allowed = ALLOWED.findIndex((entry) => entry.file === file && text.includes(entry.line));
        if (allowed >= 0) used.add(allowed);
        else offending.push(`${file}:${index + 1}: ${pattern.name}: ${text.trim().slice(0, 160)}`);
      }
    });
  }
  expect(offending, 'round and format money with domain/common/money.ts (or list a use that is not money in ALLOWED, with its reason)').toEqual([]);
  // Every allowance is still needed: a stale one is removed.
  expect(ALLOWED.filter((_, index) => !used.has(index)).map((entry) => `${entry.file}: ${entry.line}`)).toEqual([]);
});

it('catches the patterns it is for', () => {
  const hits = (text: string) => PATTERNS.filter((pattern) => text.match(pattern.regex) !== null).map((pattern) => pattern.name);
  expect(hits('const cents = Math.round(value * 100) / 100;')).toEqual(['Math.round(x * 100) / 100']);
  expect(hits('return Math.round((value + Number.EPSILON) * 10_000) / 10_000;')).toEqual(['Math.round(x * 10000) / 10000']);
  expect(hits('total: order.totals.total.toFixed(2)')).toEqual(['.toFixed(']);
  expect(hits('amount: roundMoney(money(price).times(quantity), 2).toNumber() };')).toEqual(['roundMoney(...).toNumber()']);
  expect(hits('Math.round(value * 1000) / 10')).toEqual([]);
});
