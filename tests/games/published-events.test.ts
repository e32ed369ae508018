import { describe, expect, test } from 'vitest';
import type { Edition } from '@/lib/games/editions';
import type { GamesModel } from '@/lib/games/games-model';
import { rankByChain } from '@/lib/games/rank-by-chain';
import { createTiebreakContext } from '@/lib/games/tiebreaks/create-tiebreak-context';
import type { ByeBeforeForfeitLoss } from '@/lib/games/tiebreaks/tiebreak-context';
import { readTiebreakCode, TIEBREAKS, type TiebreakCode } from '@/lib/games/tiebreaks/tiebreak-registry';
import { agreesWithPublished, editionNamedBy, fixtureJson, fixtureText, loadTrfModel, readCsv } from './helpers/fixtures';

/**
 * Nine real events (Vega exports of Hobsons Bay Chess Club): every published Pts / BH / BH-C1 / SB
 * value, computed under the edition verification_summary.json names for the event.
 */
interface Summary {
  title: string;
  tiebreak_columns: string[];
  verdict: string;
  reimplementation_vs_published: Record<string, Record<string, string>>;
}
const summary = fixtureJson<Record<string, Summary>>('published-events/verification_summary.json');
const events = Object.keys(summary).sort();

interface Check {
  event: string;
  edition: Edition;
  column: string;
  code: TiebreakCode;
  startNumber: number;
  published: string;
  ours: number;
  pairingAllocatedBye: boolean;
  ownPoints: number;
}

function load(event: string) {
  const edition = editionNamedBy(summary[event]!.verdict);
  const model = loadTrfModel(`published-events/${event}/derived.trf`);
  const rows = readCsv(fixtureText(`published-events/${event}/standings_published.csv`));
  return { edition, model, rows };
}

function checks(event: string, reading?: ByeBeforeForfeitLoss): Check[] {
  const { edition, model, rows } = load(event);
  const ctx = createTiebreakContext(model, edition, reading ? { byeBeforeForfeitLoss: reading } : {});
  const columns = summary[event]!.tiebreak_columns.filter((c) => readTiebreakCode(c) !== null);
  return columns.flatMap((column) => {
    const code = readTiebreakCode(column)!;
    const values = TIEBREAKS[code].compute(ctx, []);
    return rows.map((row) => {
      const i = ctx.indexOf.get(Number(row.start_no))!;
      return {
        event,
        edition,
        column,
        code,
        startNumber: Number(row.start_no),
        published: row[column]!,
        ours: values[i]!,
        pairingAllocatedBye: model.players[i]!.rounds.some((r) => r.result === 'U'),
        ownPoints: ctx.players[i]!.points,
      };
    });
  });
}

/**
 * The one documented difference. In the 2026 Rookies and Juniors Cup the published SB leaves out
 * the round of a pairing-allocated bye (4 players, the 4 of the 70 that no edition reproduces).
 * C.07 (2023) 16.4 counts that round as a game against a dummy with the player's own score and a
 * win — Held's exercise 12 (player 6: 6.50 with the bye, 3.50 without) and the same program's
 * other events (e.g. 2026 Juniors Rapid, 8 such byes, all 102 SB values reproduced) do count it.
 * So for those four players our SB is higher than the published one by exactly own score × 1.
 */
function documentedDifference(c: Check): boolean {
  return c.event === 'www2026HBCCRookiesAndJuniorsCup' && c.code === 'SB' && c.pairingAllocatedBye;
}

const all = events.flatMap((e) => checks(e));

describe('published events: each published tie-break value is reproduced under the edition the verification names', () => {
  test.each(all.filter((c) => !documentedDifference(c)))('$event ($edition) $column of player $startNumber is $published', (c) => {
    expect(agreesWithPublished(c.ours, c.published)).toBe(true);
  });
});

describe('published events: the documented difference (SB without the pairing-allocated bye, 2026 Rookies and Juniors Cup)', () => {
  const differing = all.filter(documentedDifference);
  test('it concerns the four players with a pairing-allocated bye', () => {
    expect(differing.map((c) => c.startNumber).sort((a, b) => a - b)).toHaveLength(4);
  });
  test.each(differing)('player $startNumber: ours minus published is the bye round, own score × 1', (c) => {
    // ours (quarter-points) − published = own score (half-points) × 1 point (2 half-points)
    expect(agreesWithPublished(c.ours - c.ownPoints * 2, c.published)).toBe(true);
  });
});

describe('published events: points and order', () => {
  test.each(events)('%s: every published Pts equals the sum of the round results', (event) => {
    const { model, rows } = load(event);
    const ctx = createTiebreakContext(model, 'fide-2023');
    for (const row of rows) expect(ctx.players[ctx.indexOf.get(Number(row.start_no))!]!.points / 2).toBe(Number(row.Pts));
  });
  test.each(events)('%s: the published order agrees with our ranks (tied players in any order within their shared rank)', (event) => {
    const { edition, model, rows } = load(event);
    const chain = summary[event]!.tiebreak_columns.map(readTiebreakCode).filter((c): c is TiebreakCode => c !== null);
    const ours = rankedByStart(model, chain, edition);
    const size = new Map<number, number>();
    for (const r of ours.values()) size.set(r, (size.get(r) ?? 0) + 1);
    for (const row of rows) {
      const rank = ours.get(Number(row.start_no))!;
      const pos = Number(row.Pos);
      expect(pos).toBeGreaterThanOrEqual(rank);
      expect(pos).toBeLessThan(rank + size.get(rank)!);
    }
  });
});

function rankedByStart(model: GamesModel, chain: TiebreakCode[], edition: Edition): Map<number, number> {
  return new Map(rankByChain(model, chain, edition).map((r) => [r.startNumber, r.rank]));
}

describe('the known disagreement: a bye followed only by a forfeit loss (tiebreaks.md)', () => {
  // Hobsons Bay Cup 2024 has this case; the verification counted how many published values each
  // reading reproduces. Ours ('face-value', the summary's fide2023b) and TieBreakServer's ('draw',
  // the summary's fide2023) must give exactly those counts.
  const event = 'wwwHobsonsBayCup2024';
  const counted = (reading: ByeBeforeForfeitLoss) => {
    const out: Record<string, string> = {};
    for (const c of checks(event, reading)) {
      const [ok, n] = (out[c.column] ?? '0/0').split('/').map(Number) as [number, number];
      out[c.column] = `${ok + (agreesWithPublished(c.ours, c.published) ? 1 : 0)}/${n + 1}`;
    }
    return out;
  };
  test('our reading (the bye keeps its points) reproduces every published value, as fide2023b did', () => {
    expect(counted('face-value')).toEqual(summary[event]!.reimplementation_vs_published.fide2023b);
  });
  test("TieBreakServer's reading (the bye counts as a draw) gets the counts the verification found for it", () => {
    expect(counted('draw')).toEqual(summary[event]!.reimplementation_vs_published.fide2023);
  });
});
