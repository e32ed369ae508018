import { formatScoreText, type Units } from '@/lib/fraction';
import { EXPORT_WORDS } from '@/lib/i18n/export-words';
import { type Lang, MESSAGES } from '@/lib/i18n/messages';
import { resultCell, textCell } from '@/lib/series/result-cell';
import type { Standings } from '@/lib/series/standings';
import type { XlsxCell, XlsxSheet } from './xlsx';
import { words } from '@/lib/i18n/words';

/**
 * A series value as a spreadsheet number when a number cell holds it exactly (whole and half
 * points: every multiple of 0.5 is exact in binary floating point); a value of thirds or other
 * fractions (tied places splitting points) as its exact text "153 1/3".
 */
export function seriesNumber(units: Units, unit: number): XlsxCell {
  return (units * 2) % unit === 0 ? (units * 2) / unit / 2 : formatScoreText(units, unit);
}

/** Game points (half-points inside) as a number: 13 → 6.5. */
export const gamePointsNumber = (halfPoints: number): number => halfPoints / 2;

/**
 * The season's tables as a workbook's tabs: the individual table (the CSV's columns, with numbers
 * as numbers: a counted result is a number, a dropped one "(6.5)" and one that does not count
 * "x6.5" as text, as in the CSV, so a row's sum is its total), the club teams and the prizes.
 */
export function seasonSheets(s: Standings, lang: Lang): XlsxSheet[] {
  const m = words(lang, MESSAGES);
  const w = words(lang, EXPORT_WORDS);
  const regular = s.tournaments.filter((t) => !t.final);
  const final = s.tournaments.find((t) => t.final);
  const columns = final ? [...regular, final] : regular;
  const n = (u: Units) => seriesNumber(u, s.unit);
  const individual: XlsxSheet = {
    name: w.sheetStandings,
    header: [m.rank, m.player, w.crId, m.club, m.total, m.regular, m.final, ...columns.map((t) => t.name), w.droppedTournaments, w.finalPlace, w.played],
    rows: s.individual.map((e) => [
      e.rankLabel === String(e.rank) ? e.rank : e.rankLabel,
      e.name,
      e.crId,
      e.club,
      n(e.total),
      n(e.regular),
      n(e.final),
      ...columns.map((t) => {
        const c = resultCell(e, t.id);
        if (c.kind === 'absent') return null;
        return c.kind === 'counted' ? n(c.points) : textCell(c, s.unit);
      }),
      e.droppedTournaments.map((id) => s.tournaments.find((t) => t.id === id)?.name ?? id).join('; '),
      e.finalPlace,
      e.eventsPlayed,
    ]),
  };
  const teams: XlsxSheet = {
    name: w.sheetTeams,
    header: [m.rank, m.club, m.total, m.regular, m.final, ...columns.map((t) => t.name), m.cup],
    rows: s.teams.map((t) => [
      t.rankLabel === String(t.rank) ? t.rank : t.rankLabel,
      t.club,
      n(t.total),
      n(t.regular),
      n(t.final),
      ...columns.map((c) => {
        const x = t.tournaments.find((y) => y.tournament === c.id);
        if (!x) return null;
        return x.dropped ? `(${formatScoreText(x.score, s.unit)})` : n(x.score);
      }),
      t.cup,
    ]),
  };
  const categoryLabel = (id: string) => s.rules.categories.find((c) => c.id === id)?.label[lang] ?? id;
  const prizes: XlsxSheet = {
    name: w.sheetPrizes,
    header: [m.prize, m.player, w.crId, w.amountZloty, w.sharedBy],
    rows: s.prizes.map((p) => [
      p.prize === 'place' ? `${m.place} ${p.placeLabel ?? p.place ?? ''}`.trim() : categoryLabel(p.prize),
      p.name,
      p.crId,
      // grosze are whole: the amount in złoty has at most two decimals, as the page prints it
      p.amountGrosze / 100,
      p.sharedBy > 1 ? p.sharedBy : null,
    ]),
  };
  return [individual, teams, prizes];
}

/** One tournament's results as the tournament page shows them: place, player, club, game points, series points, counted. */
export function tournamentSheet(s: Standings, tournamentId: string, lang: Lang): XlsxSheet | null {
  const t = s.tournaments.find((x) => x.id === tournamentId);
  if (!t) return null;
  const m = words(lang, MESSAGES);
  const w = words(lang, EXPORT_WORDS);
  return {
    name: t.name,
    header: [m.place, m.player, m.club, m.points, w.seriesPoints, m.eligible, w.reason],
    rows: [...t.rows]
      .sort((a, b) => a.place - b.place || a.line - b.line)
      .map((r) => [r.place, r.name, r.club, gamePointsNumber(r.gamePoints), seriesNumber(r.points, s.unit), r.eligible ? m.yes : m.no, r.eligible ? null : (m.reason[r.reason ?? ''] ?? r.reason)]),
  };
}

/** A player's results of the season, one row per tournament, as the player page's history. */
export function playerSheet(s: Standings, playerKey: string, lang: Lang): XlsxSheet | null {
  const entry = s.individual.find((e) => e.key === playerKey);
  const rows = s.tournaments.map((t) => ({ t, r: t.rows.find((x) => x.playerKey === playerKey) }));
  const player = s.players.get(playerKey);
  if (!entry && !player && rows.every((x) => !x.r)) return null;
  const m = words(lang, MESSAGES);
  const w = words(lang, EXPORT_WORDS);
  const name = entry?.name ?? player?.name ?? rows.find((x) => x.r)?.r?.name ?? playerKey;
  return {
    name,
    header: [m.date, m.tournament, m.place, m.points, w.seriesPoints, m.counted],
    rows: rows.map(({ t, r }) => {
      const res = entry?.results.find((x) => x.tournament === t.id);
      const droppedAbsence = !r && entry?.droppedTournaments.includes(t.id);
      const status = !r ? (droppedAbsence ? m.absentDropped : m.absent) : !r.eligible ? `${m.no} — ${m.reason[r.reason ?? ''] ?? ''}` : res?.dropped ? m.dropped : m.yes;
      return [t.date, t.name, r ? r.place : null, r ? gamePointsNumber(r.gamePoints) : null, r ? seriesNumber(r.points, s.unit) : null, status];
    }),
  };
}
