import { describeInEnglish } from '@/lib/problem';
import { tiebreakDecimal, type TiebreakCode } from '@/lib/games/tiebreaks/tiebreak-registry';
import { formatPoints } from '@/lib/half-points';
import type { SwissOpenResult } from '@/lib/competitions/swiss-open/compute-swiss-open';
import { loadSwissOpen } from '@/lib/competitions/swiss-open/load-swiss-open';
import type { Slot } from '@/lib/competitions/swiss-open/slot';
import { GROUP_NAMES, swissOpenToJson } from '@/lib/competitions/swiss-open/swiss-open-json';
import type { EventGame } from '@/lib/competitions/swiss-open/event-game';

export const EVENT_USAGE = `Usage:
  gp event <folder> [--json]   an open with a qualification cut (competitions.md §3, §6): event.json,
                               the Swiss TRF and games.csv → the stages and the ranking so far
`;

export interface EventCommandIo {
  out(s: string): void;
  err(s: string): void;
}

/**
 * `gp event <folder> [--json]` (competitions.md §6). Exit codes: 0 done; 1 a file of the folder is
 * missing or wrong ("file line N: message" on stderr, one per problem); 2 bad usage.
 */
export function eventCommand(args: string[], io: EventCommandIo, readFile: (path: string) => Uint8Array | null): number {
  const json = args.includes('--json');
  const unknown = args.filter((a) => a.startsWith('--') && a !== '--json');
  const positional = args.filter((a) => !a.startsWith('--'));
  if (unknown.length > 0 || positional.length !== 1) {
    io.err(`gp event: ${unknown.length > 0 ? `unknown option ${unknown.join(', ')}` : 'expected one event folder'}\n${EVENT_USAGE}`);
    return 2;
  }
  const folder = positional[0]!.replace(/[\\/]+$/, '');
  const loaded = loadSwissOpen((name) => readFile(`${folder}/${name}`));
  for (const w of loaded.warnings) io.err(`${w}\n`);
  if (!loaded.ok) {
    for (const e of loaded.errors) io.err(`${describeInEnglish(e)}\n`);
    return 1;
  }
  io.out(json ? JSON.stringify(swissOpenToJson(loaded.result), null, 2) + '\n' : formatEventText(loaded.result));
  return 0;
}

/** A readable account of the event for a terminal: every stage as far as decided. */
export function formatEventText(r: SwissOpenResult): string {
  const name = new Map(r.players.map((p) => [p.startNo, p.name]));
  const who = (s: number | null) => (s === null ? '?' : `${s} ${name.get(s) ?? ''}`.trim());
  const slot = (s: Slot) => (s.startNo !== null ? who(s.startNo) : s.candidates.length > 0 ? `? (${s.candidates.join('/')})` : '?');
  const tb = (chain: readonly TiebreakCode[], v: Partial<Record<TiebreakCode, number>>) => chain.map((c) => String(tiebreakDecimal(c, v[c] ?? 0)));
  const result = (g: EventGame) => `${g.round === 'A' ? 'A' : `R${g.round}`}: ${who(g.white)} – ${who(g.black)} ${g.result ?? '(to play)'}`;
  const out: string[] = [r.name, `Tie-breaks: unplayed rounds by ${r.edition}`, ''];
  const q = r.qualifier;
  out.push(`QUALIFIER (${q.roundsPlayed}/${q.rounds} rounds${q.complete ? '' : ', under way'})`);
  out.push(
    ...table(
      ['Rank', 'No', 'Name', 'Pts', ...r.rules.qualifier.chain, 'Status'],
      q.rows.map((row) => [String(row.rank), String(row.startNumber), row.name, formatPoints(row.points), ...tb(r.rules.qualifier.chain, row.values), row.status]),
      (i) => i !== 2 && i !== 5 + r.rules.qualifier.chain.length - 1,
    ),
  );
  if (q.openTies.length > 0) out.push(`Open ties (a lot decides, event.json "lots"): ${q.openTies.map((t) => t.join(' = ')).join('; ')}`);
  if (r.playoff) {
    out.push('', `PLAY-OFF for ${r.playoff.places} place(s), seeds ${r.playoff.seeds.join(', ')}`);
    for (const round of r.playoff.rounds) {
      out.push(`Round ${round.round}${round.byes.length > 0 ? ` (waiting: ${round.byes.join(', ')})` : ''}`);
      for (const m of round.matches) out.push(`  ${slot(m.high)} – ${slot(m.low)}${m.game?.result ? ` ${m.game.result}` : ''}${m.winner !== null ? ` → ${who(m.winner)}` : ''}`);
    }
  }
  out.push('', 'START NUMBERS OF THE FINAL STAGE', ...r.seats.map((s, i) => `  ${String(i + 1).padStart(2)}. ${slot(s)}`));
  const stage = (title: string, s: SwissOpenResult['groups'][number], chain: readonly TiebreakCode[]) => {
    out.push('', title);
    if (s.standings.length === 0) out.push(`  members: ${s.members.map(slot).join(', ')}`);
    else out.push(...table(['Pos', 'No', 'Name', 'Pts', ...chain, 'Seat'], s.standings.map((row) => [String(row.position), String(row.startNo), name.get(row.startNo) ?? '', formatPoints(row.points), ...tb(chain, row.values), String(row.seat)]), (i) => i !== 2).map((l) => `  ${l}`));
    for (const g of s.games) out.push(`  ${result(g)}`);
    out.push(`  decided: ${s.positions.map((p, i) => `${i + 1}. ${slot(p)}`).join('   ')}`);
  };
  r.groups.forEach((g, i) => stage(`GROUP ${GROUP_NAMES[i] ?? i + 1}`, g, r.rules.groups.chain));
  for (const p of r.placements) stage(`PLACES ${p.firstPlace}–${p.firstPlace + p.members.length - 1}`, p, r.rules.placements.find((x) => x.groupPosition === p.groupPosition)!.chain);
  out.push('', 'MATCHES');
  for (const m of r.matches) {
    out.push(`  ${m.id}: ${slot(m.players[0])} – ${slot(m.players[1])}  ${formatPoints(m.score[0])}–${formatPoints(m.score[1])}  ${m.status}${m.winner !== null ? ` → ${who(m.winner)}` : ''}`);
    for (const g of m.games) out.push(`    ${result(g)}`);
  }
  out.push('', `SWISS (${r.swiss.roundsPlayed}/${r.swiss.rounds} rounds${r.swiss.decided ? '' : ', places not final'})`);
  out.push(...table(['Place', 'No', 'Name', 'Pts', ...r.rules.continuation.chain], r.swiss.rows.map((row) => [String(row.place), String(row.startNumber), row.name + (row.mayQualify ? ' (play-off)' : ''), formatPoints(row.points), ...tb(r.rules.continuation.chain, row.values)]), (i) => i !== 2));
  out.push('', 'RANKING (places decided so far)', ...(r.ranking.length === 0 ? ['  none yet'] : r.ranking.map((e) => `  ${String(e.place).padStart(3)}. ${e.startNo} ${e.name}`)));
  return out.join('\n') + '\n';
}

function table(head: string[], rows: string[][], right: (i: number) => boolean): string[] {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const fmt = (r: string[]) => r.map((c, i) => (right(i) ? c.padStart(widths[i]!) : c.padEnd(widths[i]!))).join('  ').trimEnd();
  return [fmt(head), ...rows.map(fmt)];
}
