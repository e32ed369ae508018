import { normalizeName } from '@/lib/identity/normalize-name';
import type { LineupCheck } from './lineup-check';
import { violation, type LineupViolation } from './lineup-violation';

/** "W turnieju szwajcarskim od czwartej rundy nie mogą się spotkać drużyny z tego samego klubu" — a pairing concern, flagged. */
export const checkSameClubMeeting: LineupCheck = ({ league, results, boardsFile }) => {
  const from = league.rules.sameClubBanFromRound;
  if (from === null) return [];
  const out: LineupViolation[] = [];
  for (const { match } of results) {
    if (match.away === null || match.round < from || match.round > league.rules.swissRounds) continue;
    const home = league.teams[match.home]!;
    const away = league.teams[match.away]!;
    if (normalizeName(home.club) !== normalizeName(away.club)) continue;
    out.push(
      violation({
        rule: 'SAME_CLUB_MEETING',
        params: { round: match.round, home: home.name, away: away.name, club: home.club, from },
        round: match.round,
        team: home.index,
        board: null,
        player: null,
        file: boardsFile,
        line: match.line,
      }),
    );
  }
  return out;
};
