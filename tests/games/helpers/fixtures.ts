import { inEnglish } from '@/lib/problem';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Edition } from '@/lib/games/editions';
import { createGamesModel, type GameRound, type GamesModel } from '@/lib/games/games-model';
import { gamesModelFromTrf, type GamesModelFromTrfOptions } from '@/lib/games/games-model-from-trf';
import { parseTrf } from '@/lib/import/trf/parse-trf';

/** tests/fixtures/tiebreaks — copies of the shared data, so CI needs only the repository. */
export const FIXTURES = fileURLToPath(new URL('../../fixtures/tiebreaks/', import.meta.url));

export function fixtureBytes(path: string): Uint8Array {
  return readFileSync(FIXTURES + path);
}

export function fixtureText(path: string): string {
  return readFileSync(FIXTURES + path, 'utf8');
}

export function fixtureJson<T = unknown>(path: string): T {
  return JSON.parse(fixtureText(path)) as T;
}

export function loadTrfModel(path: string, options: GamesModelFromTrfOptions = {}): GamesModel {
  const read = parseTrf(fixtureBytes(path));
  if (!read.ok) throw new Error(`${path}: ${read.errors.map((e) => `line ${e.line}: ${inEnglish(e).message}`).join('; ')}`);
  return gamesModelFromTrf(read.tournament, options);
}

/** A plain CSV reader for the published standings (quoted cells, no embedded newlines). */
export function readCsv(text: string): Record<string, string>[] {
  const lines = text.split(/\r?\n/).filter((l) => l.trim() !== '');
  const cells = (line: string) => [...line.matchAll(/("([^"]*)"|[^,]*)(,|$)/g)].slice(0, -1).map((m) => (m[2] ?? m[1] ?? '').trim());
  const head = cells(lines[0]!);
  return lines.slice(1).map((l) => {
    const row = cells(l);
    return Object.fromEntries(head.map((h, i) => [h, row[i] ?? '']));
  });
}

/**
 * The edition a verification verdict names: the 2009 virtual opponent; "FIDE 2026 rules
 * (TieBreakServer V2)"; the 2024 rules / V1 / the 2023b variant (our 'face-value' reading), which
 * the partial verdict of the 2026 Rookies and Juniors Cup also names first.
 */
export function editionNamedBy(verdict: string): Edition {
  if (/2009/.test(verdict)) return 'fide-2009';
  if (/FIDE 2026 rules/.test(verdict)) return 'fide-2026';
  if (/2023b|2024 rules|\bV1\b/.test(verdict)) return 'fide-2023';
  throw new Error(`no edition named in "${verdict}"`);
}

/**
 * Does our exact value (quarter-points) agree with a published decimal? A value printed with d
 * decimals stands for everything that rounds to it: |ours − published| ≤ ½·10^−d. Vega's newer
 * template prints SB with one decimal and rounds the quarter either way (PROVENANCE.txt); with
 * two decimals (or half-point values) this is an exact comparison. Integer arithmetic only.
 */
export function agreesWithPublished(quarters: number, published: string): boolean {
  const m = /^(-?\d+)(?:\.(\d+))?$/.exec(published);
  if (!m) return false;
  const d = (m[2] ?? '').length;
  const scaled = BigInt(`${m[1]}${m[2] ?? ''}`); // published × 10^d
  const diff = BigInt(quarters) * 10n ** BigInt(d) - 4n * scaled; // (ours − published) × 4·10^d
  return diff >= -2n && diff <= 2n;
}

/**
 * The marceljuenemann/tiebreak exercise notation: `+W9` win with white against 9, `=B13`, `-F11`
 * forfeit loss against 11, `+F9` forfeit win, `+BYE` pairing-allocated bye, `=BYE` half-point bye,
 * `--` not paired.
 */
export function modelFromExerciseCsv(text: string): GamesModel {
  const lines = text.trim().split(/\r?\n/).slice(1);
  const players = lines.map((line) => {
    const [start, ...cells] = line.split(',');
    return { startNumber: Number(start), name: `Player ${start}`, rounds: cells.map(readExerciseCell) };
  });
  return createGamesModel({ players, startDate: '2024-03-18' });
}

function readExerciseCell(cell: string): GameRound | null {
  if (cell === '--') return null;
  const sign = cell[0]!;
  if (cell.slice(1) === 'BYE') return { opponent: null, colour: null, result: sign === '+' ? 'U' : 'H' };
  const how = cell[1]!;
  const opponent = Number(cell.slice(2));
  if (how === 'F') return { opponent, colour: null, result: sign === '+' ? '+' : '-' };
  const result = sign === '+' ? '1' : sign === '=' ? '=' : '0';
  return { opponent, colour: how === 'W' ? 'w' : 'b', result };
}
