import { readFileSync } from 'node:fs';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { SwissOpenView } from '@/app/components/competitions/swiss-open/swiss-open-view';
import { describe, expect, test } from 'vitest';
import { loadSwissOpen } from '@/lib/competitions/swiss-open/load-swiss-open';
import { formatSwissOpenText } from '@/lib/competitions/swiss-open/format-swiss-open-text';
import { swissOpenEmbed } from '@/lib/competitions/swiss-open/swiss-open-embed';
import { parseEmbedOptions } from '@/lib/embed/embed-options';
import { tiebreakDecimal } from '@/lib/games/tiebreaks/tiebreak-registry';
import { swissOpenSummary } from '@/lib/competitions/swiss-open/swiss-open-summary';
import { resolveSwissOpenRules } from '@/lib/competitions/swiss-open/swiss-open-rules';
import { problemWords as t } from '@/lib/i18n/problem-words';
import { folder } from './helpers/bye-swiss';
import { SWISS_OPEN_KIND } from '@/lib/competitions/swiss-open/swiss-open-kind';

// Issue 40: a plain Swiss open — the Swiss is the whole event, its standings the final ranking.
const REAL = '/work/shared/data/real-files';
const moscow = readFileSync(`${REAL}/2018-moscow-open.csv`);
const gros = readFileSync(`${REAL}/gros2010_javafo_sample2.trf`);

/** The file's own published rows: Rk. and Pts. (decimal comma) by name. */
function published(): { rank: number; name: string; points: number }[] {
  return moscow
    .toString('utf8')
    .split(/\r?\n/)
    .map((l) => l.split(';'))
    .filter((c) => /^\d+$/.test(c[0] ?? ''))
    .map((c) => ({ rank: Number(c[0]), name: c[2]!.trim(), points: Math.round(Number(c[14]!.replace(',', '.')) * 2) }));
}

describe('a plain Swiss open (preset swiss)', () => {
  test('the preset has no stage after the Swiss; the cut preset still needs its stages', () => {
    const r = resolveSwissOpenRules('swiss');
    expect(r.ok && r.rules).toMatchObject({ format: 'swiss', qualifier: { rounds: 9 } });
    expect(r.ok && r.rules.groups).toBeUndefined();
    const mixed = resolveSwissOpenRules('swiss', { match: { games: 2, armageddonDrawGoesTo: 'black' } });
    expect(mixed.ok).toBe(false);
    const cut = resolveSwissOpenRules('amplico-open', { format: 'cut-and-final' });
    expect(cut.ok).toBe(true);
  });

  test('the finished Moscow Open 2018 A (chess-results crosstable): 9 rounds, places by points as published, finished', () => {
    const r = loadSwissOpen(folder({ 'event.json': JSON.stringify({ name: 'Moscow Open 2018 A', preset: 'swiss', swiss: 'moscow.csv', edition: 'fide-2009' }), 'moscow.csv': moscow }));
    if (!r.ok) throw new Error(JSON.stringify(r.errors.slice(0, 3)));
    const res = r.result;
    const pub = published();
    expect(pub).toHaveLength(220);
    expect(res.swiss).toMatchObject({ rounds: 9, roundsPlayed: 9, decided: true });
    expect(res.ranking).toHaveLength(220);
    expect(res.groups).toEqual([]);
    expect(res.matches).toEqual([]);
    expect(res.playoff).toBeNull();
    // every player's points as published, and the ranking falls by points: each points band holds the players the file puts there
    const pointsOf = new Map(res.swiss.rows.map((row) => [row.startNumber, row.points]));
    const ours = res.ranking.map((e) => ({ place: e.place, name: e.name.trim(), points: pointsOf.get(e.startNo)! }));
    const band = (rows: { name: string; points: number }[], p: number) => rows.filter((x) => x.points === p).map((x) => x.name).sort();
    for (const p of new Set(pub.map((x) => x.points))) expect(band(ours, p)).toEqual(band(pub, p));
    for (let i = 1; i < ours.length; i++) expect(ours[i]!.points).toBeLessThanOrEqual(ours[i - 1]!.points);
    // the published places of the points bands: the band of 7 points is places 3–5, etc.
    for (const p of new Set(pub.map((x) => x.points))) {
      expect(ours.filter((x) => x.points === p).map((x) => x.place)).toEqual(pub.filter((x) => x.points === p).map((x) => x.rank));
    }
    expect(ours[0]).toMatchObject({ place: 1, name: 'Lomasov Semen', points: 16 });
    const summary = swissOpenSummary(res, '2026-12-06');
    expect(summary).toMatchObject({ finished: true, state: { code: 'finished' } });
    expect(summary.leaders.map((l) => l.name.trim())).toEqual(['Lomasov Semen']);
  });

  test('with the file’s own TB1, TB2 as the chain (Buchholz, Buchholz cut 1: their published values) the 220 players come in the published order', () => {
    const event = { name: 'Moscow Open 2018 A', preset: 'swiss', swiss: 'moscow.csv', edition: 'fide-2009', rules: { qualifier: { chain: ['BH', 'BH/C1'] } } };
    const r = loadSwissOpen(folder({ 'event.json': JSON.stringify(event), 'moscow.csv': moscow }));
    if (!r.ok) throw new Error(JSON.stringify(r.errors.slice(0, 3)));
    const rows = moscow.toString('utf8').split(/\r?\n/).map((l) => l.split(';')).filter((c) => /^\d+$/.test(c[0] ?? ''));
    const tb = (cell: string) => Number(cell.replace(',', '.'));
    // the order is the published one; a place is shared only where points, TB1 and TB2 are all equal (the file splits those by its TB3/TB4)
    expect(r.result.ranking.map((e) => e.name.trim())).toEqual(rows.map((c) => c[2]!.trim()));
    r.result.ranking.forEach((e, i) => {
      const c = rows[i]!;
      const level = rows.filter((x) => x[14] === c[14] && x[15] === c[15] && x[16] === c[16]);
      expect(e.place).toBe(level.length > 1 ? Math.min(...level.map((x) => Number(x[0]))) : Number(c[0]));
    });
    // the chain's values are the file's TB1 (BH) and TB2 (BH cut 1)
    const byName = new Map(r.result.swiss.rows.map((row) => [row.name.trim(), row.values]));
    for (const c of rows.slice(0, 20)) {
      expect(tiebreakDecimal('BH', byName.get(c[2]!.trim())!.BH ?? -1)).toBe(tb(c[15]!));
      expect(tiebreakDecimal('BH/C1', byName.get(c[2]!.trim())!['BH/C1'] ?? -1)).toBe(tb(c[16]!));
    }
  });

  test('gros2010 (TRF, 4 of 9 rounds played): standings under way, no place decided, not finished', () => {
    const r = loadSwissOpen(folder({ 'event.json': JSON.stringify({ name: 'Open Internacional de Gros 2010', preset: 'swiss', swiss: 'gros.trf' }), 'gros.trf': gros }));
    if (!r.ok) throw new Error(JSON.stringify(r.errors.slice(0, 3)));
    const res = r.result;
    expect(res.qualifier).toMatchObject({ rounds: 9, roundsPlayed: 4, complete: false });
    expect(res.ranking).toEqual([]);
    const summary = swissOpenSummary(res, '2026-12-06');
    expect(summary.finished).toBe(false);
    expect(summary.state).toMatchObject({ code: 'round', rounds: 9 });
  });

  test('the schema words are coded in both languages', () => {
    expect(t('pl', 'OPEN_SWISS_NO_FINAL_STAGE', { field: 'groups' })).toContain('groups');
    expect(t('en', 'OPEN_FINAL_STAGE_REQUIRED', { field: 'groups' })).toContain('groups');
    expect(t('pl', 'OPEN_FINAL_STAGE_REQUIRED', { field: 'groups' })).not.toEqual(t('en', 'OPEN_FINAL_STAGE_REQUIRED', { field: 'groups' }));
  });
});

describe('the page of a plain Swiss open', () => {
  const load = (read: Parameters<typeof folder>[0]) => {
    const r = loadSwissOpen(folder(read));
    if (!r.ok) throw new Error(JSON.stringify(r.errors.slice(0, 3)));
    return r.result;
  };
  const finished = load({ 'event.json': JSON.stringify({ name: 'Moscow Open 2018 A', preset: 'swiss', swiss: 'moscow.csv', edition: 'fide-2009' }), 'moscow.csv': moscow });
  const underWay = load({ 'event.json': JSON.stringify({ name: 'Gros 2010', preset: 'swiss', swiss: 'gros.trf' }), 'gros.trf': gros });
  const page = (result: typeof finished, lang: 'pl' | 'en') => renderToStaticMarkup(createElement(SwissOpenView, { result, lang }));

  test('shows no groups, matches, play-off or continuation; the Swiss table and the final ranking in both languages', () => {
    const pl = page(finished, 'pl');
    for (const id of ['groups', 'matches', 'playoff', 'swiss']) expect(pl).not.toContain(`id="${id}"`);
    expect(pl).toContain('id="final-ranking"');
    expect(pl).toContain('Tabela turnieju szwajcarskiego');
    expect(pl).toContain('Miejsca według punktów');
    expect(pl).not.toContain('Żadne miejsce nie jest jeszcze rozstrzygnięte');
    expect(pl).toContain('Lomasov Semen');
    // every place is decided in the Swiss: no column saying so on each row; the nav names the standings, not a qualifier
    expect(pl).not.toContain('Rozstrzygnięte w');
    expect(pl).toContain('<a href="#qualifier">Turniej szwajcarski</a>');
    expect(pl).not.toContain('>Eliminacje</a>');
    const en = page(finished, 'en');
    expect(en).toContain('Swiss standings');
    expect(en).toContain('Places by points, then');
  });

  test('under its name it says what it is: a Swiss, not a qualifier with groups (an open with a final stage still says so)', () => {
    expect(SWISS_OPEN_KIND.subtitle!(finished)).toEqual({ pl: 'Open: system szwajcarski', en: 'Open: Swiss system' });
    const cut = loadSwissOpen(folder({ 'event.json': readFileSync('tests/fixtures/competitions/swiss-open/amplico-2024/event.json'), 'swiss.trf': readFileSync('tests/fixtures/competitions/swiss-open/amplico-2024/swiss.trf'), 'games.csv': readFileSync('tests/fixtures/competitions/swiss-open/amplico-2024/games.csv') }));
    if (!cut.ok) throw new Error(JSON.stringify(cut.errors.slice(0, 3)));
    expect(SWISS_OPEN_KIND.subtitle!(cut.result)?.en).toBe('Open: a Swiss qualifier, play-off, groups and matches');
  });

  test('under way (gros2010): no place decided yet, the standings provisional', () => {
    const en = page(underWay, 'en');
    expect(en).toContain('No place is decided yet.');
    expect(en).toContain('Rounds played: 4 of 9');
    expect(en).not.toContain('id="groups"');
  });
});

describe('the embed of a plain Swiss open', () => {
  const load = (read: Parameters<typeof folder>[0]) => {
    const r = loadSwissOpen(folder(read));
    if (!r.ok) throw new Error(JSON.stringify(r.errors.slice(0, 3)));
    return r.result;
  };
  const embed = (result: ReturnType<typeof load>, lang: 'pl' | 'en') => swissOpenEmbed({ lang, slug: 'open', href: '/open', result, options: parseEmbedOptions(new URLSearchParams('top=3')) });
  test('finished: the final ranking; under way: the Swiss standings without a qualifier status column', () => {
    const moscowEmbed = embed(load({ 'event.json': JSON.stringify({ name: 'Moscow Open 2018 A', preset: 'swiss', swiss: 'moscow.csv', edition: 'fide-2009' }), 'moscow.csv': moscow }), 'en');
    expect(moscowEmbed.table).toContain('embed-open-ranking');
    expect(moscowEmbed.table).toContain('Lomasov Semen');
    const grosEmbed = embed(load({ 'event.json': JSON.stringify({ name: 'Gros 2010', preset: 'swiss', swiss: 'gros.trf' }), 'gros.trf': gros }), 'pl');
    expect(grosEmbed.subtitle[0]).toBe('tabela turnieju szwajcarskiego');
    expect(grosEmbed.table).toContain('embed-open-qualifier');
    expect(grosEmbed.table).not.toContain('Status');
  });
});

describe('the command line text of a plain Swiss open', () => {
  test('gros2010: the Swiss and the ranking only — no qualifier, final-stage start numbers or matches', () => {
    const r = loadSwissOpen(folder({ 'event.json': JSON.stringify({ name: 'Gros 2010', preset: 'swiss', swiss: 'gros.trf' }), 'gros.trf': gros }));
    if (!r.ok) throw new Error(JSON.stringify(r.errors.slice(0, 3)));
    const text = formatSwissOpenText(r.result);
    expect(text).toContain('SWISS (4/9 rounds, places not final)');
    expect(text).toContain('  none yet');
    for (const absent of ['QUALIFIER', 'START NUMBERS OF THE FINAL STAGE', 'MATCHES']) expect(text).not.toContain(absent);
    expect(text).toMatch(/\n\s+1\s+1\s+Mirzoev Azer\s+4\s/);
  });
});
