// Builds the site when there is no build or a source file is newer than it (npm start, tests, benchmarks).
// Several test files may ask at once: a lock directory makes one build and the others wait for it.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';

export const root = join(import.meta.dirname, '..');
const SKIP = new Set(['node_modules', '.next', 'data', 'tests', '.git', 'test-results', 'playwright-report', '.ci', '.build-lock']);
const LOCK = join(root, '.build-lock');

function newestSource(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIP.has(entry.name) || entry.name === 'bench-static.html') continue;
    const p = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestSource(p) : statSync(p).mtimeMs);
  }
  return newest;
}

function upToDate() {
  const buildId = join(root, '.next', 'BUILD_ID');
  return existsSync(buildId) && statSync(buildId).mtimeMs >= newestSource(root);
}

const pause = (ms) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

function withLock(fn) {
  for (;;) {
    try {
      mkdirSync(LOCK);
      break;
    } catch {
      // a lock left by a killed process is stale after 10 minutes
      if (Date.now() - statSync(LOCK, { throwIfNoEntry: false })?.mtimeMs > 600_000) rmSync(LOCK, { recursive: true, force: true });
      pause(500);
    }
  }
  try {
    return fn();
  } finally {
    rmSync(LOCK, { recursive: true, force: true });
  }
}

export function buildIfNeeded({ quiet = false } = {}) {
  if (upToDate()) return false;
  return withLock(() => {
    if (upToDate()) return false;
    if (!quiet) console.error('building the site (no build yet, or sources changed)…');
    const r = spawnSync(join(root, 'node_modules', '.bin', 'next'), ['build'], { cwd: root, stdio: quiet ? 'pipe' : 'inherit', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' }, encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`next build failed:\n${r.stdout ?? ''}${r.stderr ?? ''}`);
    return true;
  });
}
