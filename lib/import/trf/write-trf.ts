import { left, right, writePointsText } from './trf-columns';
import type { TrfPlayer, TrfRound, TrfTeam, TrfTournament } from './trf-tournament';

type WriteTrfInput = Pick<TrfTournament, 'records' | 'players' | 'teams' | 'nationalRatings'>;

/**
 * Writes a tournament in the fixed columns of C.04 Annex 2: the header, comment and extension
 * records as read (in file order), then the player records, the TRF26 national rating records and
 * the `013` teams. Lines end in CRLF, as the pairing programs write them. Reading the text back
 * with `parseTrf` gives the same tournament.
 */
export function writeTrf(model: WriteTrfInput): string {
  const lines = [
    ...model.records.map((r) => `${r.tag} ${r.value}`.trimEnd()),
    ...model.players.map(writePlayerLine),
    ...model.nationalRatings.map((n) => n.text),
    ...model.teams.map(writeTeamLine),
  ];
  return lines.map((l) => `${l}\r\n`).join('');
}

export function writePlayerLine(p: TrfPlayer): string {
  const head = [
    '001 ',
    right(String(p.startNumber), 4),
    ' ',
    p.sex ?? ' ',
    right(p.title ?? '', 3),
    ' ',
    left(p.name, 33),
    ' ',
    right(p.rating === null ? '' : String(p.rating), 4),
    ' ',
    left(p.federation ?? '', 3),
    ' ',
    right(p.fideId ?? '', 11),
    ' ',
    left(p.birth ?? '', 10),
    ' ',
    right(p.points === null ? '' : writePointsText(p.points), 4),
    ' ',
    right(p.rank === null ? '' : String(p.rank), 4),
  ].join('');
  return (head + p.rounds.map(writeRound).join('')).trimEnd();
}

/** Ten columns per round: two blanks, opponent (4), blank, colour, blank, result. */
function writeRound(r: TrfRound): string {
  const opponent = r.opponent === null ? '0000' : right(String(r.opponent), 4);
  return `  ${opponent} ${r.colour ?? '-'} ${r.result}`;
}

function writeTeamLine(t: TrfTeam): string {
  return `013 ${left(t.name, 32)}${t.members.map((m) => right(String(m), 4) + ' ').join('')}`.trimEnd();
}
