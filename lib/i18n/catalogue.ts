/**
 * One message catalogue: every error and warning code of the site, in Polish and in English. Pages,
 * the API, the command line and the server actions all describe a coded problem through
 * `codeMessage(lang, code, params)`; the code travels with the problem (lib/import/problems.ts,
 * lib/identity, the calendar rules, the workspace), the words live only here — and a competition kind's
 * own codes in its folder (`lib/competitions/<kind>/<kind>-problem-words.ts`), merged in with
 * `addKindMessages` when the kind's module is first imported (issue 39: a kind is its folder).
 *
 * A problem's English `message` (the API's `message` field, `gp` on stderr) is this catalogue's `en`,
 * filled where the problem is made (lib/problem.ts `coded`): no producer writes words. A page says
 * `t(lang, code, params)`, so a Polish page never shows an English sentence.
 */
import { isIsoDate } from '@/lib/dates';
import { decimalSeparator, formatDate } from '@/lib/i18n/messages';
import { currencyUnit } from '@/lib/i18n/formats';
import type { Lang } from './messages';
import { countOf, countOfGrouped, NOUNS } from './plural';
import { clause, lower, reasonOf, trfRoundReason, unstopped } from './problem-phrases';
import { zodIssueWords } from './zod-issue-words';
import { pluralOf } from './plural-rule.mjs';
import { HOME_WORDS } from './home-words';
import { words } from '@/lib/i18n/words';

/** A param's value as a producer gives it: a name, a count, a date. */
export type Param = string | number;
/** What a template may be said with at run time: any params (a reader passes on what a problem carries). */
export type MessageParams = Readonly<Record<string, Param | null | undefined>>;
/**
 * The params of a code whose values are open-ended (issue 39): a schema's issue (zod's params, lib/config/zod-issue.ts)
 * or a TRF reader's problem passed on under its own code (`trfCode`). tsc checks the names declared beside them only.
 */
export type OpenParams = { readonly [key: string]: Param | null | undefined; readonly [OPEN]?: never };
/** Marks `OpenParams` apart from the params of an entry written without `msg<P>` (`UndeclaredCode`); never a value. */
declare const OPEN: unique symbol;
/** The params of a code that needs none: any name given is an error tsc reports. */
export type NoParams = { readonly [key: string]: never };
export type Template<P = MessageParams> = (p: P) => string;
/**
 * A code's words: its sentence in Polish and in English, from its params `P` — declared beside the words with
 * `msg<{ name: Param; season?: Param }>({ pl, en })` (a `?` param may be left out), so tsc checks both the
 * templates (a template reads only what is declared) and every producer (`coded()`, lib/problem.ts: a
 * missing or extra param does not compile). Methods, not function properties: an entry of any params is
 * an `Entry` (what a reader needs to say it with the params a problem carries).
 */
export interface Entry<P = MessageParams> {
  pl(p: P): string;
  en(p: P): string;
}
/** A code's words with its params declared (issue 39, item 1): the one way an entry with params is written. */
export const msg = <P extends object>(entry: Entry<P>): Entry<P> => entry;

/** A param as text ('' when not given). `key` must be a param the entry declares. */
export const v = <P extends object>(p: P, key: keyof P & string): string => String((p as Record<string, unknown>)[key] ?? '');
/** „1” or, for an empty value, the word for it ("pusty"): a TRF result column may be blank. */
const quotedOr = <P extends object>(p: P, key: keyof P & string, blank: string): string => (v(p, key) ? `„${v(p, key)}”` : blank);
/** A date param as the page's tables write it ("06.03.2027" on Polish pages, lib/i18n/messages formatDate); anything but a real date as given. */
export const dt = <P extends object>(lang: Lang, p: P, key: keyof P & string): string => {
  const value = v(p, key);
  return isIsoDate(value) ? formatDate(lang, value) : value;
};
/** "62 wiersze", "5 rows": a count param with its noun in the right plural form (Intl.PluralRules). */
export const n = <P extends object>(lang: Lang, p: P, key: keyof P & string, noun: keyof typeof NOUNS): string => countOf(lang, v(p, key), NOUNS[noun]);
/** The same with thousands grouped ("5 000 wierszy", "5,000 rows"): the counts of namesakes and rows can be big. */
const ng = <P extends object>(lang: Lang, p: P, key: keyof P & string, noun: keyof typeof NOUNS): string => countOfGrouped(lang, v(p, key), NOUNS[noun]);
/** ", … i 4 990 innych" / " and 4,990 more" after a bounded list of ids (lib/identity/namesake-warnings.ts). */
const AND = { pl: 'i', en: 'and' } as const;
const andMore = (lang: Lang, p: MessageParams): string => (Number(p.more) > 0 ? ` ${AND[lang]} ${ng(lang, p, 'more', 'more')}` : '');

/**
 * A linking warning's two English wordings: the API's and `gp`'s `message` (the JSON contract, the
 * words it has always had) and the page's. The producer says the first by passing `form: 'json'` with
 * the params to the catalogue (lib/identity/link-warning.ts), a param it does not keep; Polish has one.
 */
const orJson = <P extends object>(json: Template<P>, page: Template<P>): Template<P> => (p) => ((p as { form?: unknown }).form === 'json' ? json(p) : page(p));
const EN_NUMBER = new Intl.NumberFormat('en', { useGrouping: 'always' });
/** "5,000": a count param grouped as the JSON's English writes it. */
const enCount = <P extends object>(p: P, key: keyof P & string): string => EN_NUMBER.format(Number(p[key]));

/** PROGRAM_FILE: the program a native file belongs to, and the export that the site reads instead (formats §1). */
const PROGRAM_WORDS: Record<string, { pl: string; en: string }> = {
  'swiss-manager': {
    pl: 'To plik turnieju programu Swiss-Manager (.TUNx/.TURx/.TUMx), a nie plik wyników. W Swiss-Manager wyeksportuj ranking końcowy do Excela lub CSV, albo turniej jako plik FIDE TRF, i wyślij ten plik.',
    en: 'This is a Swiss-Manager tournament file (.TUNx/.TURx/.TUMx), not a results file. In Swiss-Manager export the final ranking to Excel or CSV, or the tournament as a FIDE TRF file, and upload that.',
  },
  papi: {
    pl: 'To baza danych programu Papi (plik .papi, Microsoft Access), a nie plik wyników. W Papi wyeksportuj turniej jako plik FIDE (TRF) albo klasyfikację jako Excel lub CSV, i wyślij ten plik.',
    en: 'This is a Papi database (a .papi file, Microsoft Access), not a results file. In Papi export the tournament as a FIDE file (TRF), or the standings to Excel or CSV, and upload that.',
  },
  pdf: {
    pl: 'To dokument PDF; tabeli z niego nie da się wiarygodnie odczytać. Wyślij ranking jako Excel, CSV, zapisaną stronę chess-results albo plik TRF.',
    en: 'This is a PDF document; its table cannot be read back reliably. Upload the ranking as Excel, CSV, a saved chess-results page or a TRF file.',
  },
};

/** NOT_RESULTS: what the table is, and what to upload instead. */
const NOT_RESULTS_WHAT: Record<string, { pl: string; en: string; hintPl: string; hintEn: string }> = {
  'start-list': {
    pl: 'To lista startowa',
    en: 'This is a start list',
    hintPl: 'Po turnieju wyślij ranking końcowy („Final Ranking” albo „Final Ranking crosstable”) lub plik TRF.',
    hintEn: 'After the tournament upload its final ranking ("Final Ranking" or "Final Ranking crosstable") or the TRF.',
  },
  pairings: {
    pl: 'To lista kojarzeń jednej rundy',
    en: 'This is one round\'s pairings list',
    hintPl: 'Wyślij ranking końcowy („Final Ranking”) albo plik TRF z wszystkimi rundami.',
    hintEn: 'Upload the final ranking ("Final Ranking") or the TRF with every round.',
  },
  team: {
    pl: 'To tabela drużynowa',
    en: 'This is a team table',
    hintPl: 'Grand Prix liczy wyniki indywidualne: wyślij ranking zawodników, a drużynowe rozgrywki prowadź jako ligę drużynową.',
    hintEn: 'A Grand Prix counts individual results: upload the players\' ranking, and run a team event as a team league.',
  },
};

const manualLinkUnknownEn: Template<{ name: Param; crId: Param }> = (p) => `'${v(p, 'name')}' was linked by hand to ${v(p, 'crId')}, who is not in the registry.`;
const fideIdConflictEn: Template<{ name: Param; fideId: Param; registry: Param; more?: Param }> = (p) => `'${v(p, 'name')}' has FIDE id ${v(p, 'fideId')}, the registry's ${v(p, 'registry')}${andMore('en', p)} another; not linked by name.`;


/** The form of a word for a count in the language's plural rules (Polish: 1 arkusz, 2 arkusze, 5 arkuszy): the one rule, plural-rule.mjs. */
const plural = pluralOf;
/** Issue 40: " (1 partia zaległa)" after a round, in the home page's words; nothing without a `pending` param. */
const outstandingGames = (lang: Lang, p: MessageParams): string => (Number(p.pending) > 0 ? ` (${words(lang, HOME_WORDS).pending(Number(p.pending))})` : '');

/**
 * The words a form shows for its fields: a message names the field as the page does, never by its
 * internal name ("entry fee junior18OrVeteran"). Paths like `fees.adult` or `prizes.places.2` too.
 */
const FIELD_NAMES: Record<string, { pl: string; en: string }> = {
  slug: { pl: 'adres sezonu', en: 'season address' },
  name: { pl: 'nazwa', en: 'name' },
  year: { pl: 'rok', en: 'year' },
  preset: { pl: 'regulamin', en: 'preset' },
  crId: { pl: 'ID CR', en: 'CR id' },
  birthYear: { pl: 'rok urodzenia', en: 'birth year' },
  sex: { pl: 'płeć', en: 'sex' },
  club: { pl: 'klub', en: 'club' },
  region: { pl: 'województwo', en: 'region' },
  from: { pl: 'zarejestrowany od', en: 'registered from' },
  code: { pl: 'identyfikator turnieju', en: 'tournament id' },
  version: { pl: 'wersja', en: 'version' },
  line: { pl: 'wiersz', en: 'line' },
  id: { pl: 'numer', en: 'number' },
  agree: { pl: 'zgoda', en: 'agreement' },
  email: { pl: 'e-mail', en: 'e-mail' },
  password: { pl: 'hasło', en: 'password' },
  date: { pl: 'data', en: 'date' },
  city: { pl: 'miejscowość', en: 'city' },
  venue: { pl: 'miejsce gry', en: 'venue' },
  contact: { pl: 'kontakt', en: 'contact' },
  rounds: { pl: 'rundy', en: 'rounds' },
  tempo: { pl: 'tempo', en: 'tempo' },
  label: { pl: 'opis', en: 'label' },
  'fees.adult': { pl: 'wpisowe dorosłych', en: 'entry fee for adults' },
  'fees.junior18OrVeteran': { pl: 'wpisowe juniorów do 18 lat i zawodników 60+', en: 'entry fee for juniors up to 18 and players 60+' },
  'fees.womanOrJunior14': { pl: 'wpisowe kobiet i juniorów do 14 lat', en: 'entry fee for women and juniors up to 14' },
  'prizes.category': { pl: 'nagrody w kategoriach', en: 'category prizes' },
  'prizes.drawn': { pl: 'nagroda losowana', en: 'drawn prize' },
};

/** "crId, prizes.places.0" → "ID CR, nagroda za 1. miejsce"; a field the catalogue does not know is "pole formularza". */
export function fieldNames(lang: Lang, fields: string): string {
  return fields
    .split(',')
    .map((f) => f.trim())
    .filter(Boolean)
    .map((f) => {
      const place = /^prizes\.places\.(\d+)$/.exec(f);
      if (place) return lang === 'pl' ? `nagroda za ${Number(place[1]) + 1}. miejsce` : `prize for place ${Number(place[1]) + 1}`;
      return FIELD_NAMES[f]?.[lang] ?? (lang === 'pl' ? 'pole formularza' : 'a form field');
    })
    .filter((x, i, all) => all.indexOf(x) === i)
    .join(', ');
}

/** " in "gp-2027"" / " w sezonie „gp-2027”": the season a thing was looked for in, when `season` names one. */
const inSeason = (lang: Lang, p: MessageParams, bare = false): string => {
  const s = v(p, 'season');
  if (!s) return '';
  return lang === 'pl' ? ` w sezonie „${s}”` : bare ? ` in ${s}` : ` in "${s}"`;
};
/**
 * What was not found, by `what`, with `name` (its address, key or number) and `season` where it was
 * looked for. The two workbook downloads (`tournament-sheet`, `player-sheet`) write the season bare
 * in English ("in gp-2027"), as their 404 always has; every other variant quotes it.
 */
const NOT_FOUND_WORDS = {
  season: { pl: (p) => `Nie ma sezonu „${v(p, 'name')}”.`, en: (p) => `No season "${v(p, 'name')}".` },
  competition: { pl: (p) => `Nie ma rozgrywek „${v(p, 'name')}”.`, en: (p) => `No competition "${v(p, 'name')}".` },
  /** Issue 40: a competition's TRF download that is not there (or not public). */
  'competition-file': { pl: (p) => `Nie ma pliku TRF „${v(p, 'name')}”.`, en: (p) => `No TRF file "${v(p, 'name')}".` },
  'league-season': { pl: (p) => `Nie ma sezonu lig „${v(p, 'name')}”.`, en: (p) => `No season of leagues "${v(p, 'name')}".` },
  tournament: { pl: (p) => `Nie ma turnieju „${v(p, 'name')}”${inSeason('pl', p)}.`, en: (p) => `No tournament "${v(p, 'name')}"${inSeason('en', p)}.` },
  'tournament-sheet': { pl: (p) => `Nie ma turnieju „${v(p, 'name')}”${inSeason('pl', p)}.`, en: (p) => `No tournament "${v(p, 'name')}"${inSeason('en', p, true)}.` },
  /** A tournament uploaded as a ranking list (CSV) has no games; only a TRF file has them. */
  games: {
    pl: (p) => `Turniej „${v(p, 'name')}” nie ma partii: wysłano go jako listę rankingową, a nie jako plik TRF.`,
    en: (p) => `Tournament "${v(p, 'name')}" has no games: it was uploaded as a ranking list, not as TRF.`,
  },
  player: { pl: (p) => `Nie ma zawodnika „${v(p, 'name')}”${inSeason('pl', p)}.`, en: (p) => `No player "${v(p, 'name')}"${inSeason('en', p)}.` },
  'player-sheet': { pl: (p) => `Nie ma zawodnika „${v(p, 'name')}”${inSeason('pl', p)}.`, en: (p) => `No player "${v(p, 'name')}"${inSeason('en', p, true)}.` },
  club: { pl: (p) => `Nie ma klubu „${v(p, 'name')}”.`, en: (p) => `No club "${v(p, 'name')}".` },
  /** Without a `name`: an address that is no reservation's number at all. */
  reservation: {
    pl: (p) => (v(p, 'name') ? `Nie ma rezerwacji ${v(p, 'name')}.` : 'Nie ma takiej rezerwacji.'),
    en: (p) => (v(p, 'name') ? `No reservation ${v(p, 'name')}.` : 'No such reservation.'),
  },
  account: { pl: () => 'Nie ma takiego konta.', en: () => 'No such account.' },
  entry: { pl: () => 'Nie ma takiego zgłoszenia.', en: () => 'No such entry.' },
  version: { pl: () => 'Nie ma takiej wersji.', en: () => 'No such version.' },
  registerEntry: { pl: () => 'Nie ma takiego wpisu w rejestrze (może został już usunięty lub przywrócony).', en: () => 'No such register entry (it may have been removed or restored already).' },
} satisfies Record<string, Entry>;
/** The things NOT_FOUND can name (its `what`). */
export type NotFoundWhat = keyof typeof NOT_FOUND_WORDS;
/** "No season "gp-2027"." — what was not found, from the `what` and `name` params. */
function notFound(lang: Lang, p: MessageParams): string {
  const words = (NOT_FOUND_WORDS as Record<string, Entry | undefined>)[v(p, 'what')];
  return words ? words[lang](p) : lang === 'pl' ? 'Nie znaleziono.' : 'Not found.';
}

const ROLE_WORDS: Record<string, { pl: string; en: string }> = {
  arbiter: { pl: 'sędziego', en: 'An arbiter' },
  organizer: { pl: 'organizatora', en: 'An organizer' },
  captain: { pl: 'kapitana', en: 'A captain' },
};
const FORBIDDEN_WORDS: Record<string, { pl: (p: MessageParams) => string; en: (p: MessageParams) => string }> = {
  role: { pl: (p) => `Konto ${ROLE_WORDS[v(p, 'role')]?.pl ?? v(p, 'role')} nie może tego zrobić.`, en: (p) => `${ROLE_WORDS[v(p, 'role')]?.en ?? `A ${v(p, 'role')}`} account may not do this.` },
  final: { pl: () => 'Turniej Finałowy wpisuje tylko sędzia.', en: () => 'Only the arbiter enters the Final.' },
  'own-reservations': { pl: () => 'Możesz zmieniać i odwoływać tylko własne rezerwacje.', en: () => 'You can change or cancel only your own reservations.' },
  'weekend-agreement': {
    pl: () => 'Na tę rezerwację odpowiada tylko organizator z potwierdzonym turniejem w ten weekend.',
    en: () => 'Only an organizer with a confirmed tournament that weekend answers this reservation.',
  },
};
/** Why an account may not do what it asked, from the `reason` param; without it, the general words. */
function forbidden(lang: Lang, p: MessageParams): string {
  const words = FORBIDDEN_WORDS[v(p, 'reason')];
  return words ? words[lang](p) : lang === 'pl' ? 'To konto nie ma do tego dostępu.' : 'This account may not do this.';
}
/** PLACE_GAP's tie before the gap: one place, or a place shared by several rows. */
const placeGapTie = (lang: Lang, p: MessageParams): string =>
  lang === 'pl'
    ? p.shared
      ? `miejscu ${v(p, 'previous')} dzielonym przez ${n('pl', p, 'shared', 'playerGenitive')} (wiersze ${v(p, 'firstLine')}–${v(p, 'previousLine')})`
      : `miejscu ${v(p, 'previous')} (wiersz ${v(p, 'previousLine')})`
    : p.shared
      ? `place ${v(p, 'previous')} shared by ${v(p, 'shared')} players (lines ${v(p, 'firstLine')}–${v(p, 'previousLine')})`
      : `place ${v(p, 'previous')} (line ${v(p, 'previousLine')})`;
/** Why an account's input is refused (server/users.ts `UserInputError`): its `reason` and values; the English is what `gp user` prints. */
const USER_INPUT_WORDS = {
  'password-short': { pl: (p) => `hasło musi mieć co najmniej ${countOf('pl', v(p, 'min'), NOUNS.character)}`, en: (p) => `the password needs at least ${v(p, 'min')} characters` },
  'password-long': { pl: (p) => `hasło może mieć najwyżej ${countOf('pl', v(p, 'max'), NOUNS.character)}`, en: (p) => `the password may have at most ${v(p, 'max')} characters` },
  'not-email': { pl: (p) => `„${v(p, 'value')}” nie jest adresem e-mail`, en: (p) => `"${v(p, 'value')}" is not an e-mail address` },
  'organizer-club': { pl: () => 'konto organizatora wymaga klubu (--club)', en: () => 'an organizer account needs --club' },
  exists: { pl: (p) => `konto ${v(p, 'email')} już istnieje`, en: (p) => `a user ${v(p, 'email')} already exists` },
  'no-user': { pl: (p) => `nie ma konta ${v(p, 'email')}`, en: (p) => `no user ${v(p, 'email')}` },
} satisfies Record<string, Entry>;
export type UserInputReason = keyof typeof USER_INPUT_WORDS;
function userInputWords(lang: Lang, p: MessageParams): string {
  return (USER_INPUT_WORDS as Record<string, Entry | undefined>)[v(p, 'reason')]?.[lang](p) ?? v(p, 'reason');
}
/** TOO_MANY_ROWS' and TOO_MANY_COLUMNS' `list` (lib/import/limits.ts GridInput) as the subject of "may have". */
const GRID_LIST: Record<string, { pl: string; en: string }> = {
  results: { pl: 'plik wyników turnieju', en: 'a tournament’s results file' },
  register: { pl: 'rejestr zawodników', en: 'a register of players' },
  competition: { pl: 'plik rozgrywek', en: 'a competition’s file' },
};
const gridList = (lang: Lang, p: MessageParams): string => GRID_LIST[v(p, 'list')]?.[lang] ?? GRID_LIST.results![lang];
/** NAME_TOO_LONG's `field` (lib/import/text-problems.ts) as the Polish sentence's subject. */
const TOO_LONG_FIELD_PL: Record<string, string> = { name: 'Nazwisko', club: 'Nazwa klubu', region: 'Województwo' };

/** A sentence as a clause after a colon. */
export const lcFirst = (text: string): string => text.charAt(0).toLowerCase() + text.slice(1);

/**
 * A schema's issue (lib/config/zod-issue.ts `zodIssueParams`: `issue`, `path` and its values): a
 * refinement by its own entry (`refinement`, lib/config/refinement.ts), any other issue by zod's
 * code (lib/i18n/zod-issue-words.ts).
 */
export function issueWords(lang: Lang, p: MessageParams): string {
  const refinement = v(p, 'refinement');
  if (p.issue === 'custom' && refinement && hasMessage(refinement)) return entryOf(refinement)[lang](p);
  return zodIssueWords(lang, p);
}

/**
 * Why a kind's rules (a preset with a configuration's overrides, lib/config/presets.ts) are refused,
 * by `ruleError`: 'no-preset', 'unknown-preset' (`preset`), 'not-object', 'issue' (a schema's issue
 * at `path`, said by `issueWords`), 'league-schedule' (`league`, `schedule`), 'season-order'. The
 * English is the rule's detail the API and `gp` have always shown.
 */
const RULE_ERROR_WORDS: Record<string, Entry> = {
  'no-preset': {
    pl: (p) => `nie podano regulaminu („preset”): sezon musi wskazać regulamin, według którego się toczy (znane: ${v(p, 'known')})`,
    en: (p) => `no preset named: a season names the regulation it follows (known: ${v(p, 'known')})`,
  },
  'unknown-preset': { pl: (p) => `nieznany regulamin „${v(p, 'preset')}” (znane: ${v(p, 'known')})`, en: (p) => `unknown preset "${v(p, 'preset')}" (known: ${v(p, 'known')})` },
  'not-object': { pl: () => 'pole „rules” musi być obiektem z polami zasad', en: () => '"rules" must be an object of rule fields' },
  issue: { pl: (p) => `zasada „${v(p, 'path') || '(całość)'}”: ${lcFirst(issueWords('pl', p))}`, en: (p) => `rule "${v(p, 'path') || '(root)'}": ${issueWords('en', p)}` },
  'league-schedule': {
    pl: (p) => `zasada „leagues”: liga „${v(p, 'league')}” wskazuje dni gry „${v(p, 'schedule')}”, których nie ma w „schedules”`,
    en: (p) => `rule "leagues": league "${v(p, 'league')}" names game days "${v(p, 'schedule')}", which are not in "schedules"`,
  },
  'season-order': { pl: () => 'zasada „season”: ostatni dzień jest przed pierwszym', en: () => 'rule "season": the last day is before the first' },
};
/** A refused rule's detail (`ruleError` and its values), or '' when the params name none. */
export function ruleErrorWords(lang: Lang, p: MessageParams): string {
  return RULE_ERROR_WORDS[v(p, 'ruleError')]?.[lang](p) ?? '';
}

/** ENTRY_FIELD: the field's name and why it is refused (lib/entries/validate-entry.ts). */
const ENTRY_FIELD_NAMES = {
  pl: { name: 'Imię i nazwisko', birth: 'Rok urodzenia', sex: 'Płeć', club: 'Klub', crId: 'ID CR', fideId: 'FIDE ID', consent: 'Zgoda' } as Record<string, string>,
  en: { name: 'Name', birth: 'Birth year', sex: 'Sex', club: 'Club', crId: 'CR id', fideId: 'FIDE id', consent: 'Consent' } as Record<string, string>,
};
const ENTRY_FIELD_REASONS: { [L in Lang]: Record<string, Template> } = {
  pl: {
    required: () => 'jest wymagane',
    'too-long': (p) => `może mieć najwyżej ${v(p, 'max')} znaków`,
    'no-letters': () => 'musi zawierać litery',
    'control-characters': () => 'zawiera znaki niewidoczne lub sterujące',
    formula: () => 'nie może zaczynać się od =, +, - ani @',
    'year-range': (p) => `musi być rokiem od ${v(p, 'from')} do ${v(p, 'to')}`,
    sex: () => 'to M (mężczyzna) albo K (kobieta)',
    digits: () => 'to same cyfry',
    consent: () => 'jest potrzebna, by opublikować Twoje nazwisko i klub na liście zgłoszeń',
  },
  en: {
    required: () => 'is required',
    'too-long': (p) => `may have at most ${v(p, 'max')} characters`,
    'no-letters': () => 'must contain letters',
    'control-characters': () => 'holds invisible or control characters',
    formula: () => 'may not start with =, +, - or @',
    'year-range': (p) => `must be a year from ${v(p, 'from')} to ${v(p, 'to')}`,
    sex: () => 'is M (man) or F (woman)',
    digits: () => 'is digits only',
    consent: () => 'is needed to publish your name and club on the entry list',
  },
};
function entryFieldWords(lang: Lang, p: MessageParams): string {
  const field = ENTRY_FIELD_NAMES[lang][v(p, 'field')] ?? v(p, 'field');
  const reason = ENTRY_FIELD_REASONS[lang][v(p, 'reason')];
  return `${field}: ${reason ? reason(p) : v(p, 'reason')}.`;
}

const CORE = {
  // — files (lib/import) —
  NOT_TEXT: { pl: () => 'To nie jest plik tekstowy. Wyeksportuj ranking końcowy jako CSV lub tekst.', en: () => 'This is not a text file. Export the final ranking as CSV or text.' },
  EMPTY_FILE: msg<{ list?: Param; reason?: Param }>({ pl: (p) => `${p.list === 'register' ? 'Plik rejestru' : 'Plik'} ${p.reason === 'no-header' ? 'nie ma nagłówka ani zawodników' : 'jest pusty'}.`, en: (p) => `${p.list === 'register' ? 'The register file' : 'The file'} ${p.reason === 'no-header' ? 'has no header and no players' : 'is empty'}.` }),
  NO_ROWS: { pl: () => 'Plik ma nagłówek, ale nie ma zawodników.', en: () => 'The file has a header but no players.' },
  MISSING_COLUMN: msg<{ column: Param; expected?: Param; list?: Param }>({
    pl: (p) => (p.list === 'register' ? `Rejestr nie ma kolumny ${v(p, 'column')}.` : `W nagłówku brak kolumny ${v(p, 'column')}${p.expected ? ` (oczekiwana jedna z: ${v(p, 'expected')})` : ''}.`),
    en: (p) => (p.list === 'register' ? `The register has no ${v(p, 'column')} column.` : `The header has no ${v(p, 'column')} column${p.expected ? ` (expected one of: ${v(p, 'expected')})` : ''}.`),
  }),
  DUPLICATE_COLUMN: msg<{ column: Param; header: Param }>({ pl: (p) => `Kolumna „${v(p, 'header')}” powtarza kolumnę ${v(p, 'column')}; używana jest pierwsza.`, en: (p) => `Column "${v(p, 'header')}" repeats the ${v(p, 'column')} column; the first one is used.` }),
  BAD_PLACE: msg<{ reason: Param; value: Param }>({ pl: (p) => `Miejsce „${v(p, 'value')}” ${reasonOf('pl', p)}.`, en: (p) => `Place "${v(p, 'value')}" is ${reasonOf('en', p)}.` }),
  PLACE_ORDER: msg<{ place: Param; previous: Param; previousLine: Param }>({ pl: (p) => `Miejsce ${v(p, 'place')} występuje po miejscu ${v(p, 'previous')} (wiersz ${v(p, 'previousLine')}); miejsca nie mogą się cofać.`, en: (p) => `Place ${v(p, 'place')} comes after place ${v(p, 'previous')} (line ${v(p, 'previousLine')}); places must not go back up the list.` }),
  PLACE_GAP: msg<{ expected: Param; firstLine?: Param; place: Param; previous: Param; previousLine: Param; shared?: Param; style?: Param; styleLine?: Param }>({ pl: (p) => {
      const tie = placeGapTie('pl', p);
      if (!p.shared) return `Miejsce ${v(p, 'place')} po ${tie}: brakuje miejsca ${v(p, 'expected')}; wiersze zachowują miejsca z pliku.`;
      if (p.style) return `Miejsce ${v(p, 'place')} po ${tie}, ale remis przed wierszem ${v(p, 'styleLine')} policzono ${p.style === 'competition' ? 'z pominięciem miejsc (9, 9, 11)' : 'bez pomijania miejsc (9, 9, 10)'}: oczekiwano ${v(p, 'expected')}.`;
      const [competition, dense] = v(p, 'expected').split(' / ');
      return `Miejsce ${v(p, 'place')} po ${tie}: oczekiwano ${dense === undefined ? competition : `${competition} (lub ${dense}, jeśli remisy liczy się bez pomijania miejsc)`}; żaden remis nie tłumaczy luki. Wiersze zachowują miejsca z pliku.`;
    }, en: (p) => {
      const tie = placeGapTie('en', p);
      if (!p.shared) return `Place ${v(p, 'place')} follows ${tie}: place ${v(p, 'expected')} is missing; the rows keep the places as written.`;
      if (p.style) return `Place ${v(p, 'place')} follows ${tie}, but the tie before line ${v(p, 'styleLine')} was counted as ${p.style === 'competition' ? 'competition ranks (9, 9, 11)' : 'dense ranks (9, 9, 10)'}: expected ${v(p, 'expected')}.`;
      const [competition, dense] = v(p, 'expected').split(' / ');
      return `Place ${v(p, 'place')} follows ${tie}: expected ${dense === undefined ? competition : `${competition} (or ${dense} if ties are counted densely)`}; no tie explains the gap; the rows keep the places as written.`;
    } }),
  SHARED_PLACE_POINTS: msg<{ first: Param; otherPoints: Param; place: Param; points: Param }>({ pl: (p) => `Miejsce ${v(p, 'place')} jest dzielone z wierszem ${v(p, 'first')}, ale punkty się różnią (${v(p, 'points')} tu, ${v(p, 'otherPoints')} tam); zawodnicy ex aequo mają równe punkty.`, en: (p) => `Place ${v(p, 'place')} is shared with line ${v(p, 'first')}, but the points differ (${v(p, 'points')} here, ${v(p, 'otherPoints')} there); tied players have equal points.` }),
  /** A row without a name; `what: 'competition'` (with `max`) a competition created without one. */
  MISSING_NAME: msg<{ list?: Param; max?: Param; what?: Param }>({
    pl: (p) => (p.what === 'competition' ? `Rozgrywki muszą mieć nazwę (najwyżej ${v(p, 'max')} znaków).` : p.list === 'register' ? 'Wiersz rejestru nie ma nazwiska.' : 'Brak nazwiska zawodnika.'),
    en: (p) => (p.what === 'competition' ? `The competition needs a name (at most ${v(p, 'max')} characters).` : p.list === 'register' ? 'The register row has no name.' : 'The player has no name.'),
  }),
  BAD_POINTS: msg<{ reason: Param; value: Param }>({ pl: (p) => `Punkty „${v(p, 'value')}” — ${reasonOf('pl', p)}.`, en: (p) => `Points "${v(p, 'value')}" are ${reasonOf('en', p)}.` }),
  POINTS_NOT_HALF: msg<{ value: Param }>({ pl: (p) => `Punkty „${v(p, 'value')}” nie są wielokrotnością ½.`, en: (p) => `Points "${v(p, 'value')}" are not a multiple of ½.` }),
  POINTS_ABOVE_ROUNDS: msg<{ points: Param; rounds: Param }>({ pl: (p) => `${v(p, 'points')} pkt to więcej niż ${v(p, 'rounds')} rozegranych rund.`, en: (p) => `${v(p, 'points')} points are more than the ${v(p, 'rounds')} rounds played.` }),
  BAD_DATE: msg<{ value: Param }>({ pl: (p) => `Data „${v(p, 'value')}” nie jest prawdziwą datą w postaci RRRR-MM-DD.`, en: (p) => `"${v(p, 'value')}" is not a real date written YYYY-MM-DD.` }),
  DATE_ORDER: msg<{ from: Param; to: Param }>({ pl: (p) => `Okres zaczyna się (${dt('pl', p, 'from')}) po swoim końcu (${dt('pl', p, 'to')}), więc nie obejmuje żadnego dnia.`, en: (p) => `The period starts (${dt('en', p, 'from')}) after it ends (${dt('en', p, 'to')}), so it covers no date.` }),
  MISSING_CR_ID: { pl: () => 'Wiersz rejestru nie ma numeru Centralnego Rejestru (cr_id).', en: () => 'The register row has no Central Register id (cr_id).' },
  BAD_BIRTH: msg<{ reason: Param; value: Param }>({ pl: (p) => `Data urodzenia „${v(p, 'value')}” ${reasonOf('pl', p)}; rok uznano za nieznany.`, en: (p) => `Birth "${v(p, 'value')}" is ${reasonOf('en', p)}; the year is treated as unknown.` }),
  BAD_SEX: msg<{ reason: Param; value: Param }>({ pl: (p) => `Płeć „${v(p, 'value')}” ${reasonOf('pl', p)}; uznano za nieznaną.`, en: (p) => `Sex "${v(p, 'value')}" is ${reasonOf('en', p)}; treated as unknown.` }),
  BAD_RATING: msg<{ reason: Param; value: Param }>({ pl: (p) => `Ranking „${v(p, 'value')}” ${reasonOf('pl', p)}; pominięto.`, en: (p) => `Ranking "${v(p, 'value')}" is ${reasonOf('en', p)}; treated as none.` }),
  BAD_CATEGORY: msg<{ value: Param }>({
    pl: (p) => `Kategoria „${v(p, 'value')}” nie jest kategorią PZSzach (m, k, I–V, bk; kobiece z „k”: kk, Ik, k1 …); zawodnik nie trafia do kategorii rankingowej.`,
    en: (p) => `Category "${v(p, 'value')}" is not a PZSzach category (m, k, I–V, bk; women's with k: kk, Ik, k1 …); the player gets no rating category.`,
  }),
  UNTERMINATED_QUOTE: { pl: () => 'Cudzysłów otwarty w tym wierszu nie jest nigdzie zamknięty.', en: () => 'A quotation mark opened on this line is never closed.' },
  OVERLAPPING_PERIODS: msg<{ crId: Param; first?: Param; lines?: Param; rows?: Param; second?: Param }>({
    pl: (p) =>
      p.rows
        ? `ID CR ${v(p, 'crId')} w ${ng('pl', p, 'rows', 'rowLocative')}: wiersze ${v(p, 'lines')} — okresy przynależności się nakładają; tam, gdzie się nakładają, obowiązuje najwcześniejszy wiersz.`
        : `Zawodnik ${v(p, 'crId')} ma nakładające się okresy przynależności (wiersze ${v(p, 'first')} i ${v(p, 'second')}); tam, gdzie się nakładają, obowiązuje wiersz ${v(p, 'first')}.`,
    en: (p) =>
      p.rows
        ? `CR id ${v(p, 'crId')} on ${ng('en', p, 'rows', 'row')}: lines ${v(p, 'lines')} — the membership periods overlap; the earliest line is used where they overlap.`
        : `Player ${v(p, 'crId')} has overlapping membership periods (lines ${v(p, 'first')} and ${v(p, 'second')}); line ${v(p, 'first')} is used where they overlap.` }),

  TOO_MANY_ROWS: msg<{ count: Param; limit: Param; list?: Param }>({
    pl: (p) => `Plik ma ${ng('pl', p, 'count', 'row')} pod nagłówkiem, a ${gridList('pl', p)} może mieć najwyżej ${ng('pl', p, 'limit', 'row')}${p.list === 'results' ? ' (największe otwarte turnieje mają około 5 000 zawodników)' : ''}. Sprawdź, czy to właściwy plik; nic nie zapisano.`,
    en: (p) => `The file has ${ng('en', p, 'count', 'row')} below its header; ${gridList('en', p)} may have at most ${ng('en', p, 'limit', 'row')}${p.list === 'results' ? ' (the largest opens have about 5,000 players)' : ''}. Check that this is the right file; nothing was saved.`,
  }),
  TOO_MANY_COLUMNS: msg<{ count: Param; limit: Param; list?: Param }>({
    pl: (p) => `Wiersz pliku ma ${ng('pl', p, 'count', 'columnAccusative')}, a ${gridList('pl', p)} może mieć najwyżej ${ng('pl', p, 'limit', 'columnAccusative')}. Sprawdź, czy to właściwy plik i czy separator kolumn jest właściwy; nic nie zapisano.`,
    en: (p) => `A row of the file has ${ng('en', p, 'count', 'columnAccusative')}; ${gridList('en', p)} may have at most ${ng('en', p, 'limit', 'columnAccusative')}. Check that this is the right file and that its columns are separated as they should be; nothing was saved.`,
  }),
  NAME_TOO_LONG: msg<{ field?: Param; length?: Param; max?: Param }>({
    pl: (p) => (p.field ? `${TOO_LONG_FIELD_PL[v(p, 'field')] ?? `Pole „${v(p, 'field')}”`} ma ${ng('pl', p, 'length', 'character')}; może mieć najwyżej ${ng('pl', p, 'max', 'character')}.` : 'Nazwisko, klub lub region może mieć najwyżej 200 znaków.'),
    en: (p) => (p.field ? `The ${v(p, 'field')} has ${v(p, 'length')} characters; at most ${v(p, 'max')} are allowed.` : 'A name, club or region may have at most 200 characters.'),
  }),
  INVISIBLE_CHARACTERS: msg<{ field?: Param; value?: Param }>({
    pl: (p) => (p.value ? `Niewidoczne znaki usunięto z ${p.field === 'club' ? 'nazwy klubu' : 'nazwiska'} „${v(p, 'value')}”.` : 'Niewidoczne znaki usunięto z nazwiska lub klubu.'),
    en: (p) => (p.value ? `Invisible characters were removed from the ${v(p, 'field')} "${v(p, 'value')}".` : 'Invisible characters were removed from a name or club.'),
  }),
  MIXED_SCRIPTS: msg<{ field?: Param; value?: Param }>({
    pl: (p) => (p.value ? `${p.field === 'club' ? 'Nazwa klubu' : 'Nazwisko'} „${v(p, 'value')}” miesza litery łacińskie z cyrylicą lub greką — sprawdź, czy to ten sam zawodnik.` : 'Nazwisko miesza litery łacińskie z cyrylicą lub greką — sprawdź, czy to ten sam zawodnik.'),
    en: (p) => (p.value ? `The ${v(p, 'field')} "${v(p, 'value')}" mixes Latin letters with Cyrillic or Greek ones that look the same; it would not match the same ${v(p, 'field')} typed in Latin letters.` : 'A name mixes Latin letters with Cyrillic or Greek ones — check it is the same player.'),
  }),
  MORE_PROBLEMS: msg<{ count?: Param }>({
    pl: (p) => (p.count ? `Nie wymieniono ${ng('pl', p, 'count', 'moreProblemGenitive')}.` : 'Kolejne problemy nie są wymienione.'),
    en: (p) => (p.count ? `${ng('en', p, 'count', 'moreProblemGenitive')} are not listed.` : 'More problems are not listed.'),
  }),
  /** The rows of one code past the first ones listed (lib/i18n/problem-words.ts problemKey: a problem with `folded`). */
  MORE_ROWS: msg<{ count: Param; folded: Param; lines: Param }>({
    pl: (p) => `${ng('pl', p, 'count', 'moreRow')} z tym problemem (${v(p, 'folded')}): wiersze ${v(p, 'lines')}.`,
    en: (p) => `${ng('en', p, 'count', 'moreRow')} with this problem (${v(p, 'folded')}): lines ${v(p, 'lines')}.`,
  }),

  // — spreadsheets (lib/import/spreadsheet; formats §1): the line of a problem is the sheet's row —
  SHEET_NOT_SPREADSHEET: msg<{ archive?: Param }>({
    pl: (p) => (p.archive === 'none' ? 'Ten plik nie jest arkuszem kalkulacyjnym.' : 'To archiwum zip nie jest arkuszem kalkulacyjnym (.xlsx ani .ods). Prześlij wyniki jako arkusz, CSV, plik tekstowy lub TRF.'),
    en: (p) => (p.archive === 'none' ? 'This file is not a spreadsheet.' : 'This zip archive is not a spreadsheet (.xlsx or .ods). Upload the results as a spreadsheet, CSV, text or TRF file.'),
  }),
  SHEET_CORRUPT: {
    pl: () => 'Plik arkusza jest uszkodzony i nie da się go odczytać. Otwórz go w Excelu lub LibreOffice i zapisz ponownie albo wyeksportuj ranking jako CSV.',
    en: () => 'The spreadsheet file is damaged and cannot be read. Open it in Excel or LibreOffice and save it again, or export the ranking as CSV.',
  },
  SHEET_PASSWORD: {
    pl: () => 'Arkusz jest chroniony hasłem, więc nie da się go odczytać. Otwórz go, usuń hasło (Plik → Informacje → Chroń skoroszyt) i zapisz ponownie.',
    en: () => 'The spreadsheet is protected with a password, so it cannot be read. Open it, remove the password (File → Info → Protect Workbook) and save it again.',
  },
  SHEET_OLD_EXCEL: {
    pl: () => 'To skoroszyt Excela 97–2003 (.xls), którego serwis nie czyta. Otwórz go i zapisz jako Skoroszyt programu Excel (.xlsx) albo jako CSV.',
    en: () => 'This is an Excel 97–2003 workbook (.xls), which the site does not read. Open it and save it as an Excel Workbook (.xlsx) or as CSV.',
  },
  SHEET_TOO_LARGE: msg<{ mb: Param }>({
    pl: (p) => `Skoroszyt po rozpakowaniu ma ponad ${v(p, 'mb')} MB; arkusz wyników jest dużo mniejszy. Zapisz sam arkusz wyników albo wyeksportuj go jako CSV.`,
    en: (p) => `The workbook unpacks to more than ${v(p, 'mb')} MB; a results sheet is far smaller. Save only the results sheet, or export it as CSV.`,
  }),
  SHEET_EMPTY: msg<{ sheet?: Param }>({
    pl: (p) => (p.sheet ? `Pierwszy arkusz „${v(p, 'sheet')}” jest pusty; wyniki muszą być na pierwszym arkuszu.` : 'Skoroszyt nie ma żadnego arkusza.'),
    en: (p) => (p.sheet ? `The first sheet "${v(p, 'sheet')}" is empty; the results must be on the first sheet.` : 'The workbook has no sheet.'),
  }),
  SHEET_NO_HEADER: msg<{ expected: Param; last: Param; sheet: Param }>({
    pl: (p) => `Żaden wiersz arkusza „${v(p, 'sheet')}” (przeszukano wiersze 1–${v(p, 'last')}) nie jest nagłówkiem tabeli: potrzebne są kolumny ${v(p, 'expected')}.`,
    en: (p) => `No row of the sheet "${v(p, 'sheet')}" (rows 1–${v(p, 'last')} were searched) is the header of the table: it needs the columns ${v(p, 'expected')}.`,
  }),
  SHEET_OTHER_SHEETS: msg<{ count: Param; others: Param; sheet: Param }>({
    pl: (p) => `Czytany jest tylko pierwszy arkusz „${v(p, 'sheet')}”; ${plural('pl', Number(p.count), { one: 'pozostały arkusz', few: 'pozostałe arkusze', many: 'pozostałe arkusze', other: 'pozostałe arkusze' })} (${v(p, 'others')}) ${plural('pl', Number(p.count), { one: 'jest pominięty', few: 'są pominięte', many: 'są pominięte', other: 'są pominięte' })}.`,
    en: (p) => `Only the first sheet "${v(p, 'sheet')}" is read; the other ${plural('en', Number(p.count), { one: 'sheet', other: 'sheets' })} (${v(p, 'others')}) ${plural('en', Number(p.count), { one: 'is', other: 'are' })} not.`,
  }),
  SHEET_MERGED_CELLS: msg<{ first: Param; last: Param; range: Param; value: Param }>({
    pl: (p) => `Komórki ${v(p, 'range')} są scalone; wartość „${v(p, 'value')}” jest czytana w każdym z wierszy ${v(p, 'first')}–${v(p, 'last')}.`,
    en: (p) => `Cells ${v(p, 'range')} are merged; "${v(p, 'value')}" is read on each of rows ${v(p, 'first')}–${v(p, 'last')}.`,
  }),
  SHEET_FORMULA_NO_VALUE: msg<{ cell: Param }>({
    pl: (p) => `Komórka ${v(p, 'cell')} zawiera formułę, której wartość nigdy nie została obliczona, więc jest czytana jako pusta. Otwórz plik w Excelu lub LibreOffice i zapisz go ponownie.`,
    en: (p) => `Cell ${v(p, 'cell')} holds a formula that was never calculated, so it is read as empty. Open the file in Excel or LibreOffice and save it again.`,
  }),
  SHEET_ROWS_AFTER_TABLE: msg<{ first: Param; last: Param }>({
    pl: (p) => `Wiersze ${v(p, 'first')}–${v(p, 'last')} pod tabelą nie są czytane: pusty wiersz kończy tabelę, a one jej nie ciągną dalej.`,
    en: (p) => `Rows ${v(p, 'first')}–${v(p, 'last')} below the table are not read: an empty row ends the table, and they do not continue it.`,
  }),
  PROGRAM_FILE: msg<{ program: Param }>({
    pl: (p) => PROGRAM_WORDS[String(p.program)]?.pl ?? PROGRAM_WORDS.pdf!.pl,
    en: (p) => PROGRAM_WORDS[String(p.program)]?.en ?? PROGRAM_WORDS.pdf!.en,
  }),
  NOT_RESULTS: msg<{ caption?: Param; headerRow: Param; what: Param }>({
    pl: (p) => `${NOT_RESULTS_WHAT[String(p.what)]?.pl ?? 'Ta tabela'} (nagłówek w wierszu ${v(p, 'headerRow')}${p.caption ? `, „${v(p, 'caption')}”` : ''}) to nie są wyniki turnieju: potrzebne są nazwiska i punkty (albo partie). ${NOT_RESULTS_WHAT[String(p.what)]?.hintPl ?? 'Wyślij ranking końcowy (np. „Final Ranking” z chess-results) albo plik TRF.'}`,
    en: (p) => `${NOT_RESULTS_WHAT[String(p.what)]?.en ?? 'This table'} (header on line ${v(p, 'headerRow')}${p.caption ? `, "${v(p, 'caption')}"` : ''}) is not a tournament's results: they need names and points (or games). ${NOT_RESULTS_WHAT[String(p.what)]?.hintEn ?? 'Upload the final ranking (chess-results "Final Ranking") or the TRF.'}`,
  }),
  LINES_COMMENTED: msg<{ count?: Param; first: Param; last: Param }>({
    pl: (p) => `${Number(p.count) === 1 ? `Wiersz ${v(p, 'first')} jest wykomentowany („#”) i nie jest czytany.` : `Wiersze wykomentowane („#”), ${v(p, 'count')} między ${v(p, 'first')} a ${v(p, 'last')}, nie są czytane.`}`,
    en: (p) => `${Number(p.count) === 1 ? `Line ${v(p, 'first')} is commented out ("#") and is not read.` : `${v(p, 'count')} lines commented out ("#") between ${v(p, 'first')} and ${v(p, 'last')} are not read.`}`,
  }),
  TABLE_EMPTY_ROW: {
    pl: () => 'Nad tym wierszem tabela ma pusty wiersz (usunięty zawodnik?); tabela jest czytana dalej.',
    en: () => 'An empty row stands above this row inside the table (a deleted player?); the table is read on.',
  },
  TABLE_CHOSEN: msg<{ caption?: Param; count: Param; headerRow: Param; index: Param }>({
    pl: (p) => `Plik ma ${v(p, 'count')} tabel wyników; czytana jest tabela ${v(p, 'index')}${p.caption ? ` „${v(p, 'caption')}”` : ''} (nagłówek w wierszu ${v(p, 'headerRow')}). Inną można wybrać w podglądzie.`,
    en: (p) => `The file holds ${v(p, 'count')} results tables; table ${v(p, 'index')}${p.caption ? ` "${v(p, 'caption')}"` : ''} (header on line ${v(p, 'headerRow')}) is read. Another can be picked in the preview.`,
  }),
  ROWS_IN_START_ORDER: {
    pl: () => 'Wiersze tabeli są w kolejności numerów startowych; czytane są w kolejności kolumny miejsc.',
    en: () => 'The table\'s rows are in start-number order; they are read in the order of the place column.',
  },
  PLACE_FROM_ORDER: {
    pl: () => 'Tabela nie ma kolumny miejsc: miejscem jest kolejność wierszy.',
    en: () => 'The table has no place column: the places are the row order.',
  },
  PLACE_EMPTY: msg<{ place: Param; tied?: Param }>({
    pl: (p) => (p.tied === 'yes' ? `Puste miejsce: ta sama liczba punktów co wiersz wyżej, więc to samo miejsce ${v(p, 'place')}.` : `Puste miejsce: przyjęto miejsce ${v(p, 'place')} z kolejności wierszy.`),
    en: (p) => (p.tied === 'yes' ? `Empty place: the same points as the row above, so the same place ${v(p, 'place')}.` : `Empty place: place ${v(p, 'place')} is taken from the row order.`),
  }),
  ROW_WITHOUT_NAME: {
    pl: () => 'Wiersz tabeli bez nazwiska nie jest czytany.',
    en: () => 'A row of the table without a name is not read.',
  },
  POINTS_FROM_GAMES: {
    pl: () => 'Tabela nie ma kolumny punktów: punkty każdego zawodnika policzono z jego partii.',
    en: () => 'The table has no points column: each player\'s points are counted from their games.',
  },
  SHEET_DATE_DIFFERS: msg<{ date: Param; sheetDate: Param }>({
    pl: (p) => `Arkusz podaje datę turnieju ${dt('pl', p, 'sheetDate')}, a turniej jest przesyłany z datą ${dt('pl', p, 'date')}.`,
    en: (p) => `The sheet dates the tournament ${dt('en', p, 'sheetDate')}, but it is uploaded with the date ${dt('en', p, 'date')}.`,
  }),
  SHEET_ROUNDS_DIFFER: msg<{ rounds: Param; sheetRounds: Param }>({
    pl: (p) => `Arkusz podaje ${v(p, 'sheetRounds')} ${plural('pl', Number(p.sheetRounds), { one: 'rundę', few: 'rundy', many: 'rund', other: 'rundy' })}, a regulamin sezonu ${v(p, 'rounds')}.`,
    en: (p) => `The sheet says ${v(p, 'sheetRounds')} ${plural('en', Number(p.sheetRounds), { one: 'round', other: 'rounds' })}, but the rules of the season say ${v(p, 'rounds')}.`,
  }),
  // issue 25: a file uploaded after round k of n (docs/in-progress.md)
  TOURNAMENT_IN_PROGRESS: msg<{ of: Param; pending?: Param; round: Param }>({
    pl: (p) => `Turniej w toku: plik jest po rundzie ${v(p, 'round')} z ${v(p, 'of')}${outstandingGames('pl', p)}. Wyniki są pokazywane jako prowizoryczne; tabela sezonu policzy turniej po przesłaniu pliku ze wszystkimi ${v(p, 'of')} rundami.`,
    en: (p) => `The tournament is in progress: the file is after round ${v(p, 'round')} of ${v(p, 'of')}${outstandingGames('en', p)}. It is shown as provisional; the season's table counts it once the file of all ${v(p, 'of')} rounds is uploaded.`,
  }),
  SHEET_NOT_CROSSTABLE: {
    pl: () => 'Arkusz to ranking bez kolumn rund (1.Rd, 2.Rd …), więc nie ma w nim partii. Pobierz tabelę krzyżową („Final Ranking crosstable”).',
    en: () => 'The sheet is a ranking list without round columns (1.Rd, 2.Rd …), so it has no games. Download the crosstable ("Final Ranking crosstable") instead.',
  },
  CROSSTABLE_BAD_CELL: msg<{ cell: Param; round?: Param; value: Param }>({
    pl: (p) => `Komórka ${v(p, 'cell')}${Number(p.round) > 0 ? ` (runda ${v(p, 'round')})` : ''} „${v(p, 'value')}” nie jest wynikiem tabeli krzyżowej, np. 45w1, 12b½, 7w0, -1 lub +; liczy się jako runda bez partii.`,
    en: (p) => `Cell ${v(p, 'cell')}${Number(p.round) > 0 ? ` (round ${v(p, 'round')})` : ''} "${v(p, 'value')}" is not a crosstable result like 45w1, 12b½, 7w0, -1 or +; it counts as a round without a game.`,
  }),
  CROSSTABLE_RANK_REPEATS: msg<{ column?: Param; first: Param; rank: Param }>({
    pl: (p) => `${v(p, 'column') || 'Rk.'} ${v(p, 'rank')} jest też w wierszu ${v(p, 'first')}; tabela krzyżowa wskazuje przeciwnika tym numerem, więc partii z tym numerem nie da się przypisać temu wierszowi, a jego dodatkowa punktacja jest niepełna.`,
    en: (p) => `${v(p, 'column') || 'Rk.'} ${v(p, 'rank')} is also on row ${v(p, 'first')}; the crosstable names opponents by this number, so games naming it cannot be linked to this row, and its tie-breaks are incomplete.`,
  }),
  CROSSTABLE_NO_NUMBER: msg<{ cell: Param; column: Param; value: Param }>({
    pl: (p) => `Komórka ${v(p, 'cell')} (${v(p, 'column')}) „${v(p, 'value')}” nie jest numerem, którym komórki partii mogą wskazać ten wiersz; partii wskazujących go nie da się mu przypisać, a jego dodatkowa punktacja jest niepełna.`,
    en: (p) => `Cell ${v(p, 'cell')} (${v(p, 'column')}) "${v(p, 'value')}" is not a number the games cells can name this row by; games naming it cannot be linked to it, and its tie-breaks are incomplete.`,
  }),
  CROSSTABLE_MISSING_OPPONENT: msg<{ count: Param; opponents: Param; players?: Param; rows: Param }>({
    pl: (p) => `${Number(p.players) === 1 ? 'Wiersz' : 'Wiersze'} ${v(p, 'rows')} ${Number(p.players) === 1 ? 'zawiera' : 'zawierają'} ${n('pl', p, 'count', 'gameAccusative')} z przeciwnikami nr ${v(p, 'opponents')}, których nie ma w tabeli (usunięci przez organizatora albo lista jest ucięta). Punkty tych partii się liczą; dodatkowa punktacja tych zawodników jest niepełna.`,
    en: (p) => `${Number(p.players) === 1 ? 'Row' : 'Rows'} ${v(p, 'rows')}: ${n('en', p, 'count', 'gameAccusative')} against opponents no. ${v(p, 'opponents')}, who have no row in the table (deleted by the organizer, or the list is cut). The points of these games count; the tie-breaks of these players are incomplete.`,
  }),
  CROSSTABLE_NOT_MIRRORED: msg<{ cell: Param; colour?: Param; opponent: Param; otherRow: Param; player: Param; reason?: Param; result?: Param; round?: Param; shown?: Param; theirs?: Param }>({
    pl: (p) => `Komórka ${v(p, 'cell')}${Number(p.round) > 0 ? `, runda ${v(p, 'round')}` : ''}: nr ${v(p, 'player')} gra z nr ${v(p, 'opponent')}, ale wiersz ${v(p, 'otherRow')} ${p.reason === 'result' ? `podaje wynik ${quotedOr(p, 'theirs', 'pusty')} zamiast pasującego do ${quotedOr(p, 'result', 'pustego')}` : p.reason === 'colour' ? `podaje ten sam kolor „${v(p, 'colour')}”` : p.shown !== '' && p.shown !== undefined ? `podaje przeciwnika nr ${v(p, 'shown')}` : 'nie podaje tej partii'}. ${p.reason === 'colour' ? 'Partia się liczy.' : 'Każdy wiersz zachowuje własne punkty; dodatkowa punktacja obu zawodników jest niepełna.'}`,
    en: (p) => `Cell ${v(p, 'cell')}${Number(p.round) > 0 ? `, round ${v(p, 'round')}` : ''}: no. ${v(p, 'player')} plays no. ${v(p, 'opponent')}, but row ${v(p, 'otherRow')} ${p.reason === 'result' ? `shows "${v(p, 'theirs') || 'blank'}", which does not match "${v(p, 'result') || 'blank'}"` : p.reason === 'colour' ? `shows the same colour "${v(p, 'colour')}"` : p.shown !== '' && p.shown !== undefined ? `shows opponent no. ${v(p, 'shown')}` : 'does not show this game'}. ${p.reason === 'colour' ? 'The game counts.' : 'Each row keeps its own points; the tie-breaks of both players are incomplete.'}`,
  }),
  CROSSTABLE_PENDING_ROUND: msg<{ count: Param; round: Param; rows: Param }>({
    pl: (p) => `Runda ${v(p, 'round')} jest skojarzona, ale nierozegrana (${n('pl', p, 'count', 'row')}: ${v(p, 'rows')}): nie daje punktów, a dodatkowa punktacja tych zawodników jest niepełna.`,
    en: (p) => `Round ${v(p, 'round')} is paired but not played (${n('en', p, 'count', 'row')}: ${v(p, 'rows')}): it gives no points, and the tie-breaks of these players are incomplete.`,
  }),
  CROSSTABLE_POINTS_DIFFER: msg<{ column: Param; points: Param; sum: Param }>({
    pl: (p) => `Kolumna ${v(p, 'column')} podaje ${v(p, 'points')} pkt, a partie tego wiersza sumują się do ${v(p, 'sum')}.`,
    en: (p) => `The ${v(p, 'column')} column says ${v(p, 'points')}, but this row's games add up to ${v(p, 'sum')}.`,
  }),
  TIEBREAKS_INCOMPLETE: msg<{ count?: Param; more?: Param; players: Param }>({
    pl: (p) => `Dodatkowa punktacja ${Number(p.count) === 1 ? 'zawodnika' : 'zawodników'} ${v(p, 'players')}${andMore('pl', p)} jest liczona z niepełnych partii.`,
    en: (p) => `The tie-breaks of ${v(p, 'players')}${andMore('en', p)} are computed from incomplete games.`,
  }),

  // — saved web pages (lib/import/web-page) —
  WEB_PAGE_NO_TABLE: msg<{ tables?: Param }>({
    pl: (p) =>
      `Na stronie nie ma tabeli z wierszami${Number(p.tables) > 0 ? ` (${v(p, 'tables')} ${plural('pl', Number(p.tables), { one: 'tabela służy', few: 'tabele służą', many: 'tabel służy', other: 'tabeli służy' })} tylko układowi strony)` : ''}. Zapisz w przeglądarce stronę, która pokazuje ranking lub tabelę krzyżową turnieju („Zapisz stronę jako…”, tylko HTML).`,
    en: (p) =>
      `The page has no table with rows${Number(p.tables) > 0 ? ` (its ${v(p, 'tables')} ${plural('en', Number(p.tables), { one: 'table only lays', other: 'tables only lay' })} out the page)` : ''}. Save the page that shows the tournament's ranking list or crosstable ("Save page as…", HTML only).`,
  }),

  WEB_PAGE_TOO_DEEP: msg<{ depth: Param }>({
    pl: (p) => `Znaczniki strony są zagnieżdżone głębiej niż ${v(p, 'depth')} poziomów; żaden program do kojarzenia ani przeglądarka nie zapisuje takiej strony. Zapisz stronę z rankingiem jeszcze raz w przeglądarce albo wyeksportuj ranking jako CSV.`,
    en: (p) => `The page's elements nest more than ${v(p, 'depth')} deep; no pairing program or browser saves such a page. Save the ranking page again from the browser, or export the ranking as CSV.`,
  }),

  // — TRF files (lib/import/trf): Polish in general words, the English message keeps the details —
  TRF_EMPTY_FILE: { pl: () => 'Plik jest pusty.', en: () => 'The file is empty.' },
  TRF_NOT_TEXT: { pl: () => 'To nie jest plik tekstowy. Wyeksportuj turniej jako plik FIDE TRF.', en: () => 'This is not a text file. Export the tournament as a FIDE TRF file.' },
  TRF_NO_PLAYERS: { pl: () => 'Plik TRF nie zawiera zawodników (wierszy 001).', en: () => 'The file has no player records (lines starting with 001). Is this a FIDE TRF file?' },
  TRF_BAD_LINE: msg<{ value?: Param }>({ pl: (p) => `Wiersz zawodnika (001) nie ma numeru startowego: kolumny 5–8 ${p.value ? `zawierają „${v(p, 'value')}”` : 'są puste'}, a powinna w nich być liczba od 1 do 9999.`, en: (p) => `This player record has no start number: columns 5–8 are ${p.value ? `"${v(p, 'value')}"` : 'blank'}, but must hold a number from 1 to 9999.` }),
  TRF_BAD_POINTS: msg<{ player: Param; value: Param }>({ pl: (p) => `Zawodnik nr ${v(p, 'player')}: kolumna punktów (81–84) zawiera „${v(p, 'value')}”, a to nie jest wynik w połówkach punktu, np. 4.5.`, en: (p) => `Player ${v(p, 'player')}: the points column (81–84) says "${v(p, 'value')}", which is not a score in half points like 4.5.` }),
  TRF_BAD_ROUND: msg<{ from: Param; opponent?: Param; player: Param; reason: Param; record: Param; round: Param; to: Param; value?: Param }>({ pl: (p) => `Zawodnik nr ${v(p, 'player')}, runda ${v(p, 'round')} (kolumny ${v(p, 'from')}–${v(p, 'to')}, „${v(p, 'record')}”): ${trfRoundReason('pl', p)}`, en: (p) => `Player ${v(p, 'player')}, round ${v(p, 'round')} (columns ${v(p, 'from')}–${v(p, 'to')}, "${v(p, 'record')}"): ${trfRoundReason('en', p)}` }),
  TRF_DUPLICATE_START_NUMBER: msg<{ first: Param; startNo: Param }>({ pl: (p) => `Numer startowy ${v(p, 'startNo')} występuje dwa razy: tutaj i w wierszu ${v(p, 'first')}. Każdy zawodnik potrzebuje własnego numeru startowego.`, en: (p) => `Start number ${v(p, 'startNo')} is used twice: here and on line ${v(p, 'first')}. Each player needs their own start number.` }),
  TRF_UNKNOWN_OPPONENT: msg<{ opponent: Param; player: Param; round: Param }>({ pl: (p) => `Przeciwnikiem zawodnika nr ${v(p, 'player')} w rundzie ${v(p, 'round')} jest nr ${v(p, 'opponent')}, ale żaden wiersz zawodnika nie ma numeru startowego ${v(p, 'opponent')}.`, en: (p) => `Player ${v(p, 'player')}'s opponent in round ${v(p, 'round')} is ${v(p, 'opponent')}, but no player record has start number ${v(p, 'opponent')}.` }),
  TRF_SELF_PAIRED: msg<{ player: Param; round: Param }>({ pl: (p) => `Zawodnik nr ${v(p, 'player')} jest sparowany sam ze sobą w rundzie ${v(p, 'round')}.`, en: (p) => `Player ${v(p, 'player')} is paired with themself in round ${v(p, 'round')}.` }),
  TRF_NOT_MIRRORED: msg<{ opponent: Param; otherLine: Param; player: Param; round: Param; shown?: Param }>({ pl: (p) => `Runda ${v(p, 'round')}: zawodnik nr ${v(p, 'player')} gra z nr ${v(p, 'opponent')}, ale zapis zawodnika nr ${v(p, 'opponent')} (wiersz ${v(p, 'otherLine')}) ${p.shown ? `podaje w rundzie ${v(p, 'round')} przeciwnika nr ${v(p, 'shown')}` : `nie podaje w rundzie ${v(p, 'round')} żadnego przeciwnika`}.`, en: (p) => `Round ${v(p, 'round')}: player ${v(p, 'player')} is paired with ${v(p, 'opponent')}, but player ${v(p, 'opponent')}'s record (line ${v(p, 'otherLine')}) shows ${p.shown ? `opponent ${v(p, 'shown')}` : 'no opponent'} in round ${v(p, 'round')}.` }),
  TRF_RESULT_MISMATCH: msg<{ opponent: Param; otherLine: Param; player: Param; result?: Param; round: Param; theirs?: Param }>({ pl: (p) => `Runda ${v(p, 'round')}: zawodnik nr ${v(p, 'player')} ma wynik ${quotedOr(p, 'result', 'pusty')} z nr ${v(p, 'opponent')}, ale zawodnik nr ${v(p, 'opponent')} (wiersz ${v(p, 'otherLine')}) ma ${quotedOr(p, 'theirs', 'pusty wynik')}; obie strony jednej partii muszą do siebie pasować (1 i 0, = i =, + i -).`, en: (p) => `Round ${v(p, 'round')}: player ${v(p, 'player')} has result "${v(p, 'result') || 'blank'}" against ${v(p, 'opponent')}, but player ${v(p, 'opponent')} (line ${v(p, 'otherLine')}) has "${v(p, 'theirs') || 'blank'}"; the two sides of one game must match (1 and 0, = and =, + and -).` }),
  TRF_POINTS_MISMATCH: msg<{ player: Param; points: Param; reason?: Param; round?: Param; sum: Param }>({ pl: (p) => `Zawodnik nr ${v(p, 'player')}: kolumna punktów podaje ${v(p, 'points')}, ale wyniki rund sumują się do ${v(p, 'sum')}.${p.reason === 'bye' ? ` Różnica to pauza zapowiedziana na rundę ${v(p, 'round')} lub późniejszą, której nikt jeszcze nie rozegrał.` : p.reason === 'scoring' ? ' Plik deklaruje własny system punktacji (rekord 162), którego ten czytnik nie stosuje.' : ''}`, en: (p) => `Player ${v(p, 'player')}: the points column says ${v(p, 'points')}, but the round results add up to ${v(p, 'sum')}.${p.reason === 'bye' ? ` The difference is the bye announced for round ${v(p, 'round')} or later, which nobody has played yet.` : p.reason === 'scoring' ? ' The file declares its own scoring system (record 162), which this reader does not apply.' : ''}` }),
  TRF_COLOUR_MISMATCH: msg<{ colour: Param; opponent: Param; otherLine: Param; player: Param; round: Param }>({ pl: (p) => `Runda ${v(p, 'round')}: zawodnicy nr ${v(p, 'player')} i nr ${v(p, 'opponent')} (wiersz ${v(p, 'otherLine')}) obaj mają kolor „${v(p, 'colour')}”.`, en: (p) => `Round ${v(p, 'round')}: players ${v(p, 'player')} and ${v(p, 'opponent')} (line ${v(p, 'otherLine')}) both have colour "${v(p, 'colour')}".` }),
  TRF_BAD_RATING: msg<{ player: Param; value: Param }>({ pl: (p) => `Zawodnik nr ${v(p, 'player')}: ranking FIDE „${v(p, 'value')}” w kolumnach 49–52 nie jest liczbą; zawodnik jest traktowany jako bez rankingu.`, en: (p) => `Player ${v(p, 'player')}: rating "${v(p, 'value')}" in columns 49–52 is not a number; the player is read as unrated.` }),
  TRF_BAD_FIDE_ID: msg<{ player: Param; value: Param }>({ pl: (p) => `Zawodnik nr ${v(p, 'player')}: FIDE ID „${v(p, 'value')}” w kolumnach 58–68 nie jest liczbą; pominięto je.`, en: (p) => `Player ${v(p, 'player')}: FIDE id "${v(p, 'value')}" in columns 58–68 is not a number; it is ignored.` }),
  TRF_BAD_SEX: msg<{ player: Param; value: Param }>({ pl: (p) => `Zawodnik nr ${v(p, 'player')}: płeć „${v(p, 'value')}” w kolumnie 10 to nie m, w ani f; uznano ją za nieznaną.`, en: (p) => `Player ${v(p, 'player')}: sex "${v(p, 'value')}" in column 10 is not m, w or f; it is left unknown.` }),
  TRF_BAD_RANK: msg<{ player: Param; value: Param }>({ pl: (p) => `Zawodnik nr ${v(p, 'player')}: miejsce „${v(p, 'value')}” w kolumnach 86–89 nie jest liczbą; pominięto je.`, en: (p) => `Player ${v(p, 'player')}: rank "${v(p, 'value')}" in columns 86–89 is not a number; it is ignored.` }),
  TRF_MISSING_NAME: msg<{ player: Param }>({ pl: (p) => `Zawodnik nr ${v(p, 'player')} nie ma nazwiska w kolumnach 15–47.`, en: (p) => `Player ${v(p, 'player')} has no name in columns 15–47.` }),
  TRF_BAD_HEADER: msg<{ value: Param }>({ pl: (p) => `Data rozpoczęcia (rekord 042) „${v(p, 'value')}” nie jest datą w postaci 2024/06/18; nie da się z niej wybrać edycji punktów pomocniczych.`, en: (p) => `The start date (record 042) "${v(p, 'value')}" is not a date like 2024/06/18; the tie-break edition cannot be chosen from it.` }),
  TRF_PLAYER_COUNT: msg<{ count: Param; declared: Param }>({ pl: (p) => `Rekord 062 podaje ${n('pl', p, 'declared', 'playerGenitive')}, ale plik ma ${n('pl', p, 'count', 'row')} zawodników (001).`, en: (p) => `Record 062 says ${v(p, 'declared')} players, but the file has ${v(p, 'count')} player records.` }),
  TRF_ROUND_COUNT: msg<{ declared: Param; rounds: Param }>({ pl: (p) => `Plik zapowiada ${n('pl', p, 'declared', 'roundAccusative')}, ale wiersze zawodników mają wyniki ${n('pl', p, 'rounds', 'roundGenitive')}; odczytano ${n('pl', p, 'rounds', 'roundAccusative')}.`, en: (p) => `The file announces ${v(p, 'declared')} rounds, but player records have results for ${v(p, 'rounds')} rounds; ${v(p, 'rounds')} rounds are read.` }),
  TRF_UNKNOWN_TEAM_MEMBER: msg<{ startNo: Param; team: Param }>({ pl: (p) => `Drużyna „${v(p, 'team')}” (rekord 013) wymienia numer startowy ${v(p, 'startNo')}, ale żaden wiersz zawodnika nie ma tego numeru.`, en: (p) => `Team "${v(p, 'team')}" lists start number ${v(p, 'startNo')}, but no player record has it.` }),
  RANK_DISAGREES: msg<{ chain: Param; count: Param; more?: Param; players: Param }>({
    pl: (p) => `Kolumna miejsc pliku różni się od kolejności według punktów i ${v(p, 'chain')} dla ${n('pl', p, 'count', 'playerGenitive')}: ${v(p, 'players')}${p.more ? ` i ${n('pl', p, 'more', 'more')}` : ''}. Sezon liczy miejsca przeliczone z partii.`,
    en: (p) => `The file's rank column differs from the ranking by points, ${v(p, 'chain')} for ${n('en', p, 'count', 'player')}: ${v(p, 'players')}${p.more ? ` and ${v(p, 'more')} more` : ''}. The season uses the recomputed places.`,
  }),
  PLACE_DISAGREES: msg<{ above: Param; abovePlace: Param; aboveValue: Param; below: Param; belowPlace: Param; belowValue: Param; code: Param }>({
    pl: (p) => `${v(p, 'below')} (miejsce ${v(p, 'belowPlace')}) ma lepszy ${v(p, 'code')} (${v(p, 'belowValue')}) niż ${v(p, 'above')} (miejsce ${v(p, 'abovePlace')}, ${v(p, 'aboveValue')}) przy równych punktach; sprawdź miejsca.`,
    en: (p) => `${v(p, 'below')} (place ${v(p, 'belowPlace')}) has a better ${v(p, 'code')} (${v(p, 'belowValue')}) than ${v(p, 'above')} (place ${v(p, 'abovePlace')}, ${v(p, 'aboveValue')}) with the same points; check the places.`,
  }),

  // — who is who (lib/identity) —
  AMBIGUOUS_NAME: msg<{ basis?: Param; count?: Param; ids: Param; more?: Param; name: Param }>({
    pl: (p) => `„${v(p, 'name')}” pasuje do kilku zawodników (${v(p, 'ids')}${andMore('pl', p)}); nie powiązano — wybierz ręcznie.`,
    en: orJson(
      // `basis: 'years'`: the fitting players are new ones of several birth years, `ids` their years
      (p) => (p.basis === 'years'
        ? `'${v(p, 'name')}' has no birth year and fits players born ${v(p, 'ids')}${andMore('en', p)}; not linked`
        : `'${v(p, 'name')}' matches ${Number(p.count) === 2 ? 'two' : enCount(p, 'count')} registry players (${v(p, 'ids')}${andMore('en', p)}); not linked`),
      (p) => `'${v(p, 'name')}' fits several players (${v(p, 'ids')}${andMore('en', p)}); not linked — choose by hand.`,
    ),
  }),
  FIDE_ID_CONFLICT: msg<{ fideId: Param; more?: Param; name: Param; registry: Param }>({ pl: (p) => `„${v(p, 'name')}” ma FIDE ID ${v(p, 'fideId')}, a zawodnik rejestru ${v(p, 'registry')}${andMore('pl', p)} inny; nie powiązano po nazwisku.`, en: orJson(unstopped(fideIdConflictEn), fideIdConflictEn) }),
  // issue 31: one summary of a name's many rows of a file, with a few lines as examples
  AMBIGUOUS_NAME_ROWS: msg<{ count: Param; lines: Param; name: Param; rows: Param }>({
    pl: (p) => `${ng('pl', p, 'count', 'registeredPlayersHave')} nazwisko i imię „${v(p, 'name')}” — ${ng('pl', p, 'rows', 'rowGenitive')} nie powiązano (wybierz zawodnika ręcznie); przykłady: wiersz ${v(p, 'lines')}`,
    en: orJson(
      (p) => `${enCount(p, 'count')} registry players are named '${v(p, 'name')}' — ${ng('en', p, 'rows', 'row')} not linked; e.g. lines ${v(p, 'lines')}`,
      (p) => `${ng('en', p, 'count', 'registeredPlayersHave')} the name '${v(p, 'name')}' — ${ng('en', p, 'rows', 'row')} not linked (choose the player by hand); e.g. line ${v(p, 'lines')}`,
    ),
  }),
  AMBIGUOUS_YEAR_ROWS: msg<{ lines: Param; more?: Param; name: Param; rows: Param; years: Param }>({
    pl: (p) => `„${v(p, 'name')}” bez roku urodzenia w ${ng('pl', p, 'rows', 'rowLocative')} pasuje do zawodników urodzonych w latach ${v(p, 'years')}${andMore('pl', p)}; nie powiązano; przykłady: wiersz ${v(p, 'lines')}`,
    en: orJson(
      (p) => `${ng('en', p, 'rows', 'row')} of '${v(p, 'name')}' have no birth year and fit players born ${v(p, 'years')}${andMore('en', p)}; not linked; e.g. lines ${v(p, 'lines')}`,
      (p) => `'${v(p, 'name')}' without a birth year on ${ng('en', p, 'rows', 'row')} fits players born ${v(p, 'years')}${andMore('en', p)}; not linked; e.g. line ${v(p, 'lines')}`,
    ),
  }),
  FIDE_ID_CONFLICT_ROWS: msg<{ lines: Param; more?: Param; name: Param; registry: Param; rows: Param }>({
    pl: (p) => `„${v(p, 'name')}” w ${ng('pl', p, 'rows', 'rowLocative')} ma inny FIDE ID niż zawodnicy rejestru ${v(p, 'registry')}${andMore('pl', p)}; nie powiązano po nazwisku; przykłady: wiersz ${v(p, 'lines')}`,
    en: orJson(
      (p) => `${ng('en', p, 'rows', 'row')} of '${v(p, 'name')}' have FIDE ids other than the registry's ${v(p, 'registry')}${andMore('en', p)}; not linked by name; e.g. lines ${v(p, 'lines')}`,
      (p) => `'${v(p, 'name')}' on ${ng('en', p, 'rows', 'row')} has another FIDE id than the registry's ${v(p, 'registry')}${andMore('en', p)}; not linked by name; e.g. line ${v(p, 'lines')}`,
    ),
  }),
  // issue 31: a season that cannot be computed shows its last good table (server/standings-fallback.ts)
  STANDINGS_STALE: { pl: () => 'Po ostatniej zmianie nie udało się przeliczyć klasyfikacji; pokazano ostatnią tabelę, którą udało się obliczyć.', en: () => 'The standings could not be computed after the latest change; the last table that could be computed is shown.' },
  STANDINGS_UNAVAILABLE: { pl: () => 'Klasyfikacji nie można teraz obliczyć; spróbuj ponownie później.', en: () => 'The standings cannot be computed at the moment; please try again later.' },
  // formats §6: two spellings that may be one player (lib/identity/spelling-proposals.ts); both places in the words
  SPELLING_PROPOSED: msg<{ file: Param; line: Param; name: Param; sameAs: Param; sameFile: Param; sameLine: Param }>({
    pl: (p) => `„${v(p, 'name')}” (${v(p, 'file')}, wiersz ${v(p, 'line')}) to może być „${v(p, 'sameAs')}” (${v(p, 'sameFile')}, wiersz ${v(p, 'sameLine')}): nie połączono — odpowiedz w podglądzie wysyłanego pliku.`,
    en: (p) => `'${v(p, 'name')}' (${v(p, 'file')} line ${v(p, 'line')}) may be '${v(p, 'sameAs')}' (${v(p, 'sameFile')} line ${v(p, 'sameLine')}): not joined — answer in the upload preview`,
  }),
  /** The same, as `gp standings` says it for a season folder. */
  SPELLING_PROPOSED_ALIASES: msg<{ file: Param; line: Param; name: Param; sameAs: Param; sameFile: Param; sameLine: Param }>({
    pl: (p) => `„${v(p, 'name')}” (${v(p, 'file')}, wiersz ${v(p, 'line')}) to może być „${v(p, 'sameAs')}” (${v(p, 'sameFile')}, wiersz ${v(p, 'sameLine')}): dopisz wiersz do aliases.csv`,
    en: (p) => `'${v(p, 'name')}' (${v(p, 'file')} line ${v(p, 'line')}) may be '${v(p, 'sameAs')}' (${v(p, 'sameFile')} line ${v(p, 'sameLine')}): add a line to aliases.csv`,
  }),
  // aliases.csv of a season folder (formats §3)
  ALIASES_MISSING: { pl: () => 'Nie ma pliku aliasów wskazanego w season.json („aliases”).', en: () => 'The aliases file named in season.json ("aliases") does not exist' },
  ALIASES_NOT_TEXT: { pl: () => 'Plik aliasów nie jest plikiem tekstowym (CSV).', en: () => 'The aliases file is not a text (CSV) file' },
  ALIASES_NO_COLUMNS: { pl: () => 'Plik aliasów nie ma kolumn name i same_as.', en: () => 'The aliases file has no columns name and same_as' },
  ALIASES_EMPTY_CELL: msg<{ column: Param }>({ pl: (p) => `Wiersz ma pustą kolumnę ${v(p, 'column')}.`, en: (p) => `the row has an empty ${v(p, 'column')}` }),
  ALIASES_BAD_SAME: msg<{ value: Param }>({ pl: (p) => `Kolumna same ma „${v(p, 'value')}”; dozwolone: yes/no, tak/nie.`, en: (p) => `column same holds '${v(p, 'value')}'; allowed: yes/no, tak/nie` }),
  ALIASES_SELF: { pl: () => 'name i same_as to ta sama pisownia.', en: () => 'name and same_as are the same spelling' },
  /** `gp aliases`: how many lines of the draft wait for an answer. */
  ALIASES_TO_ANSWER: msg<{ count: Param }>({
    pl: (p) => `do rozstrzygnięcia: ${v(p, 'count')} (w kolumnie same wpisz yes lub no zamiast ?)`,
    en: (p) => `${v(p, 'count')} to answer (write yes or no for ? in column same)`,
  }),
  ALIASES_UNKNOWN_SPELLING: msg<{ name: Param }>({ pl: (p) => `Żaden plik sezonu nie zapisuje „${v(p, 'name')}”; wiersz nic nie zmienia.`, en: (p) => `no file of the season writes '${v(p, 'name')}'; the line changes nothing` }),
  /** Where a problem or a warning of the standings is (`describe`, lib/i18n/t.ts). */
  NOTE_AT_LINE: msg<{ file: Param; line: Param }>({ pl: (p) => `${v(p, 'file')}, wiersz ${v(p, 'line')}`, en: (p) => `${v(p, 'file')} line ${v(p, 'line')}` }),
  /** Where a warning about two lines of a file is (DUPLICATE_PLAYER). */
  NOTE_AT_LINES: msg<{ file: Param; first: Param; second: Param }>({ pl: (p) => `${v(p, 'file')}, wiersze ${v(p, 'first')} i ${v(p, 'second')}`, en: (p) => `${v(p, 'file')} lines ${v(p, 'first')} and ${v(p, 'second')}` }),
  REPEATED_PLAYER: msg<{ later: Param; name: Param }>({ pl: (p) => `„${v(p, 'name')}” występuje ponownie w wierszu ${v(p, 'later')}; liczy się tylko wiersz ${v(p, 'later')}.`, en: unstopped((p) => `'${v(p, 'name')}' appears again on line ${v(p, 'later')}; only line ${v(p, 'later')} counts.`) }),
  REPEATED_PLAYER_ROWS: msg<{ later: Param; lines: Param; name: Param; rows: Param }>({
    pl: (p) => `„${v(p, 'name')}” występuje w ${ng('pl', p, 'rows', 'rowLocative')} (przykłady: wiersz ${v(p, 'lines')}); liczy się tylko wiersz ${v(p, 'later')}.`,
    en: unstopped((p) => `'${v(p, 'name')}' is on ${ng('en', p, 'rows', 'row')} (e.g. lines ${v(p, 'lines')}); only line ${v(p, 'later')} counts.`) }),
  REGION_NOT_CHECKED: msg<NoParams>({ pl: () => 'brak rejestru i kolumny województwa; nie sprawdzono prawa do klasyfikacji, liczy się każdy wiersz.', en: unstopped(() => 'no registry and no region column; eligibility was not checked, every row counts.') }),
  POINTS_ROUNDED: msg<{ unit: Param }>({ pl: (p) => `ex aequo dzieli punkty na ułamki zbyt drobne, by zachować je dokładnie; punkty zaokrąglono do 1/${v(p, 'unit')}.`, en: unstopped((p) => `tied places split points into fractions too fine to keep exactly; points are rounded to 1/${v(p, 'unit')}.`) }),
  MORE_WARNINGS: msg<{ count: Param }>({ pl: (p) => `Nie wymieniono kolejnych ${ng('pl', p, 'count', 'warningGenitive')}.`, en: (p) => `${ng('en', p, 'count', 'moreWarning')} are not listed.` }),
  // the notes under `gp tiebreaks`'s table (lib/games/tiebreaks-report.ts): who was excluded, and how
  TIEBREAKS_ANNULLED: msg<{ names: Param }>({ pl: (p) => `Wykluczeni, partie anulowane (za mało rozegranych partii): ${v(p, 'names')}`, en: (p) => `Excluded, games annulled (too few games played): ${v(p, 'names')}` }),
  TIEBREAKS_FORFEITED: msg<{ names: Param }>({ pl: (p) => `Wykluczeni, pozostałe partie oddane walkowerem: ${v(p, 'names')}`, en: (p) => `Excluded, remaining games forfeited: ${v(p, 'names')}` }),
  /** With `final`: a standings note (the Final that counts); with `count`: season.json's error, more than one tournament marked "final". */
  MORE_THAN_ONE_FINAL: msg<{ count?: Param; final?: Param }>({
    pl: (p) => (p.count !== undefined ? `Jako finał („final”) oznaczono ${n('pl', p, 'count', 'tournament')}: sezon ma najwyżej jeden Turniej Finałowy.` : `więcej niż jeden Turniej Finałowy: jako Finał liczy się tylko ${v(p, 'final')}.`),
    en: (p) => (p.count !== undefined ? `${n('en', p, 'count', 'tournament')} are marked "final": a season has at most one Final` : `more than one Final: only ${v(p, 'final')} counts as the Final`),
  }),
  OUTLOOK_NEEDS_ROUNDS: {
    pl: () => 'prognoza potrzebuje liczby rund (zasada „rounds”) i punktów za miejsca, które nie zależą od liczby uczestników.',
    en: () => 'the outlook needs the number of rounds (rule "rounds") and place-based points that do not depend on the number of participants',
  },
  MANUAL_LINK_UNKNOWN: msg<{ crId: Param; name: Param }>({ pl: (p) => `„${v(p, 'name')}” powiązano ręcznie z ${v(p, 'crId')}, którego nie ma w rejestrze.`, en: orJson(unstopped(manualLinkUnknownEn), manualLinkUnknownEn) }),
  MANUAL_LINK_DROPPED: msg<{ name: Param; place?: Param }>({ pl: (p) => `Ręczne powiązanie „${v(p, 'name')}” (miejsce ${v(p, 'place')}) nie pasuje już do żadnego wiersza pliku i zostało usunięte.`, en: orJson(
      (p) => `the hand link of '${v(p, 'name')}' (place ${v(p, 'place') || '?'}) no longer fits a row of the file and was dropped`,
      (p) => `The hand link of '${v(p, 'name')}' (place ${v(p, 'place')}) no longer fits a row of the file and was dropped.`,
    ) }),
  DUPLICATE_PLAYER: msg<{ first: Param; firstName: Param; id: Param; second: Param; secondName: Param }>({
    pl: (p) => `${v(p, 'id')} występuje w wierszach ${v(p, 'first')} i ${v(p, 'second')}; liczy się wiersz ${v(p, 'second')} — powiąż wiersz ${v(p, 'first')} ręcznie.`,
    en: orJson(
      // said after NOTE_AT_LINES, which names both lines
      (p) => `${v(p, 'id')} is on both rows ('${v(p, 'firstName')}', '${v(p, 'secondName')}'); line ${v(p, 'second')} counts — link line ${v(p, 'first')} by hand`,
      (p) => `${v(p, 'id')} is on lines ${v(p, 'first')} and ${v(p, 'second')}; line ${v(p, 'second')} counts — link line ${v(p, 'first')} by hand.`,
    ),
  }),

  // — a rules schema's own checks (zod refinements, lib/config/refinement.ts): said as a rule's detail, after its path —
  RULE_EDITION_TOO_SMALL: msg<{ best: Param; edition: Param }>({ pl: (p) => `edycja musi mieć więcej turniejów (${v(p, 'edition')}) niż liczonych (${v(p, 'best')})`, en: (p) => `an edition of ${v(p, 'edition')} tournaments must be more than the ${v(p, 'best')} that count` }),
  GROUPS_START_NUMBERS: msg<{ qualifiers: Param }>({ pl: (p) => `grupy muszą zawierać numery startowe 1…${v(p, 'qualifiers')}, każdy dokładnie raz`, en: (p) => `the groups must hold start numbers 1…${v(p, 'qualifiers')} once each` }),
  GROUPS_SAME_SIZE: { pl: () => 'wszystkie grupy muszą być tej samej wielkości', en: () => 'every group must have the same size' },
  PLACEMENTS_PER_POSITION: msg<{ size: Param }>({ pl: (p) => `po jednym turnieju kołowym o miejsca dla każdej pozycji w grupie 2…${v(p, 'size')}`, en: (p) => `one placement round robin for each group position 2…${v(p, 'size')}` }),
  OPEN_FINAL_STAGE_REQUIRED: msg<{ field: Param }>({ pl: (p) => `open z eliminacjami i fazą finałową wymaga pola ${v(p, 'field')} (albo "format": "swiss" dla samego systemu szwajcarskiego)`, en: (p) => `an open with a qualifier and a final stage needs the field ${v(p, 'field')} (or "format": "swiss" for a plain Swiss)` }),
  OPEN_SWISS_NO_FINAL_STAGE: msg<{ field: Param }>({ pl: (p) => `open w samym systemie szwajcarskim nie ma pola ${v(p, 'field')} (nie ma eliminacji ani fazy finałowej)`, en: (p) => `a plain Swiss open has no field ${v(p, 'field')} (no cut and no final stage)` }),
  SEMI_FINALS_FOUR_GROUPS: { pl: () => 'półfinały łączą w pary zwycięzców czterech grup, każdego raz', en: () => 'the semi-finals pair the winners of four groups, each once' },
  // a form's fields (server/seasons.ts, server/calendar/booking.ts), after the field's name
  /** A tournament's id in season.json (lib/season/season-folder.ts). */
  TOURNAMENT_ID_FORM: { pl: () => 'użyj liter, cyfr, - i _', en: () => 'use letters, digits, - and _ only' },
  SLUG_FORM: { pl: () => 'użyj małych liter, cyfr i łączników', en: () => 'use lower-case letters, digits and hyphens' },
  TOURNAMENT_NAME_REQUIRED: { pl: () => 'turniej musi mieć nazwę', en: () => 'the tournament needs a name' },
  CITY_REQUIRED: { pl: () => 'miejscowość jest wymagana', en: () => 'the city is required' },
  AMOUNT_NEGATIVE: { pl: () => 'kwota nie może być ujemna', en: () => 'an amount cannot be negative' },
  AMOUNT_IMPLAUSIBLE: { pl: () => 'kwota powyżej 1 000 000 zł jest nieprawdopodobna', en: () => 'an amount above PLN 1,000,000 is not plausible' },
  REAL_DATE: { pl: () => 'prawdziwa data zapisana RRRR-MM-DD', en: () => 'a real date written YYYY-MM-DD' },
  CLOCK_TIME: { pl: () => 'godzina zapisana GG:MM', en: () => 'a time written HH:MM' },
  ID_FORM: { pl: () => 'użyj liter, cyfr, - i _', en: () => 'use letters, digits, - and _ only' },
  WINDOW_END_FORM: { pl: () => 'dzień miesiąca zapisany MM-DD lub prawdziwa data zapisana RRRR-MM-DD', en: () => 'a month-day written MM-DD or a real date written YYYY-MM-DD' },
  WINDOW_MIXED_FORMS: { pl: () => 'podaj oba końce jako MM-DD albo oba jako RRRR-MM-DD', en: () => 'give both ends as MM-DD or both as YYYY-MM-DD' },
  WINDOW_ENDS_BEFORE_START: msg<{ from: Param; to: Param }>({ pl: (p) => `sezon kończy się (${v(p, 'to')}) przed swoim początkiem (${v(p, 'from')})`, en: (p) => `the season ends (${v(p, 'to')}) before it starts (${v(p, 'from')})` }),

  // — calendar (lib/calendar) —
  INVALID_DATE: msg<{ value: Param }>({ pl: (p) => `„${v(p, 'value')}” nie jest prawdziwą datą w postaci RRRR-MM-DD.`, en: (p) => `"${v(p, 'value')}" is not a real date written YYYY-MM-DD.` }),
  OUTSIDE_SEASON: msg<{ from: Param; to: Param }>({ pl: (p) => `Turnieje tego sezonu rozgrywa się od ${dt('pl', p, 'from')} do ${dt('pl', p, 'to')}.`, en: (p) => `Tournaments of this season are played from ${dt('en', p, 'from')} to ${dt('en', p, 'to')}.` }),
  NOT_A_DAY_OFF: { pl: () => 'Turniej Grand Prix rozgrywa się w sobotę, niedzielę lub święto.', en: () => 'A Grand Prix tournament is played on a Saturday, a Sunday or a public holiday.' },
  TOO_LATE: msg<{ days: Param }>({ pl: (p) => `Rezerwuj co najmniej ${v(p, 'days')} dni wcześniej: komunikat musi dotrzeć do sędziego miesiąc przed turniejem.`, en: (p) => `Reserve at least ${v(p, 'days')} days ahead: the announcement must reach the arbiter a month before.` }),
  /** With `code`: an upload of a second Final (server/uploads.ts); without it, the calendar's. */
  SECOND_FINAL: msg<{ code?: Param }>({
    pl: (p) => (p.code ? `Sezon ma już Turniej Finałowy („${v(p, 'code')}”).` : 'Sezon ma już Turniej Finałowy w kalendarzu.'),
    en: (p) => (p.code ? `The season already has a Final ("${v(p, 'code')}").` : 'The season already has a Final in the calendar.'),
  }),

  // — a Grand Prix season folder (lib/season/season-folder.ts, `gp standings`, `gp import`): said after the file (and line) —
  /** `reason`: 'missing', 'text' (not a text file), 'json' (the parser's `detail`), or a schema's issue (`issue`, `path`, its values). */
  SEASON_JSON_INVALID: msg<{ detail?: Param; issue?: Param; path?: Param; reason?: Param } & OpenParams>({
    pl: (p) =>
      p.issue
        ? `${p.path ? `Pole „${v(p, 'path')}” w season.json` : 'Plik season.json'}: ${lcFirst(issueWords('pl', p))}.`
        : p.reason === 'missing' ? 'Brakuje opisu sezonu (season.json) w folderze sezonu.' : p.reason === 'text' ? 'season.json nie jest plikiem tekstowym.' : 'season.json nie jest poprawnym plikiem JSON — sprawdź przecinki, cudzysłowy i nawiasy.',
    en: (p) =>
      p.issue
        ? `${v(p, 'path') || 'the file'}: ${issueWords('en', p)}`
        : p.reason === 'missing' ? 'not found in the season folder' : `not valid JSON (${p.reason === 'text' ? 'not a text file' : v(p, 'detail')}); check commas, quotes and brackets`,
  }),
  /** A preset with season.json's overrides refused (lib/config/presets.ts `resolve`): `ruleError` and its values. */
  SEASON_RULES: msg<{ ruleError?: Param } & OpenParams>({
    pl: (p) => `Zasady sezonu (regulamin „preset” lub pole „rules” w season.json) są nieprawidłowe${p.ruleError ? `: ${ruleErrorWords('pl', p)}` : ''}.`,
    en: (p) => (p.ruleError ? ruleErrorWords('en', p) : "The season's rules are wrong."),
  }),
  SEASON_TOURNAMENT_ID_TWICE: msg<{ first: Param; id: Param; second: Param }>({
    pl: (p) => `Identyfikator turnieju „${v(p, 'id')}” występuje dwa razy (turnieje ${v(p, 'first')} i ${v(p, 'second')}).`,
    en: (p) => `tournament id "${v(p, 'id')}" is used twice (tournaments ${v(p, 'first')} and ${v(p, 'second')})`,
  }),
  SEASON_TOURNAMENT_BAD_DATE: msg<{ date: Param; id: Param }>({
    pl: (p) => `Turniej „${v(p, 'id')}” ma datę „${v(p, 'date')}”, która nie jest prawdziwą datą zapisaną RRRR-MM-DD.`,
    en: (p) => `tournament "${v(p, 'id')}" has date "${v(p, 'date')}", which is not a real date written YYYY-MM-DD`,
  }),
  /** `within`: 'window' (`from`, `to`: full dates), 'year' or 'two-years' (`years`: "2024" or "2024/2025"). */
  SEASON_TOURNAMENT_OUTSIDE: msg<{ date: Param; from: Param; id: Param; to: Param; within?: Param; years: Param }>({
    pl: (p) =>
      p.within === 'window'
        ? `Turniej „${v(p, 'id')}” ma datę ${v(p, 'date')}, poza okresem sezonu od ${v(p, 'from')} do ${v(p, 'to')}.`
        : `Turniej „${v(p, 'id')}” ma datę ${v(p, 'date')}, poza ${p.within === 'two-years' ? 'latami' : 'rokiem'} sezonu ${v(p, 'years')}.`,
    en: (p) =>
      p.within === 'window'
        ? `tournament "${v(p, 'id')}" is dated ${v(p, 'date')}, outside the season's window ${v(p, 'from')} to ${v(p, 'to')}`
        : `tournament "${v(p, 'id')}" is dated ${v(p, 'date')}, outside the season's ${p.within === 'two-years' ? 'years' : 'year'} ${v(p, 'years')}`,
  }),
  SEASON_REGISTRY_MISSING: { pl: () => 'Brakuje pliku rejestru zawodników, który wymienia season.json.', en: () => 'registry file named in season.json does not exist' },
  SEASON_RESULTS_MISSING: msg<{ id: Param }>({ pl: (p) => `Brakuje pliku wyników turnieju „${v(p, 'id')}”, który wymienia season.json.`, en: (p) => `results file of tournament "${v(p, 'id')}" does not exist` }),
  // — a planned tournament against regulation §1 (lib/calendar/compliance.ts): the rule, then the plan —
  FEE_adult: msg<{ max: Param }>({ pl: (p) => `wpisowe dorosłych ≤ ${v(p, 'max')} zł`, en: (p) => `entry fee for adults ≤ ${v(p, 'max')} PLN` }),
  FEE_junior18OrVeteran: msg<{ max: Param }>({ pl: (p) => `wpisowe juniorów do 18 lat i zawodników 60+ ≤ ${v(p, 'max')} zł`, en: (p) => `entry fee for juniors up to 18 and players 60+ ≤ ${v(p, 'max')} PLN` }),
  FEE_womanOrJunior14: msg<{ max: Param }>({ pl: (p) => `wpisowe kobiet i juniorów do 14 lat ≤ ${v(p, 'max')} zł`, en: (p) => `entry fee for women and juniors up to 14 ≤ ${v(p, 'max')} PLN` }),
  PRIZE_PLACE: msg<{ min: Param; place: Param }>({ pl: (p) => `nagroda za ${v(p, 'place')}. miejsce ≥ ${v(p, 'min')} zł`, en: (p) => `prize for place ${v(p, 'place')} ≥ ${v(p, 'min')} PLN` }),
  PRIZE_CATEGORY: msg<{ min: Param }>({ pl: (p) => `nagrody w kategoriach ≥ ${v(p, 'min')} zł`, en: (p) => `category prizes ≥ ${v(p, 'min')} PLN` }),
  PRIZE_DRAWN: msg<{ min: Param }>({ pl: (p) => `nagroda losowana ≥ ${v(p, 'min')} zł`, en: (p) => `drawn prize ≥ ${v(p, 'min')} PLN` }),
  PLANNED: msg<{ planned: Param }>({ pl: (p) => `planowane: ${v(p, 'planned')}`, en: (p) => `planned: ${v(p, 'planned')}` }),
  NOT_GIVEN: { pl: () => 'nie podano', en: () => 'not given' },
  COMPLIANCE_OK: { pl: () => 'Zgodny z regulaminem we wszystkich podanych pozycjach.', en: () => 'Meets the regulation in every item given.' },
  ITEMS_NOT_GIVEN: msg<{ count: Param; total: Param }>({ pl: (p) => `Nie podano: ${v(p, 'count')} z ${v(p, 'total')} pozycji.`, en: (p) => `Not given: ${v(p, 'count')} of ${v(p, 'total')} items.` }),

  // — the workspace, the API and the actions —
  /** `what` says what was looked for (and `name` its address or number); without it, "Not found." */
  NOT_FOUND: msg<{ name?: Param; season?: Param; what?: Param }>({ pl: (p) => notFound('pl', p), en: (p) => notFound('en', p) }),
  NO_SEASON: { pl: () => 'Nie ma takiego sezonu.', en: () => 'No such season.' },
  /** `reason`: 'unknown-token' (a revoked or unknown API token), 'no-credentials' (neither a token nor a session). */
  UNAUTHENTICATED: msg<{ reason?: Param }>({
    pl: (p) => (p.reason === 'unknown-token' ? 'Token API jest nieznany lub unieważniony (Authorization: Bearer <token>).' : p.reason === 'no-credentials' ? 'Wyślij token API (Authorization: Bearer <token>) albo zaloguj się.' : 'Zaloguj się ponownie.'),
    en: (p) => (p.reason === 'unknown-token' ? 'The API token is unknown or revoked (Authorization: Bearer <token>).' : p.reason === 'no-credentials' ? 'Send an API token (Authorization: Bearer <token>) or sign in.' : 'Please sign in again.'),
  }),
  /** `reason` names the rule refused: 'role' (with `role`), 'final', 'own-reservations', 'weekend-agreement'. */
  FORBIDDEN: msg<{ reason?: Param; role?: Param }>({ pl: (p) => forbidden('pl', p), en: (p) => forbidden('en', p) }),
  CROSS_SITE: { pl: () => 'Zalogowana przeglądarka może zapisywać tylko z tej strony.', en: () => 'A signed-in browser may write only from this site.' },
  TOO_LARGE: msg<{ mb?: Param }>({ pl: (p) => `Plik jest większy niż ${v(p, 'mb') || 10} MB.`, en: (p) => `The file is larger than ${v(p, 'mb') || 10} MB.` }),
  /** proxy.ts: a form post over the form limit (`mb`), and one that does not declare its length (411). */
  FORM_TOO_LARGE: msg<{ mb: Param }>({ pl: (p) => `Formularz jest większy niż ${v(p, 'mb')} MB.`, en: (p) => `The form is larger than ${v(p, 'mb')} MB.` }),
  /** The search's query has fewer than `min` letters (server/people.ts searchDirectory). */
  SEARCH_TOO_SHORT: msg<{ min: Param }>({
    pl: (p) => `Wpisz co najmniej ${v(p, 'min')} litery: nazwisko (polskie litery można pominąć), klub albo nazwę rozgrywek.`,
    en: (p) => `Type at least ${v(p, 'min')} letters: a surname (Polish letters may be left out), a club or a competition's name.`,
  }),
  FORM_LENGTH_REQUIRED: { pl: () => 'Formularz musi podać swoją długość.', en: () => 'A form post must declare its length.' },
  INVALID_JSON: { pl: () => 'Treść musi być obiektem JSON.', en: () => 'The body must be a JSON object.' },
  /** A form's text longer than its limit (issue 29, defect 10: "a 3,000-character name refused without the limit"). */
  FIELD_TOO_LONG: msg<{ field: Param; length: Param; max: Param }>({
    pl: (p) => `Za długi tekst: ${fieldNames('pl', v(p, 'field'))} może mieć najwyżej ${v(p, 'max')} ${plural('pl', Number(p.max), { one: 'znak', few: 'znaki', many: 'znaków', other: 'znaku' })}, a ma ${v(p, 'length')}.`,
    en: (p) => `Too long: ${fieldNames('en', v(p, 'field'))} may have at most ${v(p, 'max')} ${plural('en', Number(p.max), { one: 'character', other: 'characters' })}; it has ${v(p, 'length')}.`,
  }),
  /**
   * A field refused. With a schema's issue (`issue` and its values, lib/config/zod-issue.ts), the
   * API's English is "path: <zod's sentence>", the Polish names the field as the form does and says
   * the issue; with `named`, "Invalid field <field>." (the API's name of the field).
   */
  INVALID_FIELD: msg<{ field?: Param; issue?: Param; named?: Param } & OpenParams>({
    pl: (p) => `Nieprawidłowa wartość: ${fieldNames('pl', v(p, 'field'))}${p.issue ? ` (${lcFirst(issueWords('pl', p))})` : ''}.`,
    en: (p) => (p.issue ? `${v(p, 'field') || 'body'}: ${issueWords('en', p)}` : p.named ? `Invalid field ${v(p, 'field')}.` : `Invalid value: ${fieldNames('en', v(p, 'field'))}.`),
  }),
  /** A competition whose files are missing or wrong has no tables yet (the API's 409, lib/problem-status.ts). */
  COMPETITION_INCOMPLETE: { pl: () => 'Rozgrywek nie da się jeszcze obliczyć: ich pliki są niepełne lub błędne.', en: () => 'The competition cannot be computed yet: its files are missing or wrong.' },
  /** The season's rules refused: `ruleError` and its values (ruleErrorWords). */
  INVALID_RULES: msg<OpenParams>({ pl: (p) => `Nieprawidłowe zasady sezonu: ${ruleErrorWords('pl', p)}`, en: (p) => `Invalid season rules: ${ruleErrorWords('en', p)}` }),
  UNKNOWN_PRESET: msg<{ preset: Param }>({ pl: (p) => `Nieznany regulamin (preset) „${v(p, 'preset')}”.`, en: (p) => `Unknown preset "${v(p, 'preset')}".` }),
  BAD_PLACE_PRIZES: { pl: () => 'Nagrody za miejsca: wpisz kwoty oddzielone przecinkami, np. 600, 400, 300.', en: () => 'Place prizes: write amounts separated by commas, e.g. 600, 400, 300.' },
  BAD_SEASON_WINDOW: msg<{ from: Param; to: Param }>({
    pl: (p) => `Okres sezonu „${v(p, 'from')}” – „${v(p, 'to')}”: podaj oba końce jako dni roku sezonu MM-DD (np. 02-04 i 12-16) albo oba jako prawdziwe daty RRRR-MM-DD (np. 2008-04-20 i 2010-05-31).`,
    en: (p) => `Season window "${v(p, 'from')}" – "${v(p, 'to')}": give both ends as month-days of the season's year, MM-DD (e.g. 02-04 and 12-16), or both as real dates, YYYY-MM-DD (e.g. 2008-04-20 and 2010-05-31).`,
  }),
  SEASON_WINDOW_ORDER: msg<{ from: Param; to: Param }>({
    pl: (p) => `Okres sezonu kończy się (${dt('pl', p, 'to')}) przed swoim początkiem (${dt('pl', p, 'from')}).`,
    en: (p) => `The season window ends (${dt('en', p, 'to')}) before it starts (${dt('en', p, 'from')}).`,
  }),
  BAD_ADVANCED_RULES: { pl: () => 'Zaawansowane reguły muszą być obiektem JSON, np. {"teamSize": 4}.', en: () => 'Advanced rules must be a JSON object, e.g. {"teamSize": 4}.' },
  /** `what: 'season'` for a season's address; otherwise a competition's. */
  SLUG_TAKEN: msg<{ slug: Param; what?: Param }>({
    pl: (p) => (p.what === 'season' ? `Sezon „${v(p, 'slug')}” już istnieje.` : `Adres „${v(p, 'slug')}” jest już zajęty.`),
    en: (p) => (p.what === 'season' ? `A season "${v(p, 'slug')}" already exists.` : `The address "${v(p, 'slug')}" is taken.`),
  }),
  INVALID_SLUG: { pl: () => 'Adres może zawierać małe litery, cyfry i myślniki (najwyżej 63 znaki).', en: () => 'The address uses lower-case letters, digits and dashes (at most 63).' },
  UNKNOWN_KIND: msg<{ kind: Param; known?: Param }>({
    pl: (p) => `Nieznany rodzaj rozgrywek „${v(p, 'kind')}”${p.known ? ` (znane: ${v(p, 'known')})` : ''}.`,
    en: (p) => `Unknown kind "${v(p, 'kind')}"${p.known ? ` (known: ${v(p, 'known')})` : ''}.`,
  }),
  /** Issue 40 walk: a competition file under a name its description does not name (`file` its name, `expected` the names read). */
  FILE_NOT_READ: msg<{ expected: Param }>({
    pl: (p) => `Opis rozgrywek nie wymienia tego pliku, więc po zapisaniu nic by się nie zmieniło. Wyślij go pod nazwą, której oczekuje (${v(p, 'expected')}) — wpisz ją w polu „Nazwa w folderze”.`,
    en: (p) => `The competition's description does not name this file, so saving it would change nothing. Upload it under a name it reads (${v(p, 'expected')}) — type it in "Name in the folder".`,
  }),
  INVALID_FILE_NAME: { pl: () => 'Nazwa pliku może zawierać tylko litery, cyfry, kropki, myślniki i podkreślenia.', en: () => 'A file name uses letters, digits, dots, dashes and underscores only.' },
  OWN_ACCOUNT: { pl: () => 'Nie możesz usunąć własnego konta.', en: () => 'You cannot remove your own account.' },
  EMPTY_PATCH: {
    pl: () => 'Podaj co najmniej jedno pole do zmiany (nazwa, miejscowość, miejsce gry, kontakt, rundy, tempo, wpisowe, nagrody).',
    en: () => 'Send at least one field to change (name, city, venue, contact, rounds, tempo, fees, prizes).',
  },
  UNKNOWN_CR_ID: msg<{ crId: Param }>({ pl: (p) => `Nie powiązano: w rejestrze sezonu nie ma zawodnika o ID CR ${v(p, 'crId')}. Wyszukaj go po nazwisku, roku urodzenia lub klubie albo dodaj do rejestru.`, en: (p) => `Not linked: the season's register has no player with CR id ${v(p, 'crId')}. Search by name, birth year or club, or add the player to the register.` }),
  ALREADY_IN_TOURNAMENT: msg<{ crId: Param; line: Param; name: Param; otherName: Param; place: Param }>({
    pl: (p) => `${v(p, 'name')} (ID CR ${v(p, 'crId')}) ma już w tym turnieju wiersz ${v(p, 'line')} („${v(p, 'otherName')}”, miejsce ${v(p, 'place')}). Nie zapisano — jeśli to na pewno ten sam zawodnik, zapisz mimo to; liczy się jeden z wierszy.`,
    en: (p) => `${v(p, 'name')} (CR id ${v(p, 'crId')}) already has line ${v(p, 'line')} of this tournament ("${v(p, 'otherName')}", place ${v(p, 'place')}). Not saved — if it is surely the same player, save anyway; one of the rows counts.`,
  }),
  // issue 40, C14: "-5" and a 20-digit id were both told "it is a number"
  INVALID_CR_ID: { pl: () => 'Numer Centralnego Rejestru to liczba dodatnia, najwyżej 10 cyfr.', en: () => 'The Central Register id is a positive number of at most 10 digits.' },
  INVALID_BIRTH_YEAR: msg<{ max: Param; min: Param; value: Param }>({ pl: (p) => `Rok urodzenia ${v(p, 'value')} jest spoza lat ${v(p, 'min')}–${v(p, 'max')}.`, en: (p) => `The birth year ${v(p, 'value')} is outside ${v(p, 'min')}–${v(p, 'max')}.` }),
  MISSING_CLUB: { pl: () => 'Zawodnik musi mieć klub.', en: () => 'The player needs a club.' },
  /** An account's input refused (server/users.ts UserInputError), by `reason` (userInputWords). */
  /** An account's input refused, as `gp user` prints it after "gp user: " (server/users.ts UserInputError, cli/admin.ts). */
  USER_INPUT: msg<{ email?: Param; max?: Param; min?: Param; reason: Param; value?: Param }>({ pl: (p) => userInputWords('pl', p), en: (p) => userInputWords('en', p) }),
  INVALID_USER: msg<{ email?: Param; max?: Param; min?: Param; reason: Param; value?: Param }>({ pl: (p) => `Nie można utworzyć konta: ${userInputWords('pl', p)}`, en: (p) => `The account cannot be created: ${userInputWords('en', p)}` }),
  SIGN_IN_FAILED: {
    pl: () => 'Nieprawidłowy e-mail lub hasło. Po 5 nieudanych próbach każda kolejna wymaga odczekania.',
    en: () => 'Wrong e-mail or password. After 5 failures each new attempt must wait.',
  },
  INVALID_ID: { pl: () => 'Identyfikator turnieju może zawierać tylko litery, cyfry, - i _.', en: () => 'The tournament id may use letters, digits, - and _ only.' },
  MISSING_TOURNAMENT_NAME: { pl: () => 'Turniej musi mieć nazwę.', en: () => 'The tournament needs a name.' },
  MISSING_SEASON_NAME: { pl: () => 'Sezon musi mieć nazwę.', en: () => 'The season needs a name.' },
  BUSY: { pl: () => 'Baza danych jest chwilowo zajęta innym zapisem. Spróbuj ponownie za chwilę.', en: () => 'The database is busy with another write. Please try again in a moment.' },
  WRONG_PASSWORD: { pl: () => 'Obecne hasło jest nieprawidłowe.', en: () => 'The current password is wrong.' },
  WEAK_PASSWORD: { pl: () => 'Nowe hasło musi mieć od 10 do 200 znaków.', en: () => 'The new password needs 10 to 200 characters.' },
  PASSWORDS_DIFFER: { pl: () => 'Powtórzone hasło różni się od nowego.', en: () => 'The repeated password differs from the new one.' },
  PASSWORD_CHANGED: { pl: () => 'Hasło zmienione; wszystkie inne sesje zostały zakończone.', en: () => 'Password changed; every other session has been ended.' },
  CHOOSE_FILE: { pl: () => 'Wybierz plik.', en: () => 'Choose a file.' },
  FILE_REFUSED: { pl: () => 'Plik odrzucony — popraw wskazane wiersze i wyślij go ponownie.', en: () => 'The file was refused — correct the lines shown and send it again.' },
  REGISTER_REFUSED: { pl: () => 'Rejestr odrzucony — popraw wskazane wiersze.', en: () => 'The register was refused — correct the lines shown.' },
  NOT_SAVED: { pl: () => 'Nie zapisano:', en: () => 'Not saved:' },
  NOT_RESERVED: { pl: () => 'Termin nie został zarezerwowany:', en: () => 'The date was not reserved:' },
  SAVED: { pl: () => 'Zapisano.', en: () => 'Saved.' },
  SEASON_CREATED: msg<{ slug: Param }>({ pl: (p) => `Utworzono sezon ${v(p, 'slug')}.`, en: (p) => `Season ${v(p, 'slug')} created.` }),
  VERSION_SAVED: msg<{ rows: Param; version: Param }>({ pl: (p) => `Zapisano wersję ${v(p, 'version')} (${n('pl', p, 'rows', 'row')}).`, en: (p) => `Saved version ${v(p, 'version')} (${n('en', p, 'rows', 'row')}).` }),
  FILE_SAVED: msg<{ name: Param; version: Param }>({ pl: (p) => `Zapisano ${v(p, 'name')} (wersja ${v(p, 'version')}).`, en: (p) => `Saved ${v(p, 'name')} (version ${v(p, 'version')}).` }),
  REGISTER_SAVED: msg<{ players: Param }>({ pl: (p) => `Rejestr zapisany: ${n('pl', p, 'players', 'player')}.`, en: (p) => `Register saved: ${n('en', p, 'players', 'player')}.` }),
  PLAYER_ADDED: { pl: () => 'Dodano zawodnika do rejestru.', en: () => 'Player added to the register.' },
  REGISTER_ENTRY_REMOVED: msg<{ crId: Param }>({ pl: (p) => `Usunięto wpis ${v(p, 'crId')} z rejestru — można go przywrócić poniżej („Usunięte wpisy”).`, en: (p) => `Register entry ${v(p, 'crId')} removed — it can be restored below ("Removed entries").` }),
  REGISTER_ENTRY_EDITED: msg<{ crId: Param }>({ pl: (p) => `Zmieniono wpis ${v(p, 'crId')} w rejestrze.`, en: (p) => `Register entry ${v(p, 'crId')} edited.` }),
  REGISTER_ENTRY_RESTORED: msg<{ crId: Param }>({ pl: (p) => `Przywrócono wpis ${v(p, 'crId')} do rejestru.`, en: (p) => `Register entry ${v(p, 'crId')} restored.` }),
  /** Issue 40, B2: a register change in a season with a region (the register decides, rules §3) that makes results stop counting. */
  /** Issue 40, B2: a register file's preview, in a season with a region, counting the results the new register makes stop counting. */
  REGISTER_UPLOAD_UNCOUNTS: msg<{ players: Param; results: Param }>({
    pl: (p) => `Uwaga: w sezonie z regionem rejestr decyduje, kto jest klasyfikowany — po zapisaniu tego rejestru ${n('pl', p, 'results', 'resultsStopCounting')} (zawodnicy: ${v(p, 'players')}) jako „niezarejestrowany w dniu turnieju”.`,
    en: (p) => `Note: in a season with a region the register decides who is classified — after this register is saved ${n('en', p, 'results', 'resultsStopCounting')} (players: ${v(p, 'players')}) as "not registered on the tournament's date".`,
  }),
  REGISTER_CHANGE_UNCOUNTS: msg<{ players: Param; results: Param }>({
    pl: (p) =>
      `Nie zapisano: w sezonie z regionem rejestr decyduje, kto jest klasyfikowany, a po tej zmianie ${n('pl', p, 'results', 'resultsStopCounting')} (zawodnicy: ${v(p, 'players')}) jako „niezarejestrowany w dniu turnieju”. Jeśli tak ma być, zaznacz „Zapisz mimo to” i wyślij ponownie.`,
    en: (p) =>
      `Not saved: in a season with a region the register decides who is classified, and after this change ${n('en', p, 'results', 'resultsStopCounting')} (players: ${v(p, 'players')}) as "not registered on the tournament's date". If that is meant, tick "Save anyway" and send again.`,
  }),
  TOKEN_CREATED: { pl: () => 'Utworzono token — skopiuj go teraz, nie będzie pokazany ponownie.', en: () => 'Token created — copy it now, it will not be shown again.' },
  ACCOUNT_CREATED: msg<{ email: Param }>({ pl: (p) => `Utworzono konto ${v(p, 'email')}.`, en: (p) => `Account ${v(p, 'email')} created.` }),
  RESERVED: msg<{ status: Param }>({ pl: (p) => `Zarezerwowano (${v(p, 'status')}).`, en: (p) => `Reserved (${v(p, 'status')}).` }),
  BAD_REMAINING: msg<{ max: Param }>({ pl: (p) => `Liczba turniejów do rozegrania musi być liczbą całkowitą od 0 do ${v(p, 'max')} (puste pole — z kalendarza).`, en: (p) => `The tournaments still to come must be a whole number from 0 to ${v(p, 'max')} (empty — from the calendar).` }),
  // the player page's calculator (issue 14, lib/series/what-if.ts)
  WHATIF_MISSING: msg<{ field?: Param }>({
    pl: (p) => `Brak pola „${({ points: 'punkty z partii', place: 'miejsce', participants: 'liczba uczestników' } as Record<string, string>)[v(p, 'field')] ?? v(p, 'field')}”; wypełnij wszystkie pola turnieju albo zostaw je puste.`,
    en: (p) => `"${({ points: 'game points', place: 'place', participants: 'players' } as Record<string, string>)[v(p, 'field')] ?? v(p, 'field')}" is missing; fill every field of the tournament or leave them all empty.`,
  }),
  WHATIF_BAD_PARTICIPANTS: msg<{ value: Param }>({ pl: (p) => `Liczba uczestników „${v(p, 'value')}” nie jest dodatnią liczbą całkowitą.`, en: (p) => `Players "${v(p, 'value')}" is not a positive whole number.` }),
  WHATIF_PLACE_ABOVE_PARTICIPANTS: msg<{ participants: Param; place: Param }>({ pl: (p) => `Miejsce ${v(p, 'place')} przy ${v(p, 'participants')} uczestnikach jest niemożliwe.`, en: (p) => `Place ${v(p, 'place')} is impossible with ${v(p, 'participants')} players.` }),
  WHATIF_NOT_IN_TABLE: { pl: () => 'Zawodnika nie ma w klasyfikacji, więc kalkulator nie ma od czego liczyć.', en: () => 'The player is not in the table, so there is nothing to count from.' },
  WHATIF_FINAL_HELD: { pl: () => 'Turniej Finałowy już się odbył.', en: () => 'The Final has already been played.' },
  WHATIF_NO_FINAL: { pl: () => 'Ten regulamin nie ma Turnieju Finałowego.', en: () => 'These rules have no Final.' },
  WHATIF_TWO_FINALS: { pl: () => 'Sezon ma tylko jeden Turniej Finałowy.', en: () => 'A season has one Final only.' },
  WHATIF_NOT_LINKED: { pl: () => 'Tego zawodnika powiązano ręcznie z jednym wierszem pliku; kalkulator nie umie dopisać mu nowego wyniku.', en: () => 'This player was linked by hand to one row of a file; the calculator cannot add a result for them.' },
  // — issue 9 (leagues2): what the loaders share with other readers, and a save on a stale preview (a kind's own codes are in its
  //   folder, lib/competitions/<kind>/<kind>-problem-words.ts; every code the loaders give: tests/i18n/loader-codes.test.ts) —
  RULES_INVALID: msg<{ ruleError?: Param } & OpenParams>({
    pl: (p) => `Zasady sezonu lig (regulamin „preset” lub pole „rules” w league.json) są nieprawidłowe${p.ruleError ? `: ${ruleErrorWords('pl', p)}` : ''}.`,
    en: (p) => (p.ruleError ? ruleErrorWords('en', p) : "The season's rules are wrong."),
  }),
  NO_GAME: msg<{ league: Param; player: Param; round: Param }>({ pl: (p) => `Zawodnik ${v(p, 'player')} nie ma partii w ${v(p, 'round')}. rundzie ligi „${v(p, 'league')}”.`, en: (p) => `Player ${v(p, 'player')} has no game in round ${v(p, 'round')} of league "${v(p, 'league')}".` }),
  FILES_CHANGED: msg<{ file: Param; files: Param; version: Param }>({
    pl: (p) => `Pliki zmieniły się od podglądu (${v(p, 'files')}; ${v(p, 'file')} ma teraz wersję ${v(p, 'version')}) — nic nie zapisano; zrób podgląd ponownie.`,
    en: (p) => `The files changed since the preview (${v(p, 'files')}; ${v(p, 'file')} is now version ${v(p, 'version')}); nothing was stored — preview again.`,
  }),
  /** gp tiebreaks --exclude and a league's exclusions (lib/games/apply-exclusion.ts). */
  UNKNOWN_START_NUMBER: msg<{ startNo: Param }>({ pl: (p) => `Nie ma zawodnika z numerem startowym ${v(p, 'startNo')}, którego można wykluczyć.`, en: (p) => `There is no player with start number ${v(p, 'startNo')} to exclude.` }),
  TRF: msg<{ trfCode: Param } & OpenParams>({ pl: (p) => codeMessage('pl', v(p, 'trfCode'), p, 'Błąd w pliku TRF.'), en: (p) => codeMessage('en', v(p, 'trfCode'), p, 'A problem in the TRF file.') }),
  // Issue 11 (calendar and uploads: defects 7, 10, 15): the season's rules of a tournament, the calendar's refusals, uploads
  RULE_ROUNDS: msg<{ max?: Param }>({
    pl: (p) => {
      const n = Number(v(p, 'max'));
      const word = n === 1 ? 'runda' : [2, 3, 4].includes(n % 10) && ![12, 13, 14].includes(n % 100) ? 'rundy' : 'rund';
      return `${v(p, 'max')} ${word}`;
    },
    en: (p) => `${v(p, 'max')} round${v(p, 'max') === '1' ? '' : 's'}`,
  }),
  RULE_TEMPO: msg<{ allowed: Param }>({ pl: (p) => `tempo gry: ${v(p, 'allowed').replace(/ \| /g, ' lub ')}`, en: (p) => `time control: ${v(p, 'allowed').replace(/ \| /g, ' or ')}` }),
  /** Issue 41 (formats §7): an entry's field refused (lib/entries/validate-entry.ts); `field` and `reason` say which and why. */
  ENTRY_FIELD: msg<{ field: Param; from?: Param; max?: Param; reason: Param; to?: Param }>({ pl: (p) => entryFieldWords('pl', p), en: (p) => entryFieldWords('en', p) }),
  ENTRY_DUPLICATE: msg<{ name: Param }>({
    pl: (p) => `${v(p, 'name')} jest już zgłoszony(-a) do tego turnieju. Jeśli chcesz coś zmienić, wycofaj poprzednie zgłoszenie kodem albo napisz do organizatora.`,
    en: (p) => `${v(p, 'name')} has already entered this tournament. To change the entry, withdraw the earlier one with its code or write to the organizer.`,
  }),
  ENTRIES_CLOSED: msg<{ state?: Param }>({
    pl: (p) => (p.state === 'past' ? 'Zgłoszenia do tego turnieju są zamknięte: jego termin już nadszedł.' : p.state === 'cancelled' ? 'Ten turniej nie odbędzie się: rezerwacja terminu została odwołana lub odrzucona.' : 'Organizator zamknął zgłoszenia do tego turnieju.'),
    en: (p) => (p.state === 'past' ? 'Entries to this tournament are closed: its date has come.' : p.state === 'cancelled' ? 'This tournament will not be held: its reservation was cancelled or rejected.' : 'The organizer has closed entries to this tournament.'),
  }),
  ENTRY_LIMIT: msg<{ which?: Param }>({
    pl: (p) => (p.which === 'client-tournament' ? 'Z tego adresu wysłano już najwięcej zgłoszeń do tego turnieju. Kolejnych zawodników zgłosi organizator.' : 'Zbyt wiele zgłoszeń w krótkim czasie. Spróbuj ponownie za godzinę albo zgłoś się u organizatora.'),
    en: (p) => (p.which === 'client-tournament' ? 'This address has sent the most entries this tournament takes from one address. The organizer can enter further players.' : 'Too many entries in a short time. Try again in an hour, or enter through the organizer.'),
  }),
  ENTRY_NOT_ACCEPTED: { pl: () => 'Zgłoszenie nie zostało przyjęte. Wyślij formularz jeszcze raz, bez pól ukrytych.', en: () => 'The entry was not accepted. Send the form again, without its hidden fields.' },
  /** `field`: the form's field the answer marks ('code'). */
  ENTRY_CODE_WRONG: msg<{ field?: Param }>({ pl: () => 'To nie jest kod tego zgłoszenia. Sprawdź kod pokazany przy zgłoszeniu.', en: () => 'That is not this entry’s code. Check the code you were shown when entering.' }),
  ENTRY_REGISTER_AMBIGUOUS: msg<{ birth: Param; field?: Param; name: Param }>({
    pl: (p) => `W rejestrze jest kilku zawodników „${v(p, 'name')}” urodzonych w ${v(p, 'birth')}: podaj numer ID CR lub FIDE ID.`,
    en: (p) => `The register has several players "${v(p, 'name')}" born in ${v(p, 'birth')}: give your CR id or FIDE id.`,
  }),
  ENTRIES_LIMIT_TOO_SMALL: msg<{ max: Param }>({ pl: (p) => `Limit miejsc musi być liczbą od 1 do ${v(p, 'max')}.`, en: (p) => `The limit must be a number from 1 to ${v(p, 'max')}.` }),
  SAME_DAY_SAME_ORGANIZER: msg<{ date: Param }>({ pl: (p) => `Ten organizator ma już turniej ${dt('pl', p, 'date')}: jeden organizator prowadzi jeden turniej dziennie.`, en: (p) => `This organizer already has a tournament on ${dt('en', p, 'date')}: one organizer holds one tournament a day.` }),
  REJECTED_NOT_CANCELLABLE: { pl: () => 'Odrzucona rezerwacja nie zajmuje terminu — nie ma czego odwoływać.', en: () => 'A rejected reservation holds no date: there is nothing to cancel.' },
  RESERVED_WITH_WARNINGS: msg<{ status: Param }>({ pl: (p) => `Zarezerwowano (${v(p, 'status')}), ale plan turnieju narusza regulamin — popraw przed turniejem:`, en: (p) => `Reserved (${v(p, 'status')}), but the tournament's plan breaks the regulation — correct it before the tournament:` }),
  UPLOAD_OUTSIDE_SEASON: msg<{ date: Param; from: Param; to: Param }>({ pl: (p) => `Data turnieju ${dt('pl', p, 'date')} jest poza sezonem: turnieje tego sezonu rozgrywa się od ${dt('pl', p, 'from')} do ${dt('pl', p, 'to')}.`, en: (p) => `The tournament date ${dt('en', p, 'date')} is outside the season: its tournaments are played from ${dt('en', p, 'from')} to ${dt('en', p, 'to')}.` }),
  VERSION_RESTORED: msg<{ code: Param; version: Param }>({ pl: (p) => `Przywrócono wersję ${v(p, 'version')} turnieju ${v(p, 'code')}; tabela liczy się z niej.`, en: (p) => `Version ${v(p, 'version')} of ${v(p, 'code')} restored; the table counts it.` }),
  TOURNAMENT_DELETED: msg<{ code: Param }>({ pl: (p) => `Turniej ${v(p, 'code')} usunięto z sezonu. Jego wersje zostają — „Przywróć” przy wersji przywraca turniej.`, en: (p) => `${v(p, 'code')} was taken out of the season. Its versions stay: “Restore” on a version brings it back.` }),
  REGISTERED_FROM_OUTSIDE_SEASON: msg<{ date: Param; from: Param; to: Param }>({ pl: (p) => `Data „zarejestrowany od” ${dt('pl', p, 'date')} jest po końcu sezonu (${dt('pl', p, 'from')} – ${dt('pl', p, 'to')}): zawodnik nie liczyłby się w żadnym jego turnieju. Podaj datę w sezonie albo zostaw puste (od początku).`, en: (p) => `“Registered from” ${dt('en', p, 'date')} is after the season's end (${dt('en', p, 'from')} – ${dt('en', p, 'to')}): the player would count in none of its tournaments. Give a date in the season, or leave it empty (from the start).` }),
  /** Issue 40, C6: the file is another tournament's of the season (`how`: the same bytes, or the same names and points). */
  UPLOAD_SAME_AS_OTHER: msg<{ how?: Param; name: Param; tournament: Param }>({
    pl: (p) =>
      `${p.how === 'bytes' ? 'Ten plik jest identyczny z plikiem' : 'Ten plik ma te same wiersze (nazwiska i punkty) co plik'} turnieju ${v(p, 'tournament')} „${v(p, 'name')}”. Zapisany pod innym identyfikatorem policzy wszystkim te wyniki drugi raz — czy to na pewno inny turniej?`,
    en: (p) =>
      `${p.how === 'bytes' ? 'This file is identical to the file of' : 'This file has the same rows (names and points) as the file of'} tournament ${v(p, 'tournament')} "${v(p, 'name')}". Saved under another id it counts everyone's results twice — is it surely another tournament?`,
  }),
  UPLOAD_DATE_FUTURE: msg<{ date: Param; today: Param }>({ pl: (p) => `Data turnieju ${dt('pl', p, 'date')} jest późniejsza niż dzisiejsza (${dt('pl', p, 'today')}) — czy to wyniki turnieju, który się jeszcze nie odbył? Sprawdź datę.`, en: (p) => `The tournament date ${dt('en', p, 'date')} is after today (${dt('en', p, 'today')}) — results of a tournament not yet played? Check the date.` }),
  UPLOAD_DATE_NOT_DAY_OFF: msg<{ date: Param }>({ pl: (p) => `${dt('pl', p, 'date')} to dzień roboczy, a regulamin rozgrywa turnieje w soboty, niedziele i święta — sprawdź datę.`, en: (p) => `${dt('en', p, 'date')} is a working day, while the regulation plays its tournaments on Saturdays, Sundays and public holidays — check the date.` }),
  UPLOAD_IDENTICAL: msg<{ version: Param }>({ pl: (p) => `Plik identyczny z wersją ${v(p, 'version')} — nic nie zmieniono.`, en: (p) => `The file is identical to version ${v(p, 'version')} — nothing changed.` }),
  /** A rule field a preset's schema does not know, ignored (lib/config/presets.ts): the English of the resolvers' warnings. */
  /** The arbiter's answers about spellings refused before anything is stored (server/workspace/spellings.ts). */
  SPELLING_ANSWERS_TOO_MANY: msg<{ max: Param }>({ pl: (p) => `Najwyżej ${v(p, 'max')} odpowiedzi naraz.`, en: (p) => `At most ${v(p, 'max')} answers at once.` }),
  SPELLING_ANSWER_INVALID: msg<{ name: Param; sameAs: Param }>({
    pl: (p) => `„${v(p, 'name')}” i „${v(p, 'sameAs')}” to nie dwie różne pisownie (jedna jest pusta albo są takie same).`,
    en: (p) => `"${v(p, 'name')}" and "${v(p, 'sameAs')}" are not two different spellings (one is empty, or they are the same).`,
  }),
  RULE_IGNORED: msg<{ rule: Param }>({ pl: (p) => `nieznana zasada „${v(p, 'rule')}” — pominięto`, en: (p) => `unknown rule "${v(p, 'rule')}" ignored` }),
} satisfies Record<string, Entry>;


/**
 * Each competition kind's own codes (issue 39: a kind's words are its folder), by the kind's name: a
 * kind's `lib/competitions/<kind>/<kind>-problem-words.ts` adds its table's type here by declaration
 * merging and its entries with `addKindMessages`, so its codes are `MessageCode`s tsc checks and this
 * module names no kind.
 */
export interface KindMessageTables {}
type KindMessageCode = { [K in keyof KindMessageTables]: keyof KindMessageTables[K] & string }[keyof KindMessageTables];
/** A kind's code's entry, with its declared params. */
type KindEntry<C extends string> = { [K in keyof KindMessageTables]: C extends keyof KindMessageTables[K] ? KindMessageTables[K][C] : never }[keyof KindMessageTables];

/** Every code's words: the site's own above, every kind's merged in from its folder. */
const MESSAGES: Record<string, Entry> = { ...CORE };
const OWNER = new Map<string, string>();
export const CATALOGUE = MESSAGES as typeof CORE & { readonly [C in KindMessageCode]: KindEntry<C> };

/**
 * Merges a kind's codes into the catalogue, once per kind (again after a development server's reload of
 * the kind's module); a code the site or another kind has already is a bug, refused at once.
 */
export function addKindMessages(kind: string, table: Readonly<Record<string, Entry>>): void {
  for (const code of Object.keys(table)) {
    const owner = Object.hasOwn(CORE, code) ? 'the catalogue' : OWNER.get(code);
    if (owner !== undefined && owner !== kind) throw new Error(`the kind "${kind}"'s code ${code} is ${owner}'s already`);
  }
  for (const [code, entry] of Object.entries(table)) {
    MESSAGES[code] = entry;
    OWNER.set(code, kind);
  }
}

export type MessageCode = keyof typeof CATALOGUE;

/** The params an entry declares (`msg<P>`); an entry whose templates read none takes none. */
type ParamsOfEntry<E> = E extends { en(p: infer P): string } ? (unknown extends P ? NoParams : P) : never;
/**
 * The params of `code` as its entry declares them (issue 39, item 1): what `coded({ code, params })`
 * (lib/problem.ts) and `say(lang, code, params)` take, so a missing or extra param does not compile.
 */
export type ParamsOf<C extends MessageCode> = ParamsOfEntry<(typeof CATALOGUE)[C]>;
/**
 * The codes whose params are not declared: an entry written without `msg<P>` whose templates read
 * params (they are then any params, tsc checks nothing). None — tests/i18n/message-params.test.ts
 * fails to compile otherwise.
 */
export type UndeclaredCode = {
  [C in MessageCode]: string extends keyof ParamsOf<C> ? (typeof OPEN extends keyof ParamsOf<C> ? never : [ParamsOf<C>[string]] extends [never] ? never : C) : never;
}[MessageCode];

/** A code's entry as a reader says it, with whatever params a problem carries (the producer's were checked by `ParamsOf`). */
export function entryOf(code: MessageCode): Entry {
  return MESSAGES[code]!;
}

export function hasMessage(code: string): code is MessageCode {
  return Object.hasOwn(MESSAGES, code);
}

/** The message of `code` in `lang`; an unknown code gives `fallback` (the English text built where the problem arose). Read through t() (lib/i18n/t.ts). */
export function codeMessage(lang: Lang, code: string, params: MessageParams = {}, fallback = ''): string {
  if (!hasMessage(code)) return fallback || code;
  return entryOf(code)[lang](params);
}


/** The language of a form's answer: its `lang` field, else the address of the page it was sent from; Polish first. */
export function langOf(formLang: unknown, referer: string | null): Lang {
  if (formLang === 'en' || formLang === 'pl') return formLang;
  if (referer) {
    try {
      if (/^\/en(\/|$)/.test(new URL(referer).pathname)) return 'en';
    } catch {
      // not an address: Polish, the site's first language
    }
  }
  return 'pl';
}

/** A regulation check of a planned tournament (lib/calendar/compliance.ts) as a page says it: "rule (planned: value)". */
export function describeCompliance(lang: Lang, c: { code: string; ok: boolean | null; message: string; params?: MessageParams }): string {
  const params = c.params ?? {};
  const code = /^PRIZE_\d+$/.test(c.code) ? 'PRIZE_PLACE' : c.code;
  if (!hasMessage(code)) return c.message;
  const planned = params.planned;
  // only fees and prizes are amounts (the rounds planned are a count)
  const shown = typeof planned === 'number' ? String(planned).replace('.', decimalSeparator(lang)) + (/^(FEE_|PRIZE_)/.test(code) ? ` ${currencyUnit(lang)}` : '') : planned;
  const tail = c.ok === null ? codeMessage(lang, 'NOT_GIVEN') : codeMessage(lang, 'PLANNED', { planned: shown });
  return `${codeMessage(lang, code, params)} (${tail})`;
}
