import { tiebreakDecimal, type TiebreakCode } from '@/lib/games/tiebreaks/tiebreak-registry';
import { formatPoints } from '@/lib/half-points';
import { textTable } from '@/lib/render/text-table';
import type { SwissOpenResult } from './compute-swiss-open';
import type { EventGame } from './event-game';
import type { Slot } from './slot';
import { GROUP_NAMES } from './swiss-open-json';
import { hasFinalStage } from './swiss-open-rules';

/** A readable account of the event for a terminal: every stage as far as decided. */
export function formatSwissOpenText(r: SwissOpenResult): string {
  const name = new Map(r.players.map((p) => [p.startNo, p.name]));
  const who = (s: number | null) => (s === null ? '?' : `${s} ${name.get(s) ?? ''}`.trim());
  const slot = (s: Slot) => (s.startNo !== null ? who(s.startNo) : s.candidates.length > 0 ? `? (${s.candidates.join('/')})` : '?');
  const tb = (chain: readonly TiebreakCode[], v: Partial<Record<TiebreakCode, number>>) => chain.map((c) => String(tiebreakDecimal(c, v[c] ?? 0)));
  const result = (g: EventGame) => `${g.round === 'A' ? 'A' : `R${g.round}`}: ${who(g.white)} – ${who(g.black)} ${g.result ?? '(to play)'}`;
  const out: string[] = [r.name, `Tie-breaks: unplayed rounds by ${r.edition}`, ''];
  const swissAndRanking = () => {
    out.push('', `SWISS (${r.swiss.roundsPlayed}/${r.swiss.rounds} rounds${r.swiss.decided ? '' : ', places not final'})`);
    out.push(...textTable(['Place', 'No', 'Name', 'Pts', ...(r.rules.continuation?.chain ?? r.rules.qualifier.chain)], r.swiss.rows.map((row) => [String(row.place), String(row.startNumber), row.name + (row.mayQualify ? ' (play-off)' : ''), formatPoints(row.points), ...tb((r.rules.continuation?.chain ?? r.rules.qualifier.chain), row.values)]), (i) => i !== 2));
    out.push('', 'RANKING (places decided so far)', ...(r.ranking.length === 0 ? ['  none yet'] : r.ranking.map((e) => `  ${String(e.place).padStart(3)}. ${e.startNo} ${e.name}`)));
    return out.join('\n') + '\n';
  };
  // a plain Swiss open (issue 40): the Swiss and its ranking are the whole event
  if (!hasFinalStage(r.rules)) return swissAndRanking();
  const q = r.qualifier;
  out.push(`QUALIFIER (${q.roundsPlayed}/${q.rounds} rounds${q.complete ? '' : ', under way'})`);
  out.push(
    ...textTable(
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
    else out.push(...textTable(['Pos', 'No', 'Name', 'Pts', ...chain, 'Seat'], s.standings.map((row) => [String(row.position), String(row.startNo), name.get(row.startNo) ?? '', formatPoints(row.points), ...tb(chain, row.values), String(row.seat)]), (i) => i !== 2).map((l) => `  ${l}`));
    for (const g of s.games) out.push(`  ${result(g)}`);
    out.push(`  decided: ${s.positions.map((p, i) => `${i + 1}. ${slot(p)}`).join('   ')}`);
  };
  r.groups.forEach((g, i) => stage(`GROUP ${GROUP_NAMES[i] ?? i + 1}`, g, r.rules.groups?.chain ?? []));
  for (const p of r.placements) stage(`PLACES ${p.firstPlace}–${p.firstPlace + p.members.length - 1}`, p, (r.rules.placements ?? []).find((x) => x.groupPosition === p.groupPosition)!.chain);
  out.push('', 'MATCHES');
  for (const m of r.matches) {
    out.push(`  ${m.id}: ${slot(m.players[0])} – ${slot(m.players[1])}  ${formatPoints(m.score[0])}–${formatPoints(m.score[1])}  ${m.status}${m.winner !== null ? ` → ${who(m.winner)}` : ''}`);
    for (const g of m.games) out.push(`    ${result(g)}`);
  }
  return swissAndRanking();
}
