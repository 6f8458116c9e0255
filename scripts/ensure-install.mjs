// Runs before `npm start` and `npm test`: installs dependencies when node_modules is missing or
// older than package-lock.json, so a fresh clone needs only the one command.
import { execSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';

const lock = 'package-lock.json';
const marker = 'node_modules/.package-lock.json';
const stale = !existsSync(marker) || statSync(marker).mtimeMs < statSync(lock).mtimeMs;
if (stale) {
  console.log('Installing dependencies (npm install, versions from package-lock.json)...');
  execSync('npm install --no-audit --no-fund', { stdio: 'inherit' });
}
