/**
 * formats §6: which players of a season may be one (proposed to the arbiter, never merged without an
 * answer), and the arbiter's answers as aliases. Pure.
 */
import { spellingKey, spellingParts, spellingProposal, fullerSpelling, type ProposalReason } from './spelling';

/**
 * The arbiter's answer about two spellings (a line of aliases.csv, or a yes/no of the upload
 * preview): `same` — `name`'s rows are `sameAs`'s player; not `same` — two people, not proposed again.
 */
export interface SpellingAnswer {
  name: string;
  sameAs: string;
  same: boolean;
}

/** Where a spelling was first seen: the tournament, its file and the row's line. */
interface SpellingAt {
  tournamentId: string;
  file: string;
  line: number;
}

/** A season player known by name, as linkPlayers collects it for the proposals. */
export interface SpelledPlayer {
  key: string;
  /** Its spellings (spellingVariant), first seen first, and the first raw name of each. */
  spellings: string[];
  names: string[];
  first: SpellingAt;
  tournaments: Set<string>;
  birthYears: Set<number>;
  /** Linked by name (a `name:` key): only these are proposed. */
  byName: boolean;
}

export interface SpellingProposal {
  /** The spelling that says less (`Mietzelfeldt,Gerh`), as the file writes it, and where it is first. */
  name: string;
  at: SpellingAt;
  /** The one that says more (`Mietzelfeldt,Gerhard`): aliases.csv's `same_as`. */
  sameAs: string;
  sameAsAt: SpellingAt;
  reasons: ProposalReason[];
  /** The two season players' keys (name's, sameAs's). */
  keys: [string, string];
}

/** Proposals at most (a season of namesakes must still give a short answer). */
export const MAX_PROPOSALS = 500;

/**
 * The answers that join spellings, as spelling key → the key of the player it is (one per group of
 * joined spellings): chains followed (`a`→`b`, `b`→`c`: `a`→`c`); an answer that would close a loop
 * (`b`→`a` after `a`→`b`) joins nothing more — the spellings are one player already.
 */
export function spellingAliases(answers: readonly SpellingAnswer[]): Map<string, string> {
  const parent = new Map<string, string>();
  const root = (k: string): string => {
    let r = k;
    while (parent.has(r)) r = parent.get(r)!;
    return r;
  };
  for (const a of answers) {
    if (!a.same) continue;
    const from = root(spellingKey(a.name));
    const to = root(spellingKey(a.sameAs));
    if (from !== '' && to !== '' && from !== to) parent.set(from, to);
  }
  const out = new Map<string, string>();
  for (const k of parent.keys()) out.set(k, root(k));
  return out;
}

/** The stored answers and newer ones together: a newer answer about a pair (either way round) replaces the older. */
export function mergeAnswers(older: readonly SpellingAnswer[], newer: readonly SpellingAnswer[]): SpellingAnswer[] {
  const answered = new Set(newer.map((a) => pairKey(spellingKey(a.name), spellingKey(a.sameAs))));
  return [...older.filter((a) => !answered.has(pairKey(spellingKey(a.name), spellingKey(a.sameAs)))), ...newer];
}

const pairKey = (a: string, b: string) => (a < b ? `${a}\u0000${b}` : `${b}\u0000${a}`);

/**
 * formats §6: the pairs of players known by name that may be one — a first name that is a prefix of
 * the other's, an extra surname, a missing first name (lib/identity/spelling.ts `spellingProposal`) —
 * except two players of one tournament (a file has each player once), players of different birth
 * years, and pairs the arbiter answered "not the same". In the order the players were first seen.
 */
export function spellingProposals(players: readonly SpelledPlayer[], answers: readonly SpellingAnswer[]): SpellingProposal[] {
  const rejected = new Set(answers.filter((a) => !a.same).map((a) => pairKey(spellingKey(a.name), spellingKey(a.sameAs))));
  const keysOf = players.map((p) => [...new Set(p.names.map(spellingKey))]);
  // a player of several spellings (joined by an answer) is compared by the one that says most
  const nameOf = players.map((p) => p.names.reduce((a, b) => fullerSpelling(a, b)));
  // players by each surname word: only players who share one are compared
  const bySurname = new Map<string, number[]>();
  players.forEach((p, i) => {
    for (const w of new Set(spellingParts(nameOf[i]!).surname)) {
      const list = bySurname.get(w);
      if (list) list.push(i);
      else bySurname.set(w, [i]);
    }
  });
  const pairs = new Set<number>();
  const n = players.length;
  for (const list of bySurname.values()) {
    for (let x = 0; x < list.length; x++) for (let y = x + 1; y < list.length; y++) pairs.add(Math.min(list[x]!, list[y]!) * n + Math.max(list[x]!, list[y]!));
  }
  const out: SpellingProposal[] = [];
  for (const pair of [...pairs].sort((a, b) => a - b)) {
    const a = players[Math.floor(pair / n)]!;
    const b = players[pair % n]!;
    if ([...a.tournaments].some((t) => b.tournaments.has(t))) continue;
    if (a.birthYears.size > 0 && b.birthYears.size > 0 && ![...a.birthYears].some((y) => b.birthYears.has(y))) continue;
    const ka = keysOf[Math.floor(pair / n)]!;
    const kb = keysOf[pair % n]!;
    if (ka.some((x) => kb.some((y) => rejected.has(pairKey(x, y))))) continue;
    const an = nameOf[Math.floor(pair / n)]!;
    const bn = nameOf[pair % n]!;
    const reasons = spellingProposal(an, bn);
    if (!reasons) continue;
    const [less, lessName, more, moreName] = fullerSpelling(an, bn) === an ? [b, bn, a, an] : [a, an, b, bn];
    out.push({ name: lessName, at: less.first, sameAs: moreName, sameAsAt: more.first, reasons, keys: [less.key, more.key] });
    if (out.length >= MAX_PROPOSALS) break;
  }
  return out;
}

/**
 * Answers as aliases.csv writes them (formats §3: `name,same_as`; a third column `same` — `yes`,
 * `no` for "two people", `?` for a proposal not answered yet — when any line is not a plain yes),
 * one line each, CSV-quoted where needed.
 */
export function aliasesCsv(lines: readonly { name: string; sameAs: string; same: boolean | '?' }[]): string {
  const cell = (s: string) => (/[",;\t\n\r]/.test(s) || s !== s.trim() ? `"${s.replace(/"/g, '""')}"` : s);
  const withSame = lines.some((a) => a.same !== true);
  const header = withSame ? 'name,same_as,same' : 'name,same_as';
  const same = (v: boolean | '?') => (v === '?' ? '?' : v ? 'yes' : 'no');
  return [header, ...lines.map((a) => [cell(a.name), cell(a.sameAs), ...(withSame ? [same(a.same)] : [])].join(','))].join('\n') + '\n';
}
