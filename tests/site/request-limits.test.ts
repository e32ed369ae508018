/** Issue 39, item 4: a request's size limits are said once (lib/request-limits.mjs); what cannot import them is checked against them. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { FORM_LIMIT_BYTES, UPLOAD_LIMIT_BYTES, UPLOAD_LIMIT_MB, UPLOAD_REQUEST_LIMIT_BYTES, UPLOAD_REQUEST_LIMIT_MB } from '@/lib/request-limits.mjs';
import nextConfig from '@/next.config.mjs';

const root = process.cwd();

test('an upload request is the file and room for its form; other forms stay small', () => {
  expect(UPLOAD_LIMIT_MB).toBe(10);
  expect(UPLOAD_REQUEST_LIMIT_BYTES).toBeGreaterThan(UPLOAD_LIMIT_BYTES);
  expect(FORM_LIMIT_BYTES).toBeLessThan(UPLOAD_LIMIT_BYTES);
});

test("nginx's body limit (deploy/nginx.conf) is the upload request's", () => {
  const conf = readFileSync(join(root, 'deploy/nginx.conf'), 'utf8');
  const sizes = [...conf.matchAll(/^\s*client_max_body_size\s+(\d+)m;/gm)].map((m) => Number(m[1]));
  expect(sizes.length).toBeGreaterThan(0);
  for (const mb of sizes) expect(mb).toBe(UPLOAD_REQUEST_LIMIT_MB);
});

test("Next's server-action limit (next.config.mjs) is the upload request's", () => {
  expect(nextConfig.experimental?.serverActions?.bodySizeLimit).toBe(`${UPLOAD_REQUEST_LIMIT_MB}mb`);
});

test('no code writes a limit of its own (10 or 11 × 1024 × 1024)', () => {
  const files = ['proxy.ts', 'next.config.mjs', 'server/api.ts', 'server/route.ts', 'server/uploads.ts', 'server/competitions.ts', 'server/competition-setup.ts', 'scripts/serve.mjs', 'app/[lang]/arbiter/actions/form-file.ts'];
  const written = files.filter((f) => /\b1[01]\s*\*\s*1024\s*\*\s*1024\b|['"`]1[01]mb['"`]/.test(readFileSync(join(root, f), 'utf8')));
  expect(written).toEqual([]);
});
