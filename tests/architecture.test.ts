import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, test } from 'vitest';

/** The layers of guides/architecture.md, checked on the source: a new file that breaks them fails here. */
const root = process.cwd();
function files(dir: string): string[] {
  return readdirSync(join(root, dir)).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(join(root, path)).isDirectory()) return files(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}
const source = (path: string) =>
  readFileSync(join(root, path), 'utf8')
    // comments may speak of the clock and of other layers
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|[^:])\/\/.*$/gm, '$1');

describe('one-way layers', () => {
  test.each([
    { layer: 'lib', forbidden: /from ['"](@\/db\/|@\/server\/|@\/app\/|@\/cli\/|next\/|next['"]|(node:)?fs['"]|better-sqlite3|drizzle-orm)/, what: 'the database, server/, app/, cli/, next or the file system' },
    { layer: 'db', forbidden: /from ['"](@\/server\/|@\/app\/|@\/cli\/|next\/|next['"])/, what: 'server/, app/, cli/ or next' },
    { layer: 'server', forbidden: /from ['"](@\/app\/|@\/cli\/)/, what: 'app/ or cli/' },
    // issue 23: pages, actions and routes read and write through server/ (11 files imported db/ directly)
    { layer: 'app', forbidden: /from ['"](@\/db\/|(\.\.\/)+db\/|drizzle-orm|better-sqlite3)/, what: 'db/, drizzle-orm or better-sqlite3 (it reads through server/)' },
  ])('$layer/ imports no $what', ({ layer, forbidden }) => {
    const offenders = files(layer).filter((f) => forbidden.test(source(f)));
    expect(offenders).toEqual([]);
  });

  test('server/ holds no SQL: no drizzle-orm, no db/schema table imported to query (issue 23: 35 raw drizzle calls in 6 files moved to db/queries)', () => {
    const drizzle = /from\s+['"]drizzle-orm(\/[^'"]*)?['"]/;
    // `import type { User } from '@/db/schema'` names a row's shape; a table (a value) is only for a query
    const schemaImports = (text: string) => [...text.matchAll(/^\s*(import|export)\s+(type\s+)?\{([^}]*)\}\s*from\s+['"](@\/db\/schema|(\.\.\/)+db\/schema)['"]/gm)];
    const tableImport = (text: string) => schemaImports(text).some((m) => !m[2] && m[3]!.split(',').some((name) => name.trim() !== '' && !/^type\s/.test(name.trim())));
    const rawSql = /\bconn\.db\.|\.db\.(select|insert|update|delete)\(/;
    const offenders = files('server').filter((f) => {
      const text = source(f);
      return drizzle.test(text) || tableImport(text) || rawSql.test(text);
    });
    expect(offenders).toEqual([]);
  });

  test("server/'s plain JavaScript holds no SQL either: the production server's statements are db/queries/live-reads.mjs's (issue 39)", () => {
    const mjs = (dir: string): string[] =>
      readdirSync(join(root, dir)).flatMap((name) => (statSync(join(root, dir, name)).isDirectory() ? mjs(join(dir, name)) : name.endsWith('.mjs') ? [join(dir, name)] : []));
    const sql = /from\s+['"]better-sqlite3['"]|\.prepare\(\s*['"`]|\.pragma\(|\b(select|insert|update|delete)\s+.*\b(from|into|set)\b/i;
    const serving = ['scripts/serve.mjs', 'scripts/start.mjs', 'scripts/render-worker.mjs'];
    const offenders = [...mjs('server'), ...serving].filter((f) => sql.test(source(f)));
    expect(offenders).toEqual([]);
  });

  test('db/ only reads and writes rows: from lib/ it takes types alone, nothing from lib/import, no zod, no password hashing, no address or password rules (checking and hashing are server/\'s)', () => {
    // `import type` is erased by the compiler: db/ may name the domain's shapes (ComputeStandingsInput) but run none of its code
    const runtimeLib = /^\s*import\s+(?!type\s)[^;]*?from\s+['"](@\/lib\/|(\.\.\/)+lib\/)/m;
    const anyImportParser = /from\s+['"](@\/lib\/import\/|(\.\.\/)+lib\/import\/)/;
    const validator = /from\s+['"]zod['"]/;
    // issue 16: users.ts hashed and checked passwords itself; db/ receives the hash made by server/users.ts
    const passwordHasher = /from\s+['"](@node-rs\/argon2|@node-rs\/bcrypt|argon2|bcrypt(js)?)['"]|\b(hash|hashSync|verify|hashPassword\w*|verifyPassword)\s*\(/;
    const passwordRule = /\bpassword\w*\.length\b/i;
    const addressRule = /\[\^@/; // an e-mail pattern such as /^[^@\s]+@[^@\s]+$/
    const inputError = /\bclass\s+\w*InputError\b|\bthrow\s+new\s+\w*InputError\b/;
    const rules = [runtimeLib, anyImportParser, validator, passwordHasher, passwordRule, addressRule, inputError];
    const offenders = files('db').filter((f) => rules.some((rule) => rule.test(source(f))));
    expect(offenders).toEqual([]);
  });

  test('nothing below app/ reads the wall clock but server/clock.ts', () => {
    const clock = /\bDate\.now\(\)|new Date\(\)/;
    const offenders = [...files('lib'), ...files('db'), ...files('server'), ...files('cli')].filter((f) => f !== join('server', 'clock.ts') && clock.test(source(f)));
    expect(offenders.map((f) => relative(root, join(root, f)))).toEqual([]);
  });
});

describe('one translation mechanism', () => {
  test('no page under app/ defines its own T = (pl, en) helper: words live in tables under lib/i18n/', () => {
    const helper = /\bT\s*=\s*\(\s*pl\b/;
    const offenders = files('app').filter((f) => helper.test(source(f)));
    expect(offenders).toEqual([]);
  });

  test('the arbiter workspace does not choose between inline Polish and English strings', () => {
    const inlinePair = /lang\s*===\s*'(pl|en)'\s*\?\s*(['`])[^'`]*\2\s*:\s*['`]/;
    const offenders = files(join('app', '[lang]', 'arbiter')).filter((f) => !f.includes(join('arbiter', 'competitions')) && inlinePair.test(source(f)));
    expect(offenders).toEqual([]);
  });
});

describe('the upload workbench is split along its concerns (issue 16)', () => {
  const folder = join('app', '[lang]', 'arbiter', 'seasons', '[slug]', 'upload');
  test('the workbench keeps the state and the two server calls; reading the file, the form fields, the linking table and the moves live beside it', () => {
    const workbench = source(join(folder, 'upload-workbench.tsx'));
    expect(workbench).not.toMatch(/FileReader|<table|<fieldset|<datalist|moves\.slice/);
    expect(workbench.split('\n').length).toBeLessThan(150);
    for (const part of ['file-drop.tsx', 'tournament-fields.tsx', 'linking-table.tsx', 'season-moves.tsx', 'preview-summary.tsx', 'upload-status.tsx']) expect(files(folder)).toContain(join(folder, part));
  });
});

