import { createElement, type FunctionComponent } from 'react';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { LeagueChangePreview } from '@/app/components/competitions/round-robin-league/league-change-preview';
import { LeagueCrossTable } from '@/app/components/competitions/round-robin-league/league-cross-table';
import { LeagueExclusions } from '@/app/components/competitions/round-robin-league/league-exclusions';
import { LeagueLegend } from '@/app/components/competitions/round-robin-league/league-legend';
import { LeaguePostponedGames } from '@/app/components/competitions/round-robin-league/league-postponed-games';
import { LeagueSchedule } from '@/app/components/competitions/round-robin-league/league-schedule';
import { LeagueSeasonOverview } from '@/app/components/competitions/round-robin-league/league-season-overview';
import { LeagueStandings } from '@/app/components/competitions/round-robin-league/league-standings';
import { RoundPairings } from '@/app/components/games/round-pairings';
import { previewGameChange } from '@/lib/competitions/round-robin-league/preview-game-change';
import { loadRoundRobinLeague } from '@/lib/competitions/round-robin-league/load-round-robin-league';
import { leagueOf, loadSpb } from './helpers';

const { season } = loadSpb();
const { league, input } = leagueOf(season, 'liga-1-1');
const small = leagueOf(season, 'liga-2-1').league;
const html = <P extends object>(component: FunctionComponent<P>, props: P) => renderToStaticMarkup(createElement(component, props));
/** The text of the table rows, cells separated by "|" (tags stripped). */
const rows = (markup: string) =>
  [...markup.matchAll(/<tr[^>]*>(.*?)<\/tr>/g)].map((m) => [...m[1]!.matchAll(/<t[hd][^>]*>(.*?)<\/t[hd]>/g)].map((c) => c[1]!.replace(/<[^>]+>/g, '')).join('|'));

describe('standings', () => {
  test('Polish: places, decimal commas, the excluded player marked, the annulled one named below', () => {
    const out = html(LeagueStandings, { league, lang: 'pl' });
    expect(rows(out)[0]).toBe('M.|Nr|Zawodnik|Pkt|SB|DE|WIN|KS');
    // issue 40, C13: DE only where players are level on points and SB (here nobody is)
    // issue 40, item 4: the federation the league's TRF gives, beside the name
    expect(rows(out)[1]).toBe('1|6|Егоров Евгений RUS|5,5|12,5||4|1');
    expect(rows(out)[5]).toBe('5|3|Васильев Виктор RUS (wykluczony)|3,5|4,25||3|0');
    expect(out).toContain('Wykluczeni, zanim rozegrali 5 partii — ich partie nie liczą się do klasyfikacji: Жуков Захар.');
    expect(out).toContain('<th scope="col" class="num">Pkt</th>');
    expect(out).toContain('<div class="table-wrap">');
  });

  test('English: decimal points; the hand-computed table of Лига 2.1', () => {
    const out = rows(html(LeagueStandings, { league: small, lang: 'en' }));
    expect(out).toEqual([
      'Pl.|No|Player|Pts|SB|DE|WIN|KS',
      '1|4|Орлов Павел RUS|3|7|1|3|1',
      '2|1|Лебедев Максим RUS|3|7|2|3|2',
      '3|6|Романов Семён RUS|2.5|6.25|1|2|1.5',
      '4|2|Морозов Никита RUS|2.5|6.25|1|1|1.5',
      // level on points but not on SB: DE decides nothing and is not shown (issue 40, C13)
      '5|3|Новиков Олег RUS|2|5.25||1|1.5',
      '6|5|Павлов Роман RUS|2|4.75||1|1.5',
    ]);
  });
});

describe('cross-table', () => {
  const out = html(LeagueCrossTable, { league, lang: 'en' });
  test('rows by start number; annulled results struck through with the reason; postponed marked', () => {
    const r = rows(out);
    expect(r[0]).toBe('No|Player|1|2|3|4|5|6|7|8|9|10|Pts|Pl.');
    // the diagonal filled, as chess-results draws it (issue 40: it was an empty cell)
    expect(r[1]).toBe('1|Алексеев Андрей|×|½|1|1|1|½|½|||1|5|2');
    expect(r[7]).toBe('7|Жуков Захар|½|||1|||×||1||2.5|–');
    expect(out).toContain('<td class="num game self diagonal" aria-hidden="true">×</td>');
    expect(out).toContain('<td class="num game annulled" title="annulled: Жуков Захар excluded with too few games played"><del>½</del></td>');
    expect(out).toContain('<td class="num game postponed" title="round 5 game postponed, still to play">ppd</td>');
    expect(out).toContain('<th scope="row"><del>Жуков Захар</del></th>');
  });
  test('the forfeit given by the exclusion says so', () => {
    expect(out).toContain('title="forfeit after the exclusion of Васильев Виктор">+</td>');
  });
});

describe('schedule, postponed games, exclusions', () => {
  test('each round with its game day; the made-up game on its reserve day', () => {
    const out = html(LeagueSchedule, { league, lang: 'pl' });
    expect(out).toContain('Runda 9 — 28.12.2017, 11:30–14:30');
    expect(rows(out)).toContain('19.11.2017 (dzień rezerwowy)|Борисов Борис|1–0|Козлов Леонид|rozegrana (odrobiona)');
    expect(rows(out)).toContain('22.12.2017|Васильев Виктор|−–+|Егоров Евгений|walkower (po wykluczeniu)');
    expect(rows(out)).toContain('27.10.2017|Григорьев Глеб|0–1|Жуков Захар|anulowana');
    expect(out).toContain('<del>0–1</del>');
  });

  test('issue 40: a made-up game whose date nobody wrote down comes last in its round, under one row "date not known"', () => {
    // the made-up game of the fixture (Борисов – Козлов, on the reserve day 19.11.2017) as the loader gives it when
    // its postponement names no day it was played: no date, dateKind "unknown"
    const made = league.games.find((g) => g.madeUp && g.date === '2017-11-19')!;
    const undated = { ...league, games: league.games.map((g) => (g === made ? { ...g, date: null, dateKind: 'unknown' as const } : g)) };
    for (const [lang, unknown, state] of [['pl', 'data nieznana', 'rozegrana (odrobiona)'], ['en', 'date not known', 'played (made up)']] as const) {
      const out = html(LeagueSchedule, { league: undated, lang });
      const round = rows(out).filter((x) => x.startsWith(lang === 'pl' ? `Runda ${made.round} — ` : `Round ${made.round} — `));
      expect(round).toHaveLength(1);
      const all = rows(out);
      const at = all.indexOf(round[0]!);
      const next = all.findIndex((x, i) => i > at && /^(Runda|Round) /.test(x));
      const inRound = all.slice(at + 1, next === -1 ? undefined : next);
      // the dated games first, then the heading once, then the game without a date (its date cell empty)
      expect(inRound.at(-2)).toBe(unknown);
      expect(inRound.at(-1)).toBe(`|Борисов Борис|1–0|Козлов Леонид|${state}`);
      expect(inRound.slice(0, -2).every((x) => /^\d/.test(x))).toBe(true);
      expect(out.split('data-testid="schedule-undated"')).toHaveLength(2);
      expect(out).not.toMatch(/odrobiona, data nieznana|made up, date not known|ani plik TRF|nor the TRF/);
    }
  });

  test('the postponed game still to play, with the reserve days left', () => {
    expect(rows(html(LeaguePostponedGames, { league, lang: 'en' }))[1]).toBe('5|Григорьев Глеб – Борисов Борис|Борисов Борис|2017-12-01|not fixed|2017-12-17 10:30–14:30; 2017-12-22 15:00–18:00; 2017-12-24 10:30–14:30');
    expect(html(LeaguePostponedGames, { league: small, lang: 'pl' })).toBe('<p class="explain">Brak przełożonych partii do rozegrania.</p>');
  });

  test('exclusions with their consequence', () => {
    const r = rows(html(LeagueExclusions, { league, lang: 'en' }));
    expect(r.slice(1)).toEqual([
      'Васильев Виктор|0|2|excluded; 5 or more games played — remaining games forfeited',
      'Жуков Захар|3|0|excluded; fewer than 5 games played — all their games annulled',
    ]);
  });

  test('a rule that triggers before the arbiter decides', () => {
    const r = rows(html(LeagueExclusions, { league: { ...league, flags: league.flags.map((f) => ({ ...f, confirmed: false, consequence: null })) }, lang: 'pl' }));
    expect(r[1]).toBe('Васильев Виктор|0|2|przesłanka wykluczenia od 08.12.2017 — czeka na decyzję sędziego');
  });
});

describe('season overview, legend, preview', () => {
  // Лига 1.1: 45 games, the 9 of annulled 7 do not count → 36; decided: 35 of rounds 1–7 minus 7's 7, minus the postponed 4–2, plus 3–6 forfeited by the exclusion → 28
  test('all leagues with a link each', () => {
    const out = html(LeagueSeasonOverview, { season, lang: 'en', leagueHref: (id) => `/en/leagues/spb-2017/${id}` });
    expect(rows(out).slice(1)).toEqual([
      'Лига 1.1|Fridays 18:00–21:00 (round 9: Thursday 28 Dec, 11:30)|60 min + 30 s|Егоров Евгений (5.5)|28/36|1|0',
      'Лига 2.1|Tuesdays 18:00–20:00|30 min + 30 s|Орлов Павел (3)|15/15|0|0',
    ]);
    expect(out).toContain('<a href="/en/leagues/spb-2017/liga-1-1">Лига 1.1</a>');
    expect(out).toContain('As of 2017-12-15. Reserve days left (3): 2017-12-17 10:30–14:30, 2017-12-22 15:00–18:00, 2017-12-24 10:30–14:30.');
  });

  test('the legend names the readings', () => {
    const out = html(LeagueLegend, { league, lang: 'pl' });
    expect(out).toContain('tabel Bergera FIDE');
    expect(out).toContain('co najmniej 3 godziny przed rundą');
    expect(out).toContain('fide-2009');
  });

  test("the arbiter's preview of a late warning", () => {
    const r = previewGameChange(input, { kind: 'postponement', round: 8, player: 8, warnedAt: '2017-12-22 17:00' });
    if (!r.ok) throw new Error('preview failed');
    const out = rows(html(LeagueChangePreview, { rows: r.rows, lang: 'en' }));
    expect(out.slice(1, 3)).toEqual(['Алексеев Андрей|2. pl., 5 pts|1. pl., 6 pts', 'Егоров Евгений|1. pl., 5.5 pts|2. pl., 5.5 pts']);
  });
});

describe('a league whose file gives no rounds (issue 40: a chess-results crosstable by final place)', () => {
  const files: Record<string, Uint8Array> = {
    'league.json': new TextEncoder().encode(JSON.stringify({ name: 'Ligi', preset: 'spb-leagues-2017', leagues: [{ id: 'grupa-a', name: 'Grupa A', file: 'grupa-a.trf' }] })),
    'grupa-a.trf': new Uint8Array(readFileSync(join(process.cwd(), 'tests/fixtures/real-files/xref-to-gf-example-input.csv'))),
  };
  const loaded = loadRoundRobinLeague((n) => files[n] ?? null);
  if (!loaded.ok) throw new Error(JSON.stringify(loaded.errors));
  const crosstable = loaded.season.leagues[0]!;

  test.each([
    { lang: 'pl' as const, header: 'Zawodnik||Wynik||Przeciwnik|Stan', caption: 'Partie bez rundy' },
    { lang: 'en' as const, header: 'Player||Result||Opponent|State', caption: 'Games without a round' },
  ])('$lang: the schedule is one list of its 15 games, without rounds, colours or a date column', ({ lang, header, caption }) => {
    const out = html(LeagueSchedule, { league: crosstable, lang });
    const r = rows(out);
    expect(r[0]!.replace(/\|+/g, '|')).toBe(header.replace(/\|+/g, '|'));
    expect(r[1]).toContain(caption);
    expect(r).toHaveLength(2 + 15);
    expect(out).not.toMatch(/Runda \d|Round \d/);
  });

  test.each([
    { lang: 'pl' as const, pairings: 'Kojarzenia i wyniki rund', starting: 'Lista startowa (według rankingu)' },
    { lang: 'en' as const, pairings: 'Pairings and results by round', starting: 'Starting list (by rating)' },
  ])('$lang: no heading of pairings over no round (issue 40\'s walk): the starting list alone, under the section\'s id', ({ lang, pairings, starting }) => {
    expect(crosstable.rounds.pairings.every((r) => r.length === 0)).toBe(true);
    const out = renderToStaticMarkup(createElement(RoundPairings, { lang, rounds: crosstable.rounds.pairings, starting: crosstable.rounds.startingList, hrefOf: () => null, id: 'league-grupa-a-pairings' }));
    expect(out).not.toContain(pairings);
    expect(out).toContain(`<h3 id="league-grupa-a-pairings">${starting}</h3>`);
    expect(out).toContain('Zaragatski Ilja');
    // a league with rounds keeps both headings, the id on the pairings
    const withRounds = renderToStaticMarkup(createElement(RoundPairings, { lang, rounds: league.rounds.pairings, starting: league.rounds.startingList, hrefOf: () => null, id: 'p' }));
    expect(withRounds).toContain(`<h3 id="p">${pairings}</h3>`);
    expect(withRounds).toContain(`<h3>${starting}</h3>`);
  });

  test('its cross-table names no round in a cell\'s title', () => {
    expect(html(LeagueCrossTable, { league: crosstable, lang: 'en', slug: 'ligi' })).not.toMatch(/title="round \d/);
  });
});
