#!/usr/bin/env node
// The site for the browser tests: a fresh database with the demo season and an arbiter account, on
// the given port, served by the production server `npm start` runs (scripts/serve.mjs: public pages
// from memory, rendered by Next in its worker thread; the rest by Next too).
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildIfNeeded, root } from './build-if-needed.mjs';

const port = process.argv[2] ?? '3310';
const dir = mkdtempSync(join(tmpdir(), 'gp-e2e-'));
const env = { ...process.env, GP_DATABASE: join(dir, 'gp.sqlite'), NEXT_TELEMETRY_DISABLED: '1', GP_DEMO_PASSWORD: 'demo-password-2018', GP_NOW: process.env.GP_NOW ?? '2026-11-30T12:00:00Z' };
buildIfNeeded();
const prep = spawnSync(process.execPath, ['--import', 'tsx', join(root, 'scripts', 'prepare-db.ts')], { cwd: root, env, stdio: 'inherit' });
if (prep.status !== 0) process.exit(1);
const user = spawnSync(process.execPath, ['--import', 'tsx', join(root, 'cli', 'gp.ts'), 'user', 'add', '--email', 'arbiter@example.org', '--role', 'arbiter', '--password-stdin'], { cwd: root, env, input: 'arbiter password 1\n', stdio: ['pipe', 'inherit', 'inherit'] });
if (user.status !== 0) process.exit(1);
const organizer = spawnSync(process.execPath, ['--import', 'tsx', join(root, 'cli', 'gp.ts'), 'user', 'add', '--email', 'organizer@example.org', '--role', 'organizer', '--club', 'UKS Jedynka Olsztyn', '--password-stdin'], { cwd: root, env, input: 'organizer password 1\n', stdio: ['pipe', 'inherit', 'inherit'] });
if (organizer.status !== 0) process.exit(1);
const server = spawn(process.execPath, [join(root, 'scripts', 'serve.mjs')], { cwd: root, env: { ...env, PORT: port, GP_HOST: '127.0.0.1' }, stdio: 'inherit' });
const stop = () => {
  server.kill('SIGTERM');
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
server.on('exit', (code) => {
  rmSync(dir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
