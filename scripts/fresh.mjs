// Whether a bundle under dist/ is newer than everything it was built from. Kept apart from
// build.mjs so the CLI launcher can check without loading esbuild.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const rootDir = fileURLToPath(new URL('..', import.meta.url));
export const distDir = path.join(rootDir, 'dist');
export const metaFile = (name) => path.join(distDir, `${name}.meta.json`);

/** True when dist/<name>.js exists and no input of its last build (nor the installed packages) changed since. */
export function isFresh(name) {
  const bundle = path.join(distDir, `${name}.js`);
  if (!existsSync(bundle) || !existsSync(metaFile(name))) return false;
  const built = statSync(bundle).mtimeMs;
  let inputs;
  try {
    inputs = JSON.parse(readFileSync(metaFile(name), 'utf8')).inputs;
  } catch {
    return false;
  }
  if (!Array.isArray(inputs)) return false;
  // Packages are not checked one by one: an install rewrites node_modules/.package-lock.json.
  const files = [...inputs.filter((input) => !input.startsWith('node_modules/') && !input.includes(':')), 'node_modules/.package-lock.json', 'package.json'];
  for (const file of files) {
    try {
      if (statSync(path.join(rootDir, file)).mtimeMs > built) return false;
    } catch {
      return false; // an input moved or was deleted: the sources changed
    }
  }
  return true;
}
