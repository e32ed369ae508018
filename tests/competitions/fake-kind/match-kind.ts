import { rulesInEnglish } from '@/lib/config/rules-in-english';
import { inEnglish } from '@/lib/problem';
import type { Loaded } from '@/lib/problem';
import { z } from 'zod';
import { lineOfKey } from '@/lib/config/json-text';
import { presetCatalogue } from '@/lib/config/presets';
import { readConfigFile, type FolderReader } from '@/lib/config/read-config-file';
import type { CompetitionKind, FolderProblem as CompetitionProblem } from '@/lib/competitions/kind';
import { formatPoints, toPoints } from '@/lib/half-points';
import { addKindNames, kindWord } from '@/lib/i18n/kind-words';
import { decimalSeparator, localePath } from '@/lib/i18n/messages';
import { escapeHtml } from '@/lib/render/html';
import { embedTable, th } from '@/lib/render/embed/embed-frame';
import { PRESET_FILES } from './presets';

/**
 * The fifth kind of docs/extending.md, as a test builds it: a match of a few games between two
 * players, from `match.json` alone. One folder (this one) and one registration; nothing else edited.
 */
/**
 * Its words, Polish and English, merged into the catalogue from its folder (issue 39: no choice by
 * language in the kind's code): the home page's heading and line, the search's label, and the
 * headers of its table, said by `kindWord(lang, 'match', key)`.
 */
export const MATCH_NAMES = {
  pl: { group: 'Mecze', one: 'mecz', label: 'Mecz', words: { player: 'Zawodnik', points: 'Punkty' }, entries: { 'match-game': { label: 'Wpisz partię meczu', title: 'Partia meczu' } } },
  en: { group: 'Matches', one: 'match', label: 'Match', words: { player: 'Player', points: 'Points' }, entries: { 'match-game': { label: 'Enter a match game', title: 'A match game' } } },
};
export const registerMatchWords = () => addKindNames('match', MATCH_NAMES);

const MatchRulesSchema = z.object({ games: z.number().int().min(1), points: z.object({ win: z.number().int(), draw: z.number().int() }) });
const MatchFileSchema = z.object({ name: z.string().min(1), preset: z.string().min(1), rules: z.record(z.string(), z.unknown()).optional(), players: z.tuple([z.string(), z.string()]), results: z.array(z.enum(['1-0', '0-1', '1/2'])) });
export const MATCH_PRESETS = presetCatalogue({ files: PRESET_FILES, schema: MatchRulesSchema });

export interface MatchResult {
  name: string;
  players: [string, string];
  /** Points of each player in the rules' units, and the games played of all. */
  score: [number, number];
  played: number;
  games: number;
}

type Load = Loaded<{ result: MatchResult }, CompetitionProblem>;

function loadMatch(read: FolderReader): Load {
  const problem = (code: string, line: number, message: string): CompetitionProblem & { message: string } => ({ file: 'match.json', line, code, message });
  const config = readConfigFile(read, 'match.json', MatchFileSchema);
  if (!config.ok) {
    const f = config.errors[0]!;
    const line = f.reason === 'json' ? f.line : f.reason === 'schema' ? lineOfKey(f.text, String(f.issues[0]?.path[0] ?? '')) : 0;
    return { ok: false, errors: [problem(`MATCH_${f.reason.toUpperCase().replace('-', '_')}`, line, f.reason)], warnings: [] };
  }
  const { data, text } = config;
  const rules = rulesInEnglish(MATCH_PRESETS.resolve(data.preset, data.rules));
  if (!rules.ok) return { ok: false, errors: rules.errors.map((e) => problem('MATCH_RULES', lineOfKey(text, 'preset'), e)), warnings: [] };
  const warnings = rules.warnings.map((w) => problem('MATCH_UNKNOWN_RULE', lineOfKey(text, 'rules'), w));
  if (data.results.length > rules.rules.games) return { ok: false, errors: [problem('MATCH_TOO_MANY_GAMES', lineOfKey(text, 'results'), `${data.results.length} results, the match has ${rules.rules.games} games`)], warnings };
  const { win, draw } = rules.rules.points;
  const score: [number, number] = [0, 0];
  for (const r of data.results) {
    if (r === '1-0') score[0] += win;
    else if (r === '0-1') score[1] += win;
    else (score[0] += draw), (score[1] += draw);
  }
  return { ok: true, result: { name: data.name, players: data.players, score, played: data.results.length, games: rules.rules.games }, warnings };
}

const describe = (p: CompetitionProblem) => `${p.file}${p.line ? ` line ${p.line}` : ''}: ${inEnglish(p).message}`;

export const MATCH_KIND: CompetitionKind<MatchResult> = {
  kind: 'match',
  path: 'matches',
  configFile: 'match.json',
  title: { pl: 'Mecz dwóch zawodników', en: 'A match of two players' },
  folder: [{ file: 'match.json', required: true, holds: { pl: 'opis meczu i wyniki partii', en: 'the match and its results' } }],
  template: `${JSON.stringify({ name: 'Mecz 2027', preset: 'best-of-four', players: ['A', 'B'], results: [] }, null, 2)}\n`,
  configSchema: MatchFileSchema,
  rulesSchema: MatchRulesSchema,
  presets: MATCH_PRESETS,
  command: {
    name: 'match',
    summary: 'a match of two players (docs/extending.md)',
    usage: 'Usage:\n  gp match <folder> [--json]\n',
    folderNoun: 'match folder',
    run(read) {
      const r = loadMatch(read);
      const warnings = r.warnings.map((w) => `${describe(w)} (warning)`);
      return r.ok ? { ok: true, result: r.result, warnings } : { ok: false, errors: r.errors.map(describe), warnings };
    },
    formatText: (r) => `${r.name}\n${r.players[0]} ${r.score[0]} : ${r.score[1]} ${r.players[1]} (${r.played} of ${r.games} games)\n`,
  },
  load: loadMatch,
  sheets: (r, lang) => [{ name: r.name, header: [kindWord(lang, 'match', 'player'), kindWord(lang, 'match', 'points')], rows: r.players.map((p, i) => [p, r.score[i]]) }],
  detailFiles: () => [],
  toJson: (r) => ({ name: r.name, players: r.players, score: r.score.map((s) => formatPoints(s)), played: r.played, games: r.games }),
  nameOf: (r) => r.name,
  // the score for another site's iframe
  embed: ({ lang, slug, result: r }) => ({
    subtitle: [],
    fullHref: localePath(lang, `/matches/${slug}`),
    notices: [],
    table: embedTable({
      testId: 'embed-match',
      caption: r.name,
      head: th(kindWord(lang, 'match', 'player')) + th(kindWord(lang, 'match', 'points'), 'num'),
      rows: r.players.map((p, i) => `<tr><th scope="row">${escapeHtml(p)}</th><td class="num">${formatPoints(r.score[i]!, decimalSeparator(lang))}</td></tr>`),
      empty: '',
    }),
  }),
  // each player once, by name (a match's file gives no ids), with the points scored
  participants: (r, b) => ({
    people: r.players.map((name, i) => ({
      ref: { kind: 'match', slug: b.slug, name: b.name, year: b.year },
      localKey: String(i + 1),
      name,
      crId: null,
      fideId: null,
      birthYear: null,
      aliases: [],
      club: null,
      result: { points: toPoints(r.score[i]!), games: r.played },
    })),
    clubs: [],
  }),
  summarize: (r) => ({
    year: null,
    firstDay: null,
    lastDay: null,
    nextDay: null,
    hasResults: r.played > 0,
    finished: r.played === r.games,
    state: r.played === r.games ? { code: 'finished' } : { code: 'round', round: r.played, rounds: r.games },
    leaders: [],
  }),
};
