#!/usr/bin/env node
// `npm start`: build when needed, migrate (and seed the demo season on an empty database), then the
// production server on $PORT (scripts/serve.mjs: public pages from memory, the rest by Next).
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { buildIfNeeded, root } from './build-if-needed.mjs';

process.env.NEXT_TELEMETRY_DISABLED = '1';
process.env.NODE_ENV ??= 'production';
buildIfNeeded();
// the database is migrated and what the pages keep is checked (prepare-db, under tsx) while the Next
// thread loads (issue 38: a restart waited for one, then the other): no request reaches Next before
// it is done; the pages kept on disk are served meanwhile, as while Next loads
const prepared = new Promise((resolve) => {
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'scripts', 'prepare-db.ts')], { cwd: root, stdio: 'inherit', env: process.env });
  child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
}).then((code) => {
  if (code !== 0) process.exit(code);
});
const { startSite } = await import('./serve.mjs');
const { publicCacheControl } = await import('../server/site-policy.mjs');
const site = await startSite({ prepared });
const address = site.server.address();
console.error(`serving on port ${typeof address === 'object' && address ? address.port : address}; public season pages from memory (${publicCacheControl()})`);
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => site.close().then(() => process.exit(0)));
