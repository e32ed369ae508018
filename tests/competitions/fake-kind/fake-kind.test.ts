import { rulesInEnglish } from '@/lib/config/rules-in-english';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { main } from '@/cli/gp';
import { openDatabase } from '@/db/client';
import { getCompetitionBySlug } from '@/db/queries/competitions';
import { COMPETITION_KINDS, competitionKind, competitionKindAt, competitionKindOfCommand, registerCompetitionKind } from '@/lib/competitions/registry';
import { createCompetition, publishedCompetition, putCompetitionFile } from '@/server/competitions';
import { createUser } from '@/server/users';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { EntryLinks } from '@/app/components/competitions/entry-links';
import { arbiterEntryOf, COMPETITION_VIEWS, registerCompetitionViews } from '@/app/components/competitions/views';
import { parseEmbedOptions } from '@/lib/embed/embed-options';
import { competitionParticipants } from '@/lib/people/competition-participants';
import { renderCompetitionEmbed } from '@/lib/render/embed/competition-embed';
import { kindName, removeKindNames } from '@/lib/i18n/kind-words';
import { associationYearOf } from '@/server/home';
import { searchDirectory } from '@/server/people';
import { MATCH_KIND, registerMatchWords } from './match-kind';
import { MATCH_VIEWS } from './match-views';

// docs/extending.md "Add a competition kind": a fifth kind is one folder (./match-kind.ts and its
// presets/) and one registration — here the test's, in the product one line of registry.ts.
registerCompetitionKind(MATCH_KIND);
registerMatchWords();
// its React half: one folder (./match-views.ts) and one registration (in the product a line of app/components/competitions/views.tsx)
registerCompetitionViews(MATCH_VIEWS);
afterAll(() => {
  delete COMPETITION_KINDS[MATCH_KIND.kind];
  delete COMPETITION_VIEWS[MATCH_VIEWS.kind];
  removeKindNames(MATCH_KIND.kind);
});

const bytes = (o: unknown) => new TextEncoder().encode(typeof o === 'string' ? o : JSON.stringify(o, null, 2));
const folder = (files: Partial<Record<string, Uint8Array>>) => (name: string) => files[name] ?? null;
const match = { name: 'Mecz o puchar', preset: 'best-of-four', players: ['Nowak Jan', 'Kowalski Piotr'], results: ['1-0', '1/2', '0-1', '1-0'] };

describe('a fake kind registered once', () => {
  test('the registry finds it by name, public path and command; a second one with the same path is refused', () => {
    expect(competitionKind('match')).toBe(MATCH_KIND);
    expect(competitionKindAt('matches')).toBe(MATCH_KIND);
    expect(competitionKindOfCommand('match')).toBe(MATCH_KIND);
    expect(() => registerCompetitionKind({ ...MATCH_KIND, kind: 'match-2', command: { ...MATCH_KIND.command, name: 'match-2' } })).toThrow('the public path "matches" belongs to another kind');
    expect(() => registerCompetitionKind({ ...MATCH_KIND, kind: 'other', path: 'seasons' })).toThrow('the public path "seasons" is taken by the site');
  });

  test.each([
    { label: 'no match.json', files: {} as Record<string, Uint8Array>, code: 'MATCH_MISSING', line: 0 },
    { label: 'match.json that is not JSON', files: { 'match.json': bytes('{\n  "name": "x",\n  oops\n}') }, code: 'MATCH_JSON', line: 3 },
    { label: 'a field of the wrong type', files: { 'match.json': bytes({ ...match, players: 'one' }) }, code: 'MATCH_SCHEMA', line: 4 },
    { label: 'an unknown preset', files: { 'match.json': bytes({ ...match, preset: 'best-of-nine' }) }, code: 'MATCH_RULES', line: 3 },
  ])('the shared config reader and preset resolver: $label', ({ files, code, line }) => {
    const r = MATCH_KIND.load(folder(files));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.errors[0]).toMatchObject({ file: 'match.json', code, line });
  });

  test('the preset is resolved by the one merge rule: objects field by field, an unknown rule a warning', () => {
    const r = rulesInEnglish(MATCH_KIND.presets.resolve('best-of-four', { points: { draw: 0 }, colour: 'red' }));
    expect(r).toEqual({ ok: true, rules: { games: 4, points: { win: 2, draw: 0 } }, warnings: ['unknown rule "colour" ignored'] });
    expect(Object.keys(MATCH_KIND.presets.info)).toEqual(['best-of-four']);
  });

  test('the loader and the JSON', () => {
    const r = MATCH_KIND.load(folder({ 'match.json': bytes({ ...match, rules: { games: 6 } }) }));
    expect(r.ok).toBe(true);
    if (r.ok) expect(MATCH_KIND.toJson(r.result)).toEqual({ name: 'Mecz o puchar', players: ['Nowak Jan', 'Kowalski Piotr'], score: ['2.5', '1.5'], played: 4, games: 6 });
  });

  test('its embed and who took part are found through the registry, as every kind\'s', () => {
    const r = MATCH_KIND.load(folder({ 'match.json': bytes(match) }));
    if (!r.ok) throw new Error('the match does not load');
    const html = renderCompetitionEmbed({ lang: 'pl', kind: 'match', path: 'matches', slug: 'puchar', name: 'Mecz o puchar', result: r.result, lastChange: null, options: parseEmbedOptions(new URLSearchParams()) });
    expect(html).toContain('data-testid="embed-match"');
    expect(html).toContain('<th scope="row">Nowak Jan</th><td class="num">2,5</td>');
    // its headers are the catalogue's words in the page's language
    expect(html).toContain('Zawodnik');
    expect(renderCompetitionEmbed({ lang: 'en', kind: 'match', path: 'matches', slug: 'puchar', name: 'Mecz o puchar', result: r.result, lastChange: null, options: parseEmbedOptions(new URLSearchParams()) })).toContain('Player');
    expect(html).toContain('class="full" href="/matches/puchar"');
    const who = competitionParticipants('match', r.result, { slug: 'puchar', name: 'Mecz o puchar', year: 2026 });
    expect(who.people.map((a) => [a.name, a.ref, a.result.points])).toEqual([
      ['Nowak Jan', { kind: 'match', slug: 'puchar', name: 'Mecz o puchar', year: 2026 }, 2.5],
      ['Kowalski Piotr', { kind: 'match', slug: 'puchar', name: 'Mecz o puchar', year: 2026 }, 1.5],
    ]);
  });

  test('the gp command lists it and runs it over a folder', async () => {
    let out = '';
    const io = { out: (s: string) => void (out += s), err: (s: string) => void (out += s) };
    expect(await main(['--help'], io)).toBe(0);
    expect(out).toContain('gp match <folder> [--json]');
    const dir = mkdtempSync(join(tmpdir(), 'gp-match-'));
    writeFileSync(join(dir, 'match.json'), bytes(match));
    out = '';
    expect(await main(['match', dir, '--json'], io)).toBe(0);
    expect(JSON.parse(out)).toMatchObject({ score: ['2.5', '1.5'], played: 4, games: 4 });
    out = '';
    expect(await main(['match', dir], io)).toBe(0);
    expect(out).toBe('Mecz o puchar\nNowak Jan 5 : 3 Kowalski Piotr (4 of 4 games)\n');
    out = '';
    expect(await main(['match'], io)).toBe(2);
    expect(out).toContain('gp match: expected one match folder');
  });

  test('the site stores and publishes it through the same use cases as every kind', async () => {
    const conn = openDatabase(':memory:');
    const arbiter = await createUser(conn, { userId: null, via: 'cli' }, { email: 'a@example.org', role: 'arbiter', password: 'arbiter password 1' });
    expect(createCompetition(conn, arbiter, { slug: 'mecz', kind: 'match', name: 'Mecz' }).ok).toBe(true);
    expect(putCompetitionFile(conn, arbiter, 'mecz', 'match.json', bytes({ ...match, results: [] })).ok).toBe(true);
    // no result yet: a draft
    expect(publishedCompetition(conn, getCompetitionBySlug(conn, 'mecz')!, '2027-01-01')).toBeNull();
    expect(putCompetitionFile(conn, arbiter, 'mecz', 'match.json', bytes(match)).ok).toBe(true);
    expect(publishedCompetition(conn, getCompetitionBySlug(conn, 'mecz')!, '2027-01-01')?.summary).toMatchObject({ hasResults: true, finished: true });
    // issue 39: the home page lists it under its own heading, from the registry and the catalogue
    const year = associationYearOf(conn, '2027-01-01');
    const shown = [...year.now, ...(year.season?.groups.flatMap((g) => g.items) ?? []), ...year.archive.flatMap((y) => y.items)];
    expect(shown.map((i) => [i.kind, i.name, i.path])).toEqual([['match', 'Mecz', '/matches/mecz']]);
    if (year.season) expect(year.season.groups.map((g) => [g.kind, kindName('pl', g.kind, 'group'), kindName('en', g.kind, 'group')])).toEqual([['match', 'Mecze', 'Matches']]);
    // and the search finds it, and its players, with its label
    const found = searchDirectory(conn, 'Mecz');
    expect(found.ok && found.value.competitions.map((c) => [c.kind, c.name, kindName('pl', c.kind, 'label'), kindName('en', c.kind, 'label')])).toEqual([['match', 'Mecz', 'Mecz', 'Match']]);
    const player = searchDirectory(conn, 'Kowalski');
    expect(player.ok && player.value.players.map((p) => p.name)).toEqual(['Kowalski Piotr']);
  });

  test('the one arbiter route finds its entry form through the registry: the workspace links it, the route renders the kind\'s own page', async () => {
    const conn = openDatabase(':memory:');
    const arbiter = await createUser(conn, { userId: null, via: 'cli' }, { email: 'a@example.org', role: 'arbiter', password: 'arbiter password 1' });
    expect(createCompetition(conn, arbiter, { slug: 'mecz', kind: 'match', name: 'Mecz' }).ok).toBe(true);
    const kind = getCompetitionBySlug(conn, 'mecz')!.kind;
    // the workspace's link, as for every kind: /arbiter/competitions/{slug}/{segment}
    const links = renderToStaticMarkup(createElement(EntryLinks, { kind, slug: 'mecz', lang: 'pl' }));
    expect(links).toContain('href="/arbiter/competitions/mecz/match-game"');
    expect(links).toContain('data-testid="match-game-mecz"');
    // the route app/[lang]/arbiter/competitions/[slug]/[[...part]]: the bare address opens the kind's first form
    const form = arbiterEntryOf(kind, ['match-game']);
    expect(form).toBe(MATCH_VIEWS.entries[0]);
    expect(arbiterEntryOf(kind, [])).toBe(form);
    expect(arbiterEntryOf(kind, ['no-such-form'])).toBeNull();
    expect(arbiterEntryOf(kind, ['match-game', 'more'])).toBeNull();
    // another kind's forms stay theirs; the match's is not offered for an open
    expect(arbiterEntryOf('swiss-open', [])?.segment).toBe('game');
    const page = renderToStaticMarkup(createElement(form!.Page, { lang: 'pl', slug: 'mecz', user: arbiter, query: {} }));
    expect(page).toContain('data-testid="match-game"');
    expect(page).toContain('mecz · a@example.org');
    // a segment another kind's form has is refused when the views register
    expect(() => registerCompetitionViews({ ...MATCH_VIEWS, kind: 'match-2', entries: [{ ...MATCH_VIEWS.entries[0]!, segment: 'game' }] })).toThrow('the entry form\'s segment "game" is taken');
    expect(() => registerCompetitionViews(MATCH_VIEWS)).toThrow('views for "match" are registered already');
  });
});
