/**
 * Phrases the problem entries of the catalogue (lib/i18n/catalogue.ts) share: the reasons a value
 * cannot be read (a code in the problem's params, said in both languages), the TRF reader's round
 * reasons, and the clause form of a file's problem as the command line prints it.
 */
import type { Lang } from './messages';

type MessageParams = Readonly<Record<string, string | number | null | undefined>>;
type Template = (p: MessageParams) => string;
const v = (p: MessageParams, key: string): string => String(p[key] ?? '');

/** What cannot be read in a TRF round (lib/import/trf/read-player-line.ts), after "Player 1, round 1 (columns …):" / "Zawodnik nr 1, runda 1 (kolumny …):". */
const TRF_ROUND_REASONS: Record<string, { pl: Template; en: Template }> = {
  opponent: { pl: (p) => `przeciwnik „${v(p, 'value')}” nie jest numerem startowym.`, en: (p) => `the opponent "${v(p, 'value')}" is not a start number.` },
  colour: { pl: (p) => `kolor „${v(p, 'value')}” to nie w, b ani -.`, en: (p) => `the colour "${v(p, 'value')}" is not w, b or -.` },
  result: { pl: (p) => `„${v(p, 'value')}” nie jest kodem wyniku (1 = 0 + - W D L H F U Z).`, en: (p) => `"${v(p, 'value')}" is not a result code (1 = 0 + - W D L H F U Z).` },
  'no-opponent': { pl: (p) => `wynik partii „${v(p, 'value')}” wymaga przeciwnika, a nie podano żadnego.`, en: (p) => `a game result "${v(p, 'value')}" needs an opponent, but none is given.` },
  'bye-with-opponent': { pl: (p) => `„${v(p, 'value')}” oznacza pauzę, a podano przeciwnika (${v(p, 'opponent')}).`, en: (p) => `"${v(p, 'value')}" is a bye, but an opponent (${v(p, 'opponent')}) is given.` },
};
/** A reason the reader does not name (none today): the record as a whole. */
const TRF_ROUND_UNREADABLE = { pl: 'zapis rundy (przeciwnik, kolor, wynik) jest nieczytelny.', en: 'the round record (opponent, colour, result) cannot be read.' };
export const trfRoundReason = (lang: Lang, p: MessageParams): string => TRF_ROUND_REASONS[v(p, 'reason')]?.[lang](p) ?? TRF_ROUND_UNREADABLE[lang];

/**
 * A sentence as the command line and the API say it after "file line N:" (the form the open's, the
 * leagues' and the team league's files always had): its first letter lower-case unless it starts
 * with a value (a name), without its full stop. `lower` keeps the full stop, `unstopped` the letter.
 */
const lowerFirst = (text: string, p: MessageParams): string =>
  Object.values(p).some((x) => x !== undefined && x !== null && String(x) !== '' && text.startsWith(String(x))) ? text : text.charAt(0).toLowerCase() + text.slice(1);
export const lower = <P extends MessageParams>(t: (p: P) => string): ((p: P) => string) => (p) => lowerFirst(t(p), p);
export const unstopped = <P extends MessageParams>(t: (p: P) => string): ((p: P) => string) => (p) => t(p).replace(/\.$/, '');
export const clause = <P extends MessageParams>(t: (p: P) => string): ((p: P) => string) => unstopped(lower(t));

/** Why a value cannot be read (lib/import/values.ts ValueReason), in both languages: the `reason` param of BAD_PLACE, BAD_POINTS, BAD_BIRTH, BAD_SEX, BAD_RATING. */
const VALUE_REASONS: Record<string, { pl: string; en: string }> = {
  'not-a-number': { pl: 'nie jest liczbą', en: 'not a number' },
  'not-half': { pl: 'nie jest wielokrotnością ½', en: 'not a multiple of ½' },
  'not-whole': { pl: 'nie jest liczbą całkowitą', en: 'not a whole number' },
  'place-below-1': { pl: 'miejsca zaczynają się od 1', en: 'places start at 1' },
  'not-a-birth': { pl: 'nie jest datą urodzenia (wpisz 1985, 1985-03-14 lub 14.03.1985)', en: 'not a date of birth (write 1985, 1985-03-14 or 14.03.1985)' },
  'implausible-year': { pl: 'nie jest wiarygodnym rokiem urodzenia', en: 'not a plausible year of birth' },
  'not-a-real-date': { pl: 'nie jest prawdziwą datą', en: 'not a real date' },
  'not-a-sex': { pl: 'nie jest oznaczeniem płci (M, albo K/F/W dla kobiety)', en: 'not a sex code (M, or F/K/W for a woman)' },
  'not-a-ranking': { pl: 'nie jest rankingiem (liczba całkowita, np. 1650)', en: 'not a ranking (a whole number such as 1650)' },
  /** The calculator's points over its limit (lib/series/what-if.ts WHAT_IF_MAX_POINTS). */
  'too-large': { pl: 'to za dużo', en: 'too large' },
};
export const reasonOf = (lang: Lang, p: MessageParams) => VALUE_REASONS[v(p, 'reason')]?.[lang] ?? v(p, 'reason');
