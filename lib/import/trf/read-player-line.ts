import type { Problem } from '@/lib/problem';
import { readResultCode } from './result-codes';
import { field, readPointsText, roundColumn } from './trf-columns';
import { trfProblem, type TrfProblemCode } from './trf-problems';
import type { TrfPlayer, TrfRound } from './trf-tournament';

/** The one-letter and lower-case titles real files write (trf.md), and the title they mean. */
const TITLE_ALIASES: Record<string, string> = {
  g: 'GM', m: 'IM', f: 'FM', c: 'CM', wg: 'WGM', wm: 'WIM', wf: 'WFM', wc: 'WCM',
};

const PLAYED_CODES = new Set(['1', '0', '=', 'W', 'D', 'L']);
const BYE_CODES = new Set(['H', 'F', 'U', 'Z']);

interface ReadPlayerLineResult {
  /** `null` when the record cannot be used at all (its start number is unreadable). */
  player: TrfPlayer | null;
  problems: Problem<TrfProblemCode, 'severity' | 'line'>[];
}

/**
 * Reads one `001` record by its fixed columns (trf.md table), tolerating what real programs write:
 * sex `f`, lower-case titles, rating `0000` or blank, FIDE id `0` or blank, empty birth dates,
 * `0000 - -` for an unpaired round. The rounds are as long as the line reaches; the caller pads.
 */
export function readPlayerLine(line: string, lineNo: number): ReadPlayerLineResult {
  const problems: Problem<TrfProblemCode, 'severity' | 'line'>[] = [];
  const startText = field(line, 5, 8).trim();
  const startNumber = /^\d{1,4}$/.test(startText) ? Number(startText) : NaN;
  if (!(startNumber >= 1 && startNumber <= 9999)) {
    problems.push(
      trfProblem('TRF_BAD_LINE', lineNo, { value: startText }, { column: 5 }),
    );
    return { player: null, problems };
  }

  const sexChar = field(line, 10, 10);
  let sex: TrfPlayer['sex'] = null;
  if (/^[mM]$/.test(sexChar)) sex = 'm';
  else if (/^[wWfF]$/.test(sexChar)) sex = 'w';
  else if (sexChar.trim() !== '') {
    problems.push(trfProblem('TRF_BAD_SEX', lineNo, { player: startNumber, value: sexChar }, { column: 10 }));
  }

  const titleText = field(line, 11, 13).trim();
  const title = titleText === '' ? null : (TITLE_ALIASES[titleText] ?? titleText.toUpperCase());

  const name = field(line, 15, 47).trim();
  if (name === '') problems.push(trfProblem('TRF_MISSING_NAME', lineNo, { player: startNumber }, { column: 15 }));

  const ratingText = field(line, 49, 52).trim();
  let rating: number | null = null;
  if (/^\d+$/.test(ratingText)) rating = Number(ratingText) === 0 ? null : Number(ratingText);
  else if (ratingText !== '') {
    problems.push(trfProblem('TRF_BAD_RATING', lineNo, { player: startNumber, value: ratingText }, { column: 49 }));
  }

  const federation = field(line, 54, 56).trim() || null;

  const idText = field(line, 58, 68).trim();
  let fideId: string | null = null;
  if (/^\d+$/.test(idText)) fideId = /^0+$/.test(idText) ? null : idText;
  else if (idText !== '') {
    problems.push(trfProblem('TRF_BAD_FIDE_ID', lineNo, { player: startNumber, value: idText }, { column: 58 }));
  }

  const birth = field(line, 70, 79).trim() || null;

  const pointsText = field(line, 81, 84).trim();
  let points: number | null = null;
  if (pointsText !== '') {
    points = readPointsText(pointsText);
    if (points === null) {
      problems.push(trfProblem('TRF_BAD_POINTS', lineNo, { player: startNumber, value: pointsText }, { column: 81 }));
    }
  }

  const rankText = field(line, 86, 89).trim();
  let rank: number | null = null;
  if (/^\d+$/.test(rankText)) rank = Number(rankText);
  else if (rankText !== '') {
    problems.push(trfProblem('TRF_BAD_RANK', lineNo, { player: startNumber, value: rankText }, { column: 86 }));
  }

  const rounds: TrfRound[] = [];
  for (let r = 1; roundColumn(r) <= line.length; r++) {
    const col = roundColumn(r);
    const segment = field(line, col, col + 7);
    if (segment.trim() === '') {
      rounds.push({ opponent: null, colour: null, result: ' ' });
      continue;
    }
    const where = { player: startNumber, round: r, from: col, to: col + 7, record: segment.trimEnd() };
    const opponentText = segment.slice(0, 4).trim();
    const colourChar = segment.charAt(5);
    const resultChar = segment.charAt(7);
    if (!/^\d*$/.test(opponentText)) {
      problems.push(trfProblem('TRF_BAD_ROUND', lineNo, { ...where, reason: 'opponent', value: opponentText }, { column: col }));
      rounds.push({ opponent: null, colour: null, result: ' ' });
      continue;
    }
    const opponent = opponentText === '' || Number(opponentText) === 0 ? null : Number(opponentText);
    let colour: TrfRound['colour'] = null;
    if (colourChar === 'w' || colourChar === 'W') colour = 'w';
    else if (colourChar === 'b' || colourChar === 'B') colour = 'b';
    else if (colourChar !== '-' && colourChar.trim() !== '') {
      problems.push(trfProblem('TRF_BAD_ROUND', lineNo, { ...where, reason: 'colour', value: colourChar }, { column: col + 5 }));
    }
    const result = readResultCode(resultChar);
    if (result === null) {
      problems.push(trfProblem('TRF_BAD_ROUND', lineNo, { ...where, reason: 'result', value: resultChar }, { column: col + 7 }));
      rounds.push({ opponent, colour, result: ' ' });
      continue;
    }
    if (opponent === null && PLAYED_CODES.has(result)) {
      problems.push(trfProblem('TRF_BAD_ROUND', lineNo, { ...where, reason: 'no-opponent', value: resultChar }, { column: col }));
    }
    if (opponent !== null && BYE_CODES.has(result)) {
      problems.push(trfProblem('TRF_BAD_ROUND', lineNo, { ...where, reason: 'bye-with-opponent', value: resultChar, opponent }, { column: col }));
    }
    // "0000 - -" is how real team exports write an unpaired round (trf.md): read it as blank
    rounds.push({ opponent, colour, result: opponent === null && result === '-' ? ' ' : result });
  }
  return { player: { startNumber, sex, title, name, rating, federation, fideId, birth, points, rank, rounds }, problems };
}
