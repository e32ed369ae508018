import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { COMPETITION_KINDS } from '@/lib/competitions/registry';

/**
 * A kind is its folder (issue 39, item 1): everything one competition kind has sits in
 * lib/competitions/<kind>/ (pure), app/components/competitions/<kind>/ (React) and, for use cases
 * of its own, server/competitions/<kind>/ — so a fifth kind is a copy of one kind's folders and one
 * line in each registry (docs/extending.md). A file elsewhere that quotes a kind's name, imports
 * from a kind's folder or carries a kind's name in its path is one a new kind would have to edit.
 * The same count as the grep of docs/architecture.md ("A kind is its folder").
 */
const root = process.cwd();
const kinds = Object.keys(COMPETITION_KINDS);

function files(dir: string): string[] {
  return readdirSync(join(root, dir)).flatMap((name) => {
    const path = `${dir}/${name}`;
    if (statSync(join(root, path)).isDirectory()) return files(path);
    return /\.(ts|tsx|mjs|mts|js)$/.test(name) ? [path] : [];
  });
}

const inKindFolder = (f: string) => kinds.some((k) => [`lib/competitions/${k}/`, `app/components/competitions/${k}/`, `server/competitions/${k}/`].some((folder) => f.startsWith(folder)));
/** The kinds' names are lower-case words joined by - (the registry refuses others): no character to escape. */
const escaped = kinds.join('|');
/** A kind's name quoted (`'team-league'`), or an import from one of its folders (`@/lib/competitions/team-league/…`, `./team-league/…`). */
const NAMES_A_KIND = new RegExp(`(from|import\\(|require\\()\\s*['"][^'"]*(${escaped})|['"\`](${escaped})['"\`]`);
const namesAKind = (f: string) => kinds.some((k) => f.includes(k)) || NAMES_A_KIND.test(readFileSync(join(root, f), 'utf8'));

/**
 * What still names a kind outside its folders — the list may only shrink: the two registries (one
 * import and one line a kind: lib/ cannot import React, so the halves register apart). The captain's
 * routes render the kind's captain pages (`CompetitionViews.captain`) and the demo's content is each
 * kind's (`CompetitionKind.demo`, beside its generator).
 */
const NAMING_A_KIND = [
  'app/components/competitions/views.tsx',
  'lib/competitions/registry.ts',
];

const FOLDERS = ['app', 'lib', 'server', 'cli', 'db', 'scripts', 'public'];

describe('a kind is its folder', () => {
  test("no file outside a kind's folders names a kind, but the registries and the listed few", () => {
    const outside = [...FOLDERS.flatMap(files), 'proxy.ts'].filter((f) => !inKindFolder(f) && namesAKind(f)).sort();
    expect(outside).toEqual(NAMING_A_KIND);
  });

  test('the test sees what it forbids', () => {
    expect(NAMES_A_KIND.test("import { x } from '@/lib/competitions/swiss-open/load-swiss-open';")).toBe(true);
    expect(NAMES_A_KIND.test("import { TEAM_LEAGUE_KIND } from './team-league/team-league-kind';")).toBe(true);
    expect(NAMES_A_KIND.test("if (kind === 'round-robin-league') return;")).toBe(true);
    expect(NAMES_A_KIND.test('const path = `team-league`;')).toBe(true);
    expect(NAMES_A_KIND.test("import { kindName } from '@/lib/i18n/kind-words';")).toBe(false);
    expect(inKindFolder('server/competitions/team-league/captains/grants.ts')).toBe(true);
    expect(inKindFolder('lib/competitions/kind.ts')).toBe(false);
  });
});
