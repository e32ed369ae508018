// Exports nobody uses (issue 39, item 4), found without a dependency: an `export function|const|
// class|type|interface|enum Name` of app/, lib/, server/, db/, cli/ or scripts/ whose Name appears
// in no other code file of the repository (tests included) and only once in its own — its
// declaration. Next's route and page exports (GET, metadata, …) are the framework's, not dead.
// `node scripts/dead-exports.mjs` prints them and their count; `--types` lists the types as well.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = process.cwd();
const SKIP = new Set(['node_modules', '.git', '.next', 'coverage', 'test-results', 'playwright-report']);
const CODE = /\.(ts|tsx|mts|mjs|js)$/;
const walk = (dir) =>
  readdirSync(dir).flatMap((name) => {
    if (SKIP.has(name) || name.startsWith('.')) return [];
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : CODE.test(name) ? [path] : [];
  });
const NEXT = new Set(['default', 'GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'HEAD', 'OPTIONS', 'metadata', 'generateMetadata', 'dynamic', 'revalidate', 'config', 'proxy', 'generateStaticParams', 'viewport', 'runtime', 'dynamicParams', 'fetchCache', 'preferredRegion', 'maxDuration']);

const files = walk(root).map((f) => ({ path: relative(root, f), text: readFileSync(f, 'utf8') }));
const words = new Map(files.map((f) => [f.path, new Set(f.text.match(/[A-Za-z_$][\w$]*/g) ?? [])]));
const owners = /^(app|lib|server|db|cli|scripts)\//;
const withTypes = process.argv.includes('--types');
const dead = [];
for (const f of files.filter((x) => owners.test(x.path) && !x.path.endsWith('.d.mts'))) {
  for (const m of f.text.matchAll(/^export (?:declare )?(?:async )?(function\*?|const|let|class|type|interface|enum) ([A-Za-z_$][\w$]*)/gm)) {
    const [, kind, name] = m;
    if (NEXT.has(name) || (!withTypes && (kind === 'type' || kind === 'interface'))) continue;
    if (files.some((o) => o.path !== f.path && words.get(o.path).has(name))) continue;
    if ((f.text.match(new RegExp(`\\b${name.replace(/\$/g, '\\$')}\\b`, 'g')) ?? []).length > 1) continue;
    dead.push(`${f.path}: ${name}`);
  }
}
for (const line of dead) console.log(line);
console.log(`dead exports: ${dead.length}`);
