#!/usr/bin/env node
// `node scripts/serving-lines.mjs [commit]`: the lines of issue 24's serving code (the server files,
// the worker, the caches, the policies), per file and in all, in the work tree or at a commit.
// The set is the one the issue counted at dc7273f (1,895 lines) and the modules added since;
// a file that is gone counts 0. lib/render/site-shell.ts: the string renderer's shell, said once for it and the React layout.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const SET = [
  'scripts/serve.mjs', 'scripts/render-worker.mjs', 'server/page-cache.mjs', 'server/page-store.mjs', 'server/page-warmer.mjs',
  'server/static-files.mjs', 'server/site-policy.mjs', 'cache-handler.mjs', 'server/revision-memo.ts', 'lib/render/season-page-html.ts',
  'server/embed-policy.mjs', 'server/revisions.mjs', 'server/next-adapter.mjs', 'server/pinned-headers.mjs', 'lib/render/site-shell.ts',
];
const root = join(import.meta.dirname, '..');
const commit = process.argv[2];
const text = (file) => {
  if (!commit) return existsSync(join(root, file)) ? readFileSync(join(root, file), 'utf8') : null;
  try {
    return execFileSync('git', ['show', `${commit}:${file}`], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  } catch {
    return null;
  }
};
let total = 0;
for (const file of SET) {
  const t = text(file);
  const lines = t === null ? 0 : t.split('\n').length - (t.endsWith('\n') ? 1 : 0);
  total += lines;
  console.log(`${String(lines).padStart(5)}  ${file}${t === null ? ' (none)' : ''}`);
}
console.log(`${String(total).padStart(5)}  in all${commit ? ` at ${commit}` : ''} (goal of issue 24: at most 950)`);
