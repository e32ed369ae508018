#!/usr/bin/env node
import { describe } from '@/lib/i18n/t';
import type { ParamsOf } from '@/lib/problem';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { loadSeason } from '@/lib/season/season-folder';
import { computeStandings, standingsNote, type Standings } from '@/lib/series/standings';
import { linkPlayers } from '@/lib/identity/link-players';
import { aliasesCsv } from '@/lib/identity/spelling-proposals';
import { standingsToJson } from '@/lib/series/standings-json';
import { formatStandingsText } from './format-tables';
import { tiebreaksCommand } from './tiebreaks-command';
import { COMPETITION_KINDS, competitionKindOfCommand } from '@/lib/competitions/registry';
import { kindCommand } from './kind-command';
import { inProgressJson } from '@/lib/series/in-progress-json';
import { provisionalStandings, splitInProgress } from '@/lib/series/provisional';
import { HOME_WORDS } from '@/lib/i18n/home-words';
import { words } from '@/lib/i18n/words';

/** The usage text, with one line per registered competition kind (lib/competitions/registry.ts). */
const usage = () => `Usage:
  gp standings <season-folder> [--json] [--provisional]   season standings (formats §4); --provisional
                                          counts the tournaments in progress too (docs/in-progress.md)
  gp aliases <season-folder>              an aliases.csv draft: the folder's aliases, then one line per
                                          spelling that may be another's, same = ? to answer (formats §6)
  gp tiebreaks <file.trf> --tiebreaks BH,BH/C1,SB [--rules fide-2009|fide-2023|fide-2026]
               [--exclude 3,7 --exclusion-min-games 5] [--json]   a TRF ranked by FIDE tie-breaks
${Object.values(COMPETITION_KINDS).map((k) => `  ${`gp ${k.command.name} <folder> [--json]`.padEnd(39)} ${k.command.summary}\n`).join('')}  gp seed-demo                            the demo season and demo accounts into an empty database
  gp import <season-folder> [--slug S]    a whole season folder into the database ($GP_DATABASE)
  gp user add --email E --role arbiter|organizer [--club C] --password-stdin
  gp token create --email E [--label L]   prints the new API token as its last line
  gp backup <file>                        online backup of the database, safe while the site runs
  gp entries export <reservation-id> [--format trf|csv] [--out FILE]
                                          a reserved tournament's start list for the pairing program
`;

/** Exit codes: 0 done, 1 bad input (a message on stderr), 2 bad usage. */
export interface CliIo {
  out: (s: string) => void;
  err: (s: string) => void;
}

const processIo: CliIo = { out: (s) => void process.stdout.write(s), err: (s) => void process.stderr.write(s) };

export async function main(argv: string[], io: CliIo = processIo, stdin: () => string = readStdin): Promise<number> {
  const [command, ...rest] = argv;
  if (command === 'standings') return standings(rest, io);
  if (command === 'aliases') return aliases(rest, io);
  if (command === 'tiebreaks') return tiebreaksCommand(rest, io, readCallerFile);
  const kind = command === undefined ? null : competitionKindOfCommand(command);
  if (kind) return kindCommand(kind)(rest, io, readCallerFile);
  if (command === 'entries') {
    const { entriesCommand } = await import('./entries-command');
    return entriesCommand(rest, io);
  }
  if (command === 'import' || command === 'user' || command === 'token' || command === 'backup' || command === 'seed-demo') {
    const { adminCommand } = await import('./admin');
    return adminCommand(command, rest, io, stdin);
  }
  if (command === undefined || command === '--help' || command === '-h' || command === 'help') {
    io.out(usage());
    return command === undefined ? 2 : 0;
  }
  io.err(`gp: unknown command "${command}"\n${usage()}`);
  return 2;
}

function standings(args: string[], io: CliIo): number {
  const json = args.includes('--json');
  const provisional = args.includes('--provisional');
  const positional = args.filter((a) => !a.startsWith('--'));
  const unknown = args.filter((a) => a.startsWith('--') && a !== '--json' && a !== '--provisional');
  if (unknown.length > 0 || positional.length !== 1) {
    io.err(`gp standings: expected one season folder${unknown.length ? ` (unknown option ${unknown.join(', ')})` : ''}\n${usage()}`);
    return 2;
  }
  const folder = fromCallerDir(positional[0]!);
  if (!existsSync(folder) || !statSync(folder).isDirectory()) {
    io.err(`gp standings: ${positional[0]}: no such season folder\n`);
    return 1;
  }
  const loaded = loadSeason(folderReader(folder));
  if (!loaded.ok) {
    io.err(`gp standings: the season in ${positional[0]} cannot be read:\n${loaded.errors.map((e) => `  ${describe('en', e, { file: e.file })}\n`).join('')}`);
    return 1;
  }
  const { season } = loaded;
  // issue 25: the official table never counts a tournament in progress; --provisional counts it "as if it ended now", without prizes
  const inProgress = season.inProgress ?? new Map();
  const split = splitInProgress({ year: season.year, rules: season.rules, registry: season.registry, tournaments: season.tournaments, ...(season.aliases ? { spellingAnswers: season.aliases.answers } : {}), ...(season.remaining ? { remaining: season.remaining } : {}) }, inProgress);
  const result = aliasesNotes(provisional && split.provisional ? provisionalStandings(split.provisional) : computeStandings(split.official));
  const progressWarnings = [...inProgress].map(([id, p]) => {
    const file = season.tournaments.find((t) => t.id === id)?.fileName ?? id;
    return `${file}: tournament "${id}" is in progress (after round ${p.round} of ${p.of}${p.pending ? `, ${words('en', HOME_WORDS).pending(p.pending)}` : ''}): ${provisional ? 'counted as if it ended now (provisional, no prizes)' : 'not counted in the standings until the file of all rounds'}`;
  });
  const before = [...progressWarnings, ...loaded.warnings.map((w) => describe('en', w, { file: w.file }))];
  if (json) {
    const doc = standingsToJson(result, before);
    io.out(JSON.stringify(inProgress.size === 0 && !provisional ? doc : { ...doc, ...inProgressJson(season.tournaments, inProgress, provisional && inProgress.size > 0) }, null, 2) + '\n');
  } else {
    io.out(formatStandingsText(result, season.name, before));
  }
  return 0;
}

/** formats §6: a season folder answers a proposal in aliases.csv, so `gp` says so (SPELLING_PROPOSED_ALIASES). */
function aliasesNotes(result: Standings): Standings {
  if (!result.notes.some((n) => n.code === 'SPELLING_PROPOSED')) return result;
  const notes = result.notes.map((n) => (n.code === 'SPELLING_PROPOSED' ? standingsNote('SPELLING_PROPOSED_ALIASES', n.file, n.line, n.params as ParamsOf<'SPELLING_PROPOSED_ALIASES'>) : n));
  return { ...result, notes };
}

/**
 * `gp aliases <folder>`: aliases.csv as it would answer every proposal — the folder's own answers,
 * then one line per spelling that may be another's with `same` = `?`, which the arbiter turns into
 * `yes` or `no` (a `?` left is refused when the folder is read: nothing is joined unasked).
 */
function aliases(args: string[], io: CliIo): number {
  const positional = args.filter((a) => !a.startsWith('--'));
  if (positional.length !== 1 || positional.length !== args.length) {
    io.err(`gp aliases: expected one season folder\n${usage()}`);
    return 2;
  }
  const folder = fromCallerDir(positional[0]!);
  if (!existsSync(folder) || !statSync(folder).isDirectory()) {
    io.err(`gp aliases: ${positional[0]}: no such season folder\n`);
    return 1;
  }
  const loaded = loadSeason(folderReader(folder));
  if (!loaded.ok) {
    io.err(`gp aliases: the season in ${positional[0]} cannot be read:\n${loaded.errors.map((e) => `  ${describe('en', e, { file: e.file })}\n`).join('')}`);
    return 1;
  }
  const { season } = loaded;
  const answers = season.aliases?.answers ?? [];
  const linked = linkPlayers({ registry: season.registry, tournaments: season.tournaments.map((t) => ({ id: t.id, fileName: t.fileName, rows: t.rows })), spellingAnswers: answers });
  const asked = linked.proposals.map((p) => ({ name: p.name, sameAs: p.sameAs, same: '?' as const }));
  io.out(aliasesCsv([...answers, ...asked]));
  io.err(`gp aliases: ${describe('en', { code: 'ALIASES_TO_ANSWER', params: { count: asked.length } })}\n`);
  return 0;
}

/**
 * A path as the user typed it: `npm run gp` runs in the project root, so relative paths are
 * resolved against the directory npm was started from (INIT_CWD).
 */
export function fromCallerDir(path: string): string {
  return resolve(process.env.INIT_CWD ?? process.cwd(), path);
}

/** A file named on the command line, from the caller's directory; null when it cannot be read. */
function readCallerFile(path: string): Uint8Array | null {
  try {
    const full = fromCallerDir(path);
    return statSync(full).isFile() ? new Uint8Array(readFileSync(full)) : null;
  } catch {
    return null;
  }
}

/** Reads a file of a season folder; null when it does not exist. */
export function folderReader(folder: string) {
  return (name: string): Uint8Array | null => {
    const path = join(folder, name);
    try {
      return statSync(path).isFile() ? new Uint8Array(readFileSync(path)) : null;
    } catch {
      return null;
    }
  };
}

function readStdin(): string {
  try {
    return readFileSync(0, 'utf8');
  } catch {
    return '';
  }
}

const invokedDirectly = process.argv[1] && /gp\.(ts|js|mjs)$/.test(process.argv[1]);
if (invokedDirectly) {
  main(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (e: unknown) => {
      // a bug, not bad input: still no stack trace for the user, but enough to report it
      process.stderr.write(`gp: internal error: ${(e as Error).message}\n`);
      process.exitCode = 70;
    },
  );
}
