import { formatPoints } from '@/lib/half-points';
import { placeWords } from '@/lib/i18n/problem-words';
import { describeViolation } from '@/lib/competitions/team-league/lineup-words';
import { editionSentence, rankingOrderSentence } from '@/lib/competitions/team-league/team-ranking-words';
import { textTable } from '@/lib/render/text-table';
import type { TeamLeagueResult } from './compute-team-league';
import { formatCriterionValue } from './criteria/format-criterion-value';
import { tiebreakEditionOf, type TeamRankingCriterion } from './team-league-rules';

/** Readable tables for a terminal. */
export function formatTeamLeagueText(r: TeamLeagueResult): string {
  const name = (t: number) => r.teams[t]!.name;
  const out: string[] = [r.name, ''];
  const chain = r.swiss.chain;
  out.push(`${r.rules.knockout === null ? 'TABLE' : 'SWISS PHASE'} (${r.swiss.roundsPlayed} of ${r.rules.swissRounds} rounds${r.swiss.complete ? ', complete' : ''})`);
  // competitions.md §6: the order the event uses, in both languages
  out.push(rankingOrderSentence(chain, 'en'), rankingOrderSentence(chain, 'pl'));
  const edition = editionSentence(chain, tiebreakEditionOf(r.rules), 'en');
  if (edition) out.push(edition);
  out.push('');
  const heading: Record<TeamRankingCriterion, string> = { matchPoints: 'MP', gamePoints: 'GP', directEncounter: 'DE', sonnebornBergerGG: 'EGGSB', buchholzMP: 'BH:MP', sonnebornBergerReal: 'SB', berlinerWertung: 'BW', buchholzCut1: 'BH/C1', buchholz: 'BH', progressive: 'PS', boardPoints: 'Boards', publishedOrder: 'File', sonnebornBergerMG: 'EMGSB', sonnebornBergerMGCut1: 'EMGSB/C1', buchholzMPCut1: 'BH:MP/C1' };
  out.push(
    ...textTable(
      ['Rank', 'Team', ...chain.map((c) => heading[c]), 'Note'],
      r.swiss.rows.map((row) => [
        String(row.rank),
        row.name,
        ...chain.map((c) => (c === 'directEncounter' ? (row.directEncounter === null ? '' : String(row.directEncounter)) : formatCriterionValue(c, row.values[c], 'en', ' '))),
        row.removedInRound !== null ? `removed after round ${row.removedInRound}` : row.lot === 'pending' ? 'lot' : row.lot === 'drawn' ? 'by lot' : '',
      ]),
      (i) => new Set(chain.flatMap((c, i) => (c === 'boardPoints' ? [] : [i + 2]))).has(i),
      { rule: true },
    ),
  );
  if (r.knockout.groups.length > 0) {
    out.push('', 'KNOCK-OUT FOR PLACES');
    for (const g of r.knockout.groups) {
      out.push(`Places ${g.places[0]}–${g.places[1]}`);
      for (const matches of g.rounds) {
        for (const m of matches) {
          const a = m.first ? `${name(m.first.team)} (${m.first.seed})` : '?';
          const b = m.status === 'bye' ? 'bye' : m.second ? `${name(m.second.team)} (${m.second.seed})` : '?';
          const score = m.gamePoints ? ` ${formatPoints(m.gamePoints[0])}:${formatPoints(m.gamePoints[1])}` : '';
          const po = m.playoff ? ` play-off ${formatPoints(m.playoff[0])}:${formatPoints(m.playoff[1])}` : '';
          const how = m.decidedBy === 'higher-swiss-place' ? ' (higher Swiss place)' : m.decidedBy === 'forfeit' ? ' (forfeit)' : '';
          const state = m.status === 'decided' || m.status === 'bye' ? '' : ` [${m.status}]`;
          out.push(`  round ${m.round}, places ${m.places[0]}–${m.places[1]}: ${a} – ${b}${score}${po}${how}${state}`);
        }
      }
    }
  }
  out.push('', 'FINAL RANKING');
  out.push(...(r.ranking.length === 0 ? ['(no place decided yet)'] : textTable(['Place', 'Team'], r.ranking.map((p) => [String(p.place), name(p.team)]), (i) => i === 0, { rule: true })));
  out.push('', 'BOARD RANKINGS');
  out.push(
    ...textTable(
      ['Board', 'Rank', 'Name', 'Team', 'Points', 'Games'],
      r.boards.map((b) => [String(b.board), String(b.rank), b.name, name(b.team), formatPoints(b.points), String(b.games)]),
      (i) => new Set([0, 1, 4, 5]).has(i),
      { rule: true },
    ),
  );
  if (r.violations.length > 0) out.push('', 'LINE-UP VIOLATIONS', ...r.violations.map((v) => `- ${placeWords('en', v.file, v.line)}: ${describeViolation('en', v)}`));
  // `"fees": null` (issue 40): an event whose fees the site does not compute prints none
  if (r.rules.fees !== null) {
    out.push('', 'FEES (zł)');
    out.push(
      ...textTable(
        ['Club', 'Teams', 'Total', 'Deposit'],
        r.fees.map((f) => [f.club, String(f.teams.length), (f.total / 100).toFixed(2), (f.deposit / 100).toFixed(2)]),
        (i) => new Set([1, 2, 3]).has(i),
        { rule: true },
      ),
    );
  }
  return out.join('\n') + '\n';
}
