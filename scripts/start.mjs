#!/usr/bin/env node
// `npm start`: build when needed, migrate (and seed the demo season on an empty database), serve on $PORT.
import { spawn, spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { buildIfNeeded, root } from './build-if-needed.mjs';

process.env.NEXT_TELEMETRY_DISABLED = '1';
buildIfNeeded();
const prepared = spawnSync(process.execPath, ['--import', 'tsx', join(root, 'scripts', 'prepare-db.ts')], { cwd: root, stdio: 'inherit', env: process.env });
if (prepared.status !== 0) process.exit(prepared.status ?? 1);
const port = process.env.PORT || '3000';
const server = spawn(join(root, 'node_modules', '.bin', 'next'), ['start', '-p', port], { cwd: root, stdio: 'inherit', env: process.env });
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => server.kill(sig));
server.on('exit', (code) => process.exit(code ?? 0));
