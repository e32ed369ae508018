import type { Problem } from '@/lib/problem';
import type { IsoDate } from '@/lib/dates';
import { resultKind, type ResultCode } from '@/lib/import/trf/result-codes';
import type { ScheduledPairing } from '@/lib/games/berger-schedule';
import { leagueProblem, type LeagueProblemCode } from './league-problems';
import type { NoteKind, PostponementNote } from './postponement-note';
import { warnedInTime } from './warning-in-time';

/** The state of one scheduled game before any exclusion is applied. */
export type GameStatus = 'played' | 'forfeit' | 'postponed' | 'to-play';

export interface ClassifiedNote {
  note: PostponementNote;
  kind: NoteKind;
}

export interface ClassifiedGame extends ScheduledPairing {
  /** The result codes that count (TRF codes, white's and black's), before exclusions. */
  codes: { white: ResultCode; black: ResultCode };
  status: GameStatus;
  notes: ClassifiedNote[];
  /** Players whose postponement (in time, valid reason) moved this game. */
  postponedBy: number[];
  /** Players absent without warning in advance (exclusion rule 2). */
  absentWithoutWarning: number[];
  /** The reserve date the game was or will be played on. */
  madeUpOn: IsoDate | null;
  /** True when the game was postponed and has since been decided (made up). */
  madeUp: boolean;
}

export interface ClassifyGameParams {
  pairing: ScheduledPairing;
  /** The codes in the pairing program's file; blank when the file has no result (or no pairing) yet. */
  recorded: { white: ResultCode; black: ResultCode };
  notes: readonly PostponementNote[];
  roundStart: { date: IsoDate; time: string };
  warningHours: number;
  unexplainedForfeitIsAbsence: boolean;
  isReserveDay: (date: IsoDate) => boolean;
}

interface ClassifyGameResult {
  game: ClassifiedGame;
  problems: Problem<LeagueProblemCode, 'severity' | 'line'>[];
}

const played = (c: ResultCode) => resultKind(c, true) === 'played';
const decided = (c: ResultCode) => c !== ' ';

/**
 * One game under the regulation's absence rules (seed 004): the notes about it decide between a
 * postponement and a loss by the 3-hour rule; the file's result decides whether a postponed game
 * has been made up. Contradictions between the file and the notes are errors naming the note's line.
 */
export function classifyGame(params: ClassifyGameParams): ClassifyGameResult {
  const { pairing, recorded } = params;
  const problems: Problem<LeagueProblemCode, 'severity' | 'line'>[] = [];
  const at = (note: PostponementNote | undefined) => note?.line ?? 0;
  const game = `round ${pairing.round}, ${pairing.white}–${pairing.black}`;
  const g = { round: pairing.round, white: pairing.white, black: pairing.black };
  const notes: ClassifiedNote[] = params.notes.map((note) => ({ note, kind: noteKind(note, params) }));
  const postponing = notes.filter((n) => n.kind === 'postponed');
  const absent = notes.filter((n) => n.kind !== 'postponed');
  const base = { ...pairing, notes, postponedBy: postponing.map((n) => n.note.player), absentWithoutWarning: [] as number[], madeUpOn: null as IsoDate | null, madeUp: false };

  for (const n of absent) {
    if (n.note.madeUpOn !== null) problems.push(leagueProblem('MADE_UP_AFTER_ABSENCE', 'postponements', at(n.note), { params: { ...g, player: n.note.player, date: n.note.madeUpOn, absence: n.kind } }));
  }
  if (postponing.length > 0 && absent.length > 0) {
    problems.push(
      leagueProblem('CONFLICTING_NOTES', 'postponements', at(absent[0]!.note), { params: { ...g, player: postponing[0]!.note.player, absent: absent[0]!.note.player, absence: absent[0]!.kind } }),
    );
  }

  if (absent.length > 0) {
    // the 3-hour rule: an absence without a valid, timely warning is a loss ("-") for the absent
    const lost = new Set(absent.map((n) => n.note.player));
    const codes = { white: lost.has(pairing.white) ? '-' : '+', black: lost.has(pairing.black) ? '-' : '+' } as const;
    if (played(recorded.white)) {
      problems.push(leagueProblem('ABSENT_BUT_PLAYED', 'postponements', at(absent[0]!.note), { params: { ...g, player: absent[0]!.note.player, recorded: `${recorded.white}–${recorded.black}` } }));
    } else if (decided(recorded.white) && (recorded.white !== codes.white || recorded.black !== codes.black)) {
      problems.push(leagueProblem('FORFEIT_MISMATCH', 'postponements', at(absent[0]!.note), { params: { ...g, recorded: `${recorded.white}/${recorded.black}`, expected: `${codes.white}/${codes.black}` } }));
    }
    const absentWithoutWarning = absent.filter((n) => n.kind === 'no-warning' || n.kind === 'late-warning').map((n) => n.note.player);
    return { game: { ...base, codes, status: 'forfeit', absentWithoutWarning }, problems };
  }

  if (postponing.length > 0) {
    const dates = [...new Set(postponing.map((n) => n.note.madeUpOn).filter((d): d is IsoDate => d !== null))];
    if (dates.length > 1) problems.push(leagueProblem('MADE_UP_CONFLICT', 'postponements', at(postponing[1]!.note), { params: { ...g, dates: dates.join(', ') } }));
    const madeUpOn = dates[0] ?? null;
    const dateNote = postponing.find((n) => n.note.madeUpOn === madeUpOn)?.note;
    if (madeUpOn !== null) {
      if (madeUpOn <= params.roundStart.date) {
        problems.push(leagueProblem('MADE_UP_BEFORE_ROUND', 'postponements', at(dateNote), { params: { ...g, roundDate: params.roundStart.date, date: madeUpOn } }));
      } else if (!params.isReserveDay(madeUpOn)) {
        problems.push(leagueProblem('MADE_UP_NOT_RESERVE_DAY', 'postponements', at(dateNote), { params: { ...g, date: madeUpOn } }));
      }
    }
    if (!decided(recorded.white)) return { game: { ...base, codes: recorded, status: 'postponed', madeUpOn }, problems };
    if (madeUpOn === null) {
      problems.push(leagueProblem('MADE_UP_WITHOUT_DATE', 'postponements', at(postponing[0]!.note), { params: g }));
    }
    if (!played(recorded.white)) {
      problems.push(
        leagueProblem('POSTPONED_BUT_FORFEITED', 'postponements', at(postponing[0]!.note), { params: { ...g, recorded: `${recorded.white}/${recorded.black}` } }),
      );
    }
    return { game: { ...base, codes: recorded, status: played(recorded.white) ? 'played' : 'forfeit', madeUpOn, madeUp: true }, problems };
  }

  // no notes: the file's result as it is
  if (!decided(recorded.white)) return { game: { ...base, codes: recorded, status: 'to-play' }, problems };
  if (played(recorded.white)) return { game: { ...base, codes: recorded, status: 'played' }, problems };
  const absentWithoutWarning = params.unexplainedForfeitIsAbsence
    ? [pairing.white, pairing.black].filter((p, i) => (i === 0 ? recorded.white : recorded.black) === '-')
    : [];
  return { game: { ...base, codes: recorded, status: 'forfeit', absentWithoutWarning }, problems };
}

function noteKind(note: PostponementNote, params: Pick<ClassifyGameParams, 'roundStart' | 'warningHours'>): NoteKind {
  if (note.warnedAt === null) return 'no-warning';
  if (!warnedInTime(params.roundStart, note.warnedAt, params.warningHours)) return 'late-warning';
  return note.reasonAccepted ? 'postponed' : 'reason-not-accepted';
}

function absenceWords(kind: NoteKind): string {
  if (kind === 'no-warning') return 'was absent without warning';
  if (kind === 'late-warning') return 'warned less than the required time before the round';
  return 'gave a reason the arbiter did not accept';
}
