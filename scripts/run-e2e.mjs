#!/usr/bin/env node
// `npm run test:e2e`: Playwright with Debian's Chromium (never a downloaded browser).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.error(`Chromium not found at ${chromium}. Install it with: apt-get install -y chromium (or set CHROMIUM_PATH).`);
  process.exit(1);
}
const r = spawnSync(join(import.meta.dirname, '..', 'node_modules', '.bin', 'playwright'), ['test', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1', TZ: 'UTC', NEXT_TELEMETRY_DISABLED: '1' },
});
process.exit(r.status ?? 1);
