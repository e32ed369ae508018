#!/usr/bin/env node
// `npm start`: build when needed, migrate (and seed the demo season on an empty database), serve on $PORT.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const bin = (name) => join(root, 'node_modules', '.bin', name);
const run = (cmd, args) => {
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: process.env });
  if (r.status !== 0) process.exit(r.status ?? 1);
};

function newestSource(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (['node_modules', '.next', 'data', 'tests', '.git'].includes(entry.name)) continue;
    const p = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestSource(p) : statSync(p).mtimeMs);
  }
  return newest;
}

const buildId = join(root, '.next', 'BUILD_ID');
if (!existsSync(buildId) || statSync(buildId).mtimeMs < newestSource(root)) {
  console.error('building the site (first start or changed sources)…');
  run(bin('next'), ['build']);
}
run(process.execPath, ['--import', 'tsx', join(root, 'scripts', 'prepare-db.ts')]);
const port = process.env.PORT || '3000';
const server = spawn(bin('next'), ['start', '-p', port], { cwd: root, stdio: 'inherit', env: process.env });
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => server.kill(sig));
server.on('exit', (code) => process.exit(code ?? 0));
