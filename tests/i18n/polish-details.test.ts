/**
 * A Polish arbiter gets at least the details an English one gets: wherever a param changes the
 * English sentence of a catalogue entry, it changes the Polish one too (issue 23p). The Polish of
 * TRF_BAD_ROUND once said only "the round record is unreadable" while the English named the
 * player, the round, the columns and what was wrong.
 */
import { describe, expect, it } from 'vitest';
// every registered kind's words merged into the catalogue (a kind's codes are its folder's, issue 39)
import '@/lib/competitions/registry';
import { CATALOGUE, type MessageParams } from '@/lib/i18n/catalogue';

type Params = Record<string, string>;
type Template = (p: MessageParams) => string;

/** The keys a template reads (every `p.x` and `v(p, 'x')` goes through the proxy's get). */
function keysRead(t: Template, base: Params): Set<string> {
  const keys = new Set<string>();
  const proxy = new Proxy(base, {
    get(target, key) {
      if (typeof key === 'string') keys.add(key);
      return target[key as string];
    },
  });
  t(proxy);
  return keys;
}

/** Values that switch the templates' branches (reasons, roles, lists) besides plain numbers. */
const SWITCHES = [
  '', 'bye', 'scoring', 'register', 'no-header', 'none', 'teams', 'boards', 'team-league.json', 'club', 'name',
  'opponent', 'colour', 'result', 'no-opponent', 'bye-with-opponent', 'competition', 'dense', 'not-a-number', 'some detail',
];

/** Params that only ever hold a few values (the producers' types): probed with those values only. */
const DOMAINS: Record<string, string[]> = {
  field: ['name', 'club'],
  side: ['white', 'black'],
  vacant: ['both', 'home', 'away'],
  // a submission's decision (CAPTAIN_DECIDED): the statuses a submission can have once decided
  status: ['confirmed', 'rejected'],
  // a refused rule (lib/config/presets.ts RuleError) and a schema's issue (lib/config/zod-issue.ts): each variant probed
  ruleError: ['issue', 'unknown-preset', 'no-preset', 'not-object', 'league-schedule', 'season-order'],
  issue: ['too_small', 'too_big', 'invalid_type', 'invalid_value', 'invalid_format', 'not_multiple_of', 'unrecognized_keys', 'invalid_union', 'custom'],
};

/**
 * Entries whose Polish still lacks a detail of the English (or whose English echoes a free-text
 * `detail` from a validator that has no Polish): each must still fail the check, so fixing one
 * removes it from this list and the list can only shrink.
 */
const KNOWN_GAPS = new Set([
  // the English echoes the JSON parser's own message (V8's, English only) after "not valid JSON"; so
  // does BAD_JSON's `reason` when it has no `path`, a branch this probe (which sets every param) misses
  'LEAGUE_JSON_INVALID',
]);

/** For one entry: the params whose change moves the English but not the Polish. */
function missingInPolish(entry: { pl: Template; en: Template }): string[] {
  // Every key the English reads, found by reading again with the branches a first pass opened.
  let base: Params = {};
  let keys = new Set<string>();
  for (let pass = 0; pass < 3; pass++) {
    for (const key of keysRead(entry.en, base)) keys.add(key);
    base = Object.fromEntries([...keys].sort().map((k, i) => [k, DOMAINS[k]?.[0] ?? String(11 + 2 * i)]));
  }
  const missing: string[] = [];
  for (const key of [...keys].sort()) {
    const alternatives = DOMAINS[key]?.slice(1) ?? [String(Number(base[key]) + 100), ...SWITCHES];
    // Also the other keys' branch values, so an entry whose switches open on a second param shows it.
    for (const alt of alternatives) {
      for (const context of <Params[]>[base, ...SWITCHES.slice(1).map((s) => ({ ...base, reason: s, role: s, list: s, field: s, style: s }))]) {
        if ((!(key in context) && context !== base) || Object.keys(DOMAINS).some((k) => k in context && context !== base && !DOMAINS[k]!.includes(context[k]!))) continue;
        const changed = { ...context, [key]: alt };
        if (entry.en(context) !== entry.en(changed) && entry.pl(context) === entry.pl(changed)) {
          missing.push(`${key}=${JSON.stringify(alt)}`);
          break;
        }
      }
      if (missing.at(-1)?.startsWith(`${key}=`)) break;
    }
  }
  return missing;
}

const entries = CATALOGUE as unknown as Record<string, { pl: Template; en: Template }>;

describe('every catalogue entry gives the Polish the details the English gives', () => {
  it.each(Object.keys(CATALOGUE).filter((code) => !KNOWN_GAPS.has(code)))('%s', (code) => {
    expect(missingInPolish(entries[code]!), `${code}: the English changes with these params, the Polish does not`).toEqual([]);
  });
  it.each([...KNOWN_GAPS])('%s is still a known gap (remove it from KNOWN_GAPS once its Polish has the details)', (code) => {
    expect(entries[code], `${code} is no longer in the catalogue`).toBeDefined();
    expect(missingInPolish(entries[code]!)).not.toEqual([]);
  });
});

describe('the Polish of the TRF reader says the values', () => {
  const pl = (code: string, p: MessageParams) => entries[code]!.pl(p);
  it('names the player, the round, the columns and what is wrong in a round record', () => {
    expect(pl('TRF_BAD_ROUND', { player: 7, round: 3, from: 118, to: 127, record: '  12 x 1', reason: 'colour', value: 'x' })).toBe(
      'Zawodnik nr 7, runda 3 (kolumny 118–127, „  12 x 1”): kolor „x” to nie w, b ani -.',
    );
    expect(entries.TRF_BAD_ROUND!.en({ player: 7, round: 3, from: 118, to: 127, record: '  12 x 1', reason: 'colour', value: 'x' })).toBe(
      'Player 7, round 3 (columns 118–127, "  12 x 1"): the colour "x" is not w, b or -.',
    );
  });
  it('counts in the right plural forms', () => {
    expect(pl('TRF_ROUND_COUNT', { declared: 9, rounds: 2 })).toBe('Plik zapowiada 9 rund, ale wiersze zawodników mają wyniki 2 rund; odczytano 2 rundy.');
    expect(pl('TRF_ROUND_COUNT', { declared: 1, rounds: 5 })).toBe('Plik zapowiada 1 rundę, ale wiersze zawodników mają wyniki 5 rund; odczytano 5 rund.');
    expect(pl('TRF_PLAYER_COUNT', { declared: 22, count: 21 })).toBe('Rekord 062 podaje 22 zawodników, ale plik ma 21 wierszy zawodników (001).');
    expect(pl('TRF_PLAYER_COUNT', { declared: 3, count: 2 })).toBe('Rekord 062 podaje 3 zawodników, ale plik ma 2 wiersze zawodników (001).');
    expect(pl('NAME_TOO_LONG', { field: 'club', length: 250, max: 200 })).toBe('Nazwa klubu ma 250 znaków; może mieć najwyżej 200 znaków.');
    expect(pl('NAME_TOO_LONG', { field: 'name', length: 202, max: 202 })).toBe('Nazwisko ma 202 znaki; może mieć najwyżej 202 znaki.');
  });
  it('says a blank result as such', () => {
    expect(pl('TRF_RESULT_MISMATCH', { round: 2, player: 4, opponent: 9, otherLine: 12, result: '1', theirs: '' })).toBe(
      'Runda 2: zawodnik nr 4 ma wynik „1” z nr 9, ale zawodnik nr 9 (wiersz 12) ma pusty wynik; obie strony jednej partii muszą do siebie pasować (1 i 0, = i =, + i -).',
    );
  });
});

describe('the Polish of a ranking, a play-off and a team list says the values', () => {
  const both = (code: string, p: MessageParams) => [entries[code]!.en(p), entries[code]!.pl(p)];
  it('a gap in the places after a tie', () => {
    expect(both('PLACE_GAP', { place: 5, previous: 2, previousLine: 4, expected: '4 / 3', shared: 2, firstLine: 3 })).toEqual([
      'Place 5 follows place 2 shared by 2 players (lines 3–4): expected 4 (or 3 if ties are counted densely); no tie explains the gap; the rows keep the places as written.',
      'Miejsce 5 po miejscu 2 dzielonym przez 2 zawodników (wiersze 3–4): oczekiwano 4 (lub 3, jeśli remisy liczy się bez pomijania miejsc); żaden remis nie tłumaczy luki. Wiersze zachowują miejsca z pliku.',
    ]);
    expect(both('PLACE_GAP', { place: 100, previous: 95, previousLine: 96, expected: 96 })[1]).toBe('Miejsce 100 po miejscu 95 (wiersz 96): brakuje miejsca 96; wiersze zachowują miejsca z pliku.');
  });
  it('the players of a play-off game in the wrong round, and a stage without an armageddon', () => {
    expect(both('GAMES_BAD_ROUND', { round: '2', expected: 1, white: 3, black: 14 })[1]).toBe('Zawodnicy nr 3 i nr 14 grają w barażu w 1. rundzie, nie w 2.');
    expect(both('GAMES_BAD_ROUND', { round: 'A', stage: 'group-1', reason: 'armageddon' })).toEqual(['stage group-1 has no armageddon; write the round number', 'Etap „group-1” nie ma armageddonu; wpisz numer rundy.']);
  });
  it('which list of team-league.json names an unknown team', () => {
    expect(both('UNKNOWN_TEAM', { key: 'lateEntries', team: 'Hetman', file: 'teams.csv' })).toEqual([
      'lateEntries: "Hetman" is not a team of teams.csv',
      'Późne zgłoszenia („lateEntries”): „Hetman” nie jest drużyną z pliku teams.csv.',
    ]);
  });
});
