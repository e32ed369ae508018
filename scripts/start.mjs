#!/usr/bin/env node
// `npm start`: build when needed, migrate (and seed the demo season on an empty database), then the
// production server on $PORT (scripts/serve.mjs: public pages from memory, the rest by Next).
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { buildIfNeeded, root } from './build-if-needed.mjs';

process.env.NEXT_TELEMETRY_DISABLED = '1';
process.env.NODE_ENV ??= 'production';
buildIfNeeded();
const prepared = spawnSync(process.execPath, ['--import', 'tsx', join(root, 'scripts', 'prepare-db.ts')], { cwd: root, stdio: 'inherit', env: process.env });
if (prepared.status !== 0) process.exit(prepared.status ?? 1);
const { startSite } = await import('./serve.mjs');
const { publicCacheControl } = await import('../server/site-policy.mjs');
const site = await startSite();
const address = site.server.address();
console.error(`serving on port ${typeof address === 'object' && address ? address.port : address}; public season pages from memory (${publicCacheControl()})`);
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => site.close().then(() => process.exit(0)));
