// Builds the site when there is no build or a source file is newer than it (npm start, tests, benchmarks).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

export const root = join(import.meta.dirname, '..');
const SKIP = new Set(['node_modules', '.next', 'data', 'tests', '.git', 'test-results', 'playwright-report', '.ci']);

function newestSource(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIP.has(entry.name) || entry.name === 'bench-static.html') continue;
    const p = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestSource(p) : statSync(p).mtimeMs);
  }
  return newest;
}

export function buildIfNeeded({ quiet = false } = {}) {
  const buildId = join(root, '.next', 'BUILD_ID');
  if (existsSync(buildId) && statSync(buildId).mtimeMs >= newestSource(root)) return false;
  if (!quiet) console.error('building the site (no build yet, or sources changed)…');
  const r = spawnSync(join(root, 'node_modules', '.bin', 'next'), ['build'], { cwd: root, stdio: quiet ? 'pipe' : 'inherit', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' }, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`next build failed:\n${r.stdout ?? ''}${r.stderr ?? ''}`);
  return true;
}
