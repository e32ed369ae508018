import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';

/**
 * Said once, nothing dead (issue 39, item 4): an exported type or interface is one another file
 * names — a type only its own file uses is not exported — and an exported value is used somewhere
 * (its own file counts: a constant a module documents its limits with may be exported for a test
 * to come). Read as identifiers, not resolved: a name another file spells is counted as used.
 */
const root = process.cwd();
const CODE = ['app', 'lib', 'server', 'cli', 'db'];
const READERS = [...CODE, 'tests', 'scripts', 'public'];

function files(dir: string, pattern: RegExp): string[] {
  return readdirSync(join(root, dir)).flatMap((name) => {
    const path = `${dir}/${name}`;
    if (statSync(join(root, path)).isDirectory()) return name === 'node_modules' || name === 'fixtures' ? [] : files(path, pattern);
    return pattern.test(name) ? [path] : [];
  });
}

/** Next's names for a route module's exports: read by the framework, not by an import. */
const ROUTE_EXPORTS = new Set(['default', 'metadata', 'dynamic', 'generateMetadata', 'revalidate', 'runtime', 'GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'HEAD', 'OPTIONS', 'generateStaticParams', 'viewport', 'dynamicParams', 'maxDuration']);
const EXPORT = /^export (?:declare )?(?:async )?(function\*?|const|let|class|abstract class|enum|type|interface) ([A-Za-z0-9_$]+)/gm;

test('every exported type is named by another file, every exported value used somewhere', () => {
  const sources = [...CODE.flatMap((d) => files(d, /\.(ts|tsx)$/)), 'proxy.ts'].filter((f) => !f.endsWith('.d.ts'));
  const readers = [...READERS.flatMap((d) => files(d, /\.(ts|tsx|mts|mjs|js)$/)), 'proxy.ts'];
  const text = new Map(readers.map((f) => [f, readFileSync(join(root, f), 'utf8')]));
  const counts = new Map<string, Map<string, number>>();
  for (const [f, t] of text) {
    const c = new Map<string, number>();
    for (const id of t.match(/[A-Za-z_$][A-Za-z0-9_$]*/g) ?? []) c.set(id, (c.get(id) ?? 0) + 1);
    counts.set(f, c);
  }
  const elsewhere = (name: string, own: string) => [...counts].some(([f, c]) => f !== own && c.has(name));
  const dead: string[] = [];
  for (const f of sources) {
    // the database's tables are read by drizzle through the schema module as a whole
    if (f === 'db/schema.ts') continue;
    for (const [, what, name] of text.get(f)!.matchAll(EXPORT)) {
      if (f.startsWith('app/') && ROUTE_EXPORTS.has(name!)) continue;
      const isType = what === 'type' || what === 'interface';
      const used = elsewhere(name!, f) || (!isType && counts.get(f)!.get(name!)! > 1);
      if (!used) dead.push(`${f}: ${isType ? 'type' : 'value'} ${name}`);
    }
  }
  expect(dead).toEqual([]);
});
