import { addKindMessages, msg, type OpenParams, type Param, dt, issueWords, lcFirst, n, v, type Entry, type MessageParams, type Template } from '@/lib/i18n/catalogue';
import { lower } from '@/lib/i18n/problem-phrases';

/** Why a league file cannot be written (WRITE_BAD_FILE's `reason`). */
const WRITE_BAD_FILE_PL: Record<string, Template> = {
  'trf-unreadable': () => 'Pliku wyników nie da się odczytać; najpierw wyślij poprawny plik TRF.',
  'not-trf': () => 'Plik wyników tej ligi to tabela krzyżowa lub strona z grupami, nie TRF: wynik wpisany tutaj zapisuje się w pliku TRF. Wpisz go w tabeli i wyślij ją ponownie albo wyślij TRF ligi.',
  'postponements-not-text': () => 'Plik przełożeń nie jest plikiem tekstowym.',
  'postponements-open-quote': (p) => `W pliku przełożeń cudzysłów otwarty w wierszu ${v(p, 'line')} nie jest zamknięty.`,
  'postponements-no-columns': () => 'Plik przełożeń nie ma kolumn league, round i player.',
  'postponements-no-made-up': () => 'Plik przełożeń nie ma kolumny made_up.',
  'postponements-break-in-quotes': (p) => `Wiersz ${v(p, 'line')} pliku przełożeń ma znak nowego wiersza w cudzysłowie; popraw go ręcznie.`,
  'league-unreadable': () => 'Pliku league.json nie da się odczytać; najpierw wyślij poprawny plik.',
  'league-not-json': () => 'Plik league.json nie jest poprawnym JSON-em; najpierw wyślij poprawny plik.',
  'league-no-league': (p) => `Plik league.json nie ma ligi „${v(p, 'league')}”.`,
};
const WRITE_BAD_FILE_EN: typeof WRITE_BAD_FILE_PL = {
  'trf-unreadable': () => 'The results file cannot be read; upload a correct TRF first.',
  'not-trf': () => 'This league\'s results file is a crosstable or a page of groups, not a TRF: a result entered here is written into a TRF. Enter it in the table and upload it again, or upload the league\'s TRF.',
  'postponements-not-text': () => 'The postponements file is not text.',
  'postponements-open-quote': (p) => `The postponements file has a quote opened on line ${v(p, 'line')} and never closed.`,
  'postponements-no-columns': () => 'The postponements file has no league, round and player columns.',
  'postponements-no-made-up': () => 'The postponements file has no made_up column.',
  'postponements-break-in-quotes': (p) => `Line ${v(p, 'line')} of the postponements file holds a line break inside quotes; correct it by hand.`,
  'league-unreadable': () => 'league.json cannot be read; upload a correct file first.',
  'league-not-json': () => 'league.json is not valid JSON; upload a correct file first.',
  'league-no-league': (p) => `league.json has no league "${v(p, 'league')}".`,
};
/** How a player missed a league game (lib/competitions/round-robin-league/classify-game.ts NoteKind), in Polish and English. */
const absencePl = (p: MessageParams) => (p.absence === 'late-warning' ? 'uprzedził za późno (mniej niż wymagany czas przed rundą)' : p.absence === 'reason-not-accepted' ? 'podał powód, którego sędzia nie uznał' : 'nie przyszedł bez uprzedzenia');
const absenceEn = (p: MessageParams) => (p.absence === 'late-warning' ? 'warned less than the required time before the round' : p.absence === 'reason-not-accepted' ? 'gave a reason the arbiter did not accept' : 'was absent without warning');

/**
 * The coded problems and answers of the round-robin leagues, Polish and English (issue 39: a kind's words are its
 * folder): its loader's and its files' problems, its entry forms' answers. Merged into the one
 * catalogue (lib/i18n/catalogue.ts `addKindMessages`) when this module is first imported — by the
 * kind's problem constructor and by its words file, so wherever the kind's problems are made or its
 * pages are said, its words are there; `KindMessageTables` tells tsc its codes (`say(lang, code)`
 * and `MessageCode` take them). Every code the loaders give has both languages: tests/i18n/loader-codes.test.ts.
 */
export const ROUND_ROBIN_LEAGUE_MESSAGES = {
  LEAGUE_JSON_MISSING: { pl: () => 'Brakuje opisu lig (league.json).', en: () => 'not found in the league folder' },
  RESULTS_FILE_MISSING: msg<{ file?: Param; league: Param }>({ pl: (p) => `Brakuje pliku z wynikami ligi „${v(p, 'league')}” (${v(p, 'file')}), który wymienia league.json.`, en: (p) => `the results file of league "${v(p, 'league')}" does not exist` }),
  POSTPONEMENTS_FILE_MISSING: msg<{ file?: Param }>({ pl: () => 'Brakuje pliku przełożonych partii, który wymienia league.json.', en: () => 'the postponements file named in league.json does not exist' }),
  NOT_A_LEAGUE: msg<{ slug: Param }>({ pl: (p) => `„${v(p, 'slug')}” nie jest ligą kołową.`, en: (p) => `"${v(p, 'slug')}" is not a round-robin league.` }),
  LEAGUE_INCOMPLETE: { pl: () => 'Folder ligi jeszcze się nie oblicza — najpierw wyślij jego pliki.', en: () => 'The league folder does not compute yet; upload its files first.' },
  UNKNOWN_LEAGUE: msg<{ league: Param }>({ pl: (p) => `Ligi „${v(p, 'league')}” nie ma w league.json.`, en: (p) => `League "${v(p, 'league')}" is not in league.json.` }),
  LEAGUE_ENTRY_PREVIEW: msg<{ files: Param }>({ pl: (p) => `Podgląd — nic jeszcze nie zapisano. Zapis zmieni: ${v(p, 'files')}.`, en: (p) => `Preview — nothing is stored yet. Saving changes: ${v(p, 'files')}.` }),
  LEAGUE_ENTRY_SAVED: msg<{ files: Param }>({ pl: (p) => `Zapisano: ${v(p, 'files')}.`, en: (p) => `Saved: ${v(p, 'files')}.` }),
  LEAGUE_ENTRY_REFUSED: { pl: () => 'Zmiana nie została przyjęta:', en: () => 'The change was not accepted:' },
  LEAGUE_ENTRY_CHANGE_NO_GAME: { pl: () => 'Tej partii nie ma w terminarzu tej rundy (biały pierwszy).', en: () => 'The round has no such game in its schedule (white first).' },
  LEAGUE_ENTRY_CHANGE_BAD_DATE: { pl: () => 'Data lub godzina nie jest zapisana jako RRRR-MM-DD GG:MM.', en: () => 'The date or time is not written YYYY-MM-DD HH:MM.' },
  LEAGUE_ENTRY_CHANGE_BAD_RESULT: { pl: () => 'To nie jest wynik (1-0, 0-1, 1/2-1/2, +/-, -/+, -/-).', en: () => 'This is not a result (1-0, 0-1, 1/2-1/2, +/-, -/+, -/-).' },
  LEAGUE_ENTRY_CHANGE_NOT_POSTPONED: { pl: () => 'Ta partia nie była przełożona — najpierw wpisz przełożenie.', en: () => 'The game was not postponed; enter the postponement first.' },
  LEAGUE_ENTRY_WRITE_BAD_FILE: { pl: () => 'Pliku ligi nie da się odczytać, by go zmienić; wyślij poprawny plik.', en: () => 'The league file cannot be read to change it; upload a correct file.' },
  LEAGUE_ENTRY_WRITE_BAD_DATE: { pl: () => 'Data lub godzina nie jest zapisana jako RRRR-MM-DD GG:MM.', en: () => 'The date or time is not written YYYY-MM-DD HH:MM.' },
  LEAGUE_ENTRY_WRITE_NOT_POSTPONED: { pl: () => 'Ta partia nie była przełożona — najpierw wpisz przełożenie.', en: () => 'The game was not postponed; enter the postponement first.' },
  LEAGUE_ENTRY_WRITE_NO_PLAYER: { pl: () => 'Plik wyników nie ma tej partii.', en: () => 'The results file has no such game.' },
  LEAGUE_ENTRY_WRITE_BAD_RESULT: { pl: () => 'To nie jest wynik.', en: () => 'This is not a result.' },
  WRITE_BAD_RESULT: msg<{ reason?: Param; value: Param }>({
    pl: (p) => (p.reason === 'round' ? `Runda ${v(p, 'value')} nie jest numerem rundy.` : `„${v(p, 'value')}” nie jest wynikiem (1-0, 0-1, 1/2-1/2, +/-, -/+, -/- lub puste pole, by go usunąć).`),
    en: (p) => (p.reason === 'round' ? `Round ${v(p, 'value')} is not a round number.` : `"${v(p, 'value')}" is not a result (1-0, 0-1, 1/2-1/2, +/-, -/+, -/-, or empty to clear).`),
  }),
  WRITE_BAD_DATE: msg<{ reason?: Param; value: Param }>({
    pl: (p) => (p.reason === 'date-time' ? `„${v(p, 'value')}” nie jest datą i godziną w postaci RRRR-MM-DD GG:MM.` : `„${v(p, 'value')}” nie jest prawdziwą datą w postaci RRRR-MM-DD.`),
    en: (p) => (p.reason === 'date-time' ? `"${v(p, 'value')}" is not a date and time written YYYY-MM-DD HH:MM.` : `"${v(p, 'value')}" is not a real date written YYYY-MM-DD.`),
  }),
  WRITE_NO_PLAYER: msg<{ black: Param; white: Param }>({ pl: (p) => `Plik wyników nie ma partii ${v(p, 'white')}–${v(p, 'black')}.`, en: (p) => `The results file has no game ${v(p, 'white')}–${v(p, 'black')}.` }),
  WRITE_NOT_POSTPONED: msg<{ black: Param; round: Param; white: Param }>({
    pl: (p) => `Partia rundy ${v(p, 'round')}, ${v(p, 'white')}–${v(p, 'black')}, nie była przełożona; najpierw wpisz przełożenie.`,
    en: (p) => `Round ${v(p, 'round')}, ${v(p, 'white')}–${v(p, 'black')} was not postponed; write the postponement first.`,
  }),
  WRITE_BAD_FILE: msg<{ league?: Param; line?: Param; reason: Param }>({
    pl: (p) => WRITE_BAD_FILE_PL[v(p, 'reason')]?.(p) ?? 'Pliku ligi nie da się odczytać, by go zmienić; wyślij poprawny plik.',
    en: (p) => WRITE_BAD_FILE_EN[v(p, 'reason')]?.(p) ?? 'The league file cannot be read to change it; upload a correct file.',
  }),
  LEAGUE_ENTRY_NOT_A_LEAGUE: { pl: () => 'Te rozgrywki nie są ligą kołową.', en: () => 'This competition is not a round-robin league.' },
  LEAGUE_ENTRY_LEAGUE_INCOMPLETE: { pl: () => 'Folder ligi jeszcze się nie oblicza — najpierw wyślij jego pliki.', en: () => 'The league folder does not compute yet; upload its files first.' },
  LEAGUE_ENTRY_UNKNOWN_LEAGUE: { pl: () => 'Tej ligi nie ma w league.json.', en: () => 'The league is not in league.json.' },
  LEAGUE_ENTRY_NOT_FOUND: { pl: () => 'Nie ma takich rozgrywek.', en: () => 'No such competition.' },
  /** `reason: 'text'`: not a text file; else not JSON, with the parser's `detail`. */
  LEAGUE_JSON_INVALID: msg<{ detail?: Param; reason?: Param }>({
    pl: (p) => (p.reason === 'text' ? 'league.json nie jest plikiem tekstowym.' : 'league.json nie jest poprawnym plikiem JSON — sprawdź przecinki, cudzysłowy i nawiasy.'),
    en: (p) => `not valid JSON${p.reason === 'text' ? ' (not a text file)' : p.detail ? ` (${v(p, 'detail')})` : ''}; check commas, quotes and brackets`,
  }),
  LEAGUE_JSON_SCHEMA: msg<{ issue?: Param; league: Param; path?: Param; value?: Param } & OpenParams>({
    pl: (p) =>
      p.value
        ? `Liga „${v(p, 'league')}”: „${v(p, 'value')}” w „chain” nie jest znanym punktem pomocniczym.`
        : p.issue
          ? `${p.path === 'league.json' ? 'Plik league.json' : `Pole „${v(p, 'path')}” w league.json`}: ${lcFirst(issueWords('pl', p))}.`
          : `Pole „${v(p, 'path')}” w league.json ma nieprawidłową wartość.`,
    en: (p) =>
      p.value
        ? `league "${v(p, 'league')}": unknown tie-break "${v(p, 'value')}" in "chain"`
        : p.issue
          ? `${p.path === 'league.json' ? 'the file' : v(p, 'path')}: ${issueWords('en', p)}`
          : `The field "${v(p, 'path')}" of league.json has a wrong value.` }),
  UNKNOWN_RULE: msg<{ rule: Param }>({ pl: (p) => `Nieznana zasada „${v(p, 'rule')}” w league.json — pominięto.`, en: (p) => `Unknown rule "${v(p, 'rule')}" in league.json; ignored.` }),
  DUPLICATE_LEAGUE_ID: msg<{ league: Param }>({ pl: (p) => `Identyfikator ligi „${v(p, 'league')}” występuje dwa razy.`, en: (p) => `League id "${v(p, 'league')}" is used twice.` }),
  UNKNOWN_GAME_DAYS: msg<{ by?: Param; known: Param; league: Param; schedule?: Param }>({
    pl: (p) => `Liga „${v(p, 'league')}”: ${p.schedule ? `nieznane dni gry „${v(p, 'schedule')}”` : 'regulamin nie zna tej ligi'} — podaj dni gry w „schedule”: jedno z ${v(p, 'known')}.`,
    en: (p) =>
      !p.schedule
        ? `League "${v(p, 'league')}": the preset does not know this league — name its game days in "schedule": one of ${v(p, 'known')}.`
        : p.by === 'rules'
          ? `League "${v(p, 'league')}" has game days "${v(p, 'schedule')}", which the rules do not know (known: ${v(p, 'known')}).`
          : `league "${v(p, 'league')}": unknown game days "${v(p, 'schedule')}" in "schedule": one of ${v(p, 'known')}` }),
  TOO_MANY_ROUNDS: msg<{ days: Param; players: Param; rounds: Param; schedule: Param }>({
    // "potrzebować" takes the genitive: "potrzebują 3 rund"
    pl: (p) => `${n('pl', p, 'players', 'playersNeed')} ${n('pl', p, 'rounds', 'roundGenitive')}, a dni gry „${v(p, 'schedule')}” mają ${v(p, 'days')}.`,
    en: (p) => `${n('en', p, 'players', 'player')} need ${n('en', p, 'rounds', 'round')}, but the game days "${v(p, 'schedule')}" have ${v(p, 'days')}.`,
  }),
  UNUSED_GAME_DAYS: msg<{ players: Param; rounds: Param; unused: Param }>({
    // "grać" takes the accusative: "grają 3 rundy", "gra 1 rundę"
    pl: (p) => `${n('pl', p, 'players', 'playersPlay')} ${n('pl', p, 'rounds', 'roundAccusative')}; ostatnie dni gry (${v(p, 'unused')}) nie są wykorzystane.`,
    en: (p) => `${n('en', p, 'players', 'player')} play ${n('en', p, 'rounds', 'round')}; the last ${v(p, 'unused')} game days are not used.`,
  }),
  EXCLUDED_NOT_IN_LEAGUE: msg<{ league: Param; player: Param }>({ pl: (p) => `Liga „${v(p, 'league')}”: wykluczony numer startowy ${v(p, 'player')} nie jest zawodnikiem ligi.`, en: (p) => `League "${v(p, 'league')}": excluded start number ${v(p, 'player')} is not a player of the league.` }),
  LEAGUE_NO_CALENDAR: msg<{ league: Param }>({
    pl: (p) => `Liga „${v(p, 'league')}” nie podaje dni gry, a jej plik z wynikami nie ma dat rund: tabela jest liczona, ale liga nie ma kalendarza.`,
    en: (p) => `League "${v(p, 'league')}" names no game days and its results file no round dates: it is ranked, but it has no calendar.`,
  }),
  // issue 40: a league's file is a TRF, a crosstable or a page of groups — the preview says which and what it gave
  GAME_DAY_UNREADABLE: msg<{ value: Param }>({
    pl: (p) => `Dni gry: „${v(p, 'value')}” to nie dzień gry — wpisz datę (RRRR-MM-DD albo DD.MM.RRRR), a po niej ewentualnie godziny, np. 2027-02-13 17:00–20:00.`,
    en: (p) => `Game days: "${v(p, 'value')}" is not a game day — write a date (YYYY-MM-DD or DD.MM.YYYY), optionally followed by the hours, e.g. 2027-02-13 17:00–20:00.`,
  }),
  GAME_DAY_TIME: msg<{ value: Param }>({
    pl: (p) => `Dni gry: godzina „${v(p, 'value')}” nie jest zapisana GG:MM.`,
    en: (p) => `Game days: the time "${v(p, 'value')}" is not written HH:MM.`,
  }),
  GAME_DAYS_ORDER: msg<{ date: Param; before: Param }>({
    pl: (p) => `Dni gry: ${dt('pl', p, 'date')} nie następuje po ${dt('pl', p, 'before')} — jedna runda w wierszu, w kolejności rund.`,
    en: (p) => `Game days: ${dt('en', p, 'date')} does not come after ${dt('en', p, 'before')} — one round a line, in the rounds' order.`,
  }),
  NO_LEAGUES: {
    pl: () => 'Sezon nie ma jeszcze lig. Wyślij plik z wynikami (TRF, tabelę krzyżową z chess-results lub Vegi albo stronę z grupami) pod dowolną nazwą — stanie się ligą sezonu.',
    en: () => 'The season has no leagues yet. Upload a results file (a TRF, a chess-results or Vega crosstable, or a page of groups) under any name: it becomes a league of the season.',
  },
  LEAGUE_FILE_ADOPTED: msg<{ part: Param; added: Param }>({
    pl: (p) => (Number(p.added) === 1 ? `league.json nie wymienia tego pliku, więc zapis doda ligę „${v(p, 'part')}” z tym plikiem wyników (league.json, nowa wersja).` : `league.json nie wymienia tego pliku, więc zapis uczyni go plikiem wyników ligi „${v(p, 'part')}”, która jeszcze go nie ma (league.json, nowa wersja).`),
    en: (p) => (Number(p.added) === 1 ? `league.json does not name this file, so saving adds the league "${v(p, 'part')}" with it as its results file (league.json, a new version).` : `league.json does not name this file, so saving makes it the results file of the league "${v(p, 'part')}", which has none yet (league.json, a new version).`),
  }),
  LEAGUE_FILE_READ: msg<{ games: Param; group: Param; league: Param; players: Param; rounds?: Param; what?: Param }>({
    pl: (p) =>
      `Liga „${v(p, 'league')}”: ${p.what === 'trf' ? 'plik TRF' : p.what === 'crosstable' ? 'tabela krzyżowa z kolumnami rund' : p.what === 'round-crosstable' ? 'tabela krzyżowa turnieju kołowego' : `grupa „${v(p, 'group')}” strony z grupami`} — ${n('pl', p, 'players', 'player')}, ${n('pl', p, 'games', 'game')}${p.rounds === 'berger' ? '; plik nie podaje rund, więc rundy i kolory wzięto z tabeli Bergera FIDE według numerów startowych' : p.rounds === 'unknown' ? '; rundy nieznane' : ''}.`,
    en: (p) =>
      `League "${v(p, 'league')}": ${p.what === 'trf' ? 'a TRF' : p.what === 'crosstable' ? 'a crosstable with round columns' : p.what === 'round-crosstable' ? 'a round-robin crosstable' : `group "${v(p, 'group')}" of a page of groups`} — ${n('en', p, 'players', 'player')}, ${n('en', p, 'games', 'game')}${p.rounds === 'berger' ? '; the file gives no rounds, so rounds and colours are the FIDE Berger table\'s by start number' : p.rounds === 'unknown' ? '; rounds unknown' : ''}.`,
  }),
  LEAGUE_ROUNDS_UNKNOWN: msg<{ league: Param }>({
    pl: (p) => `Liga „${v(p, 'league')}”: tabela krzyżowa numeruje zawodników miejscami końcowymi, nie numerami startowymi, a nie podaje rund — partie liczą się do tabeli, ale są pokazane bez rundy (bez kojarzeń rund i miejsc po rundach). Plik TRF albo tabela „Starting rank crosstable” da rundy.`,
    en: (p) => `League "${v(p, 'league')}": the crosstable numbers the players by final place, not by start number, and gives no rounds — the games count for the table but are shown without a round (no round pairings, no ranks after each round). A TRF or a "Starting rank crosstable" gives the rounds.`,
  }),
  LEAGUE_GROUPS_SPLIT: msg<{ count: Param; groups: Param; league: Param }>({
    pl: (p) => `Plik ligi „${v(p, 'league')}” ma ${v(p, 'count')} grup (${v(p, 'groups')}): każda jest osobną ligą. Jedną grupę wybiera pole "group" ligi w league.json.`,
    en: (p) => `The file of league "${v(p, 'league')}" holds ${v(p, 'count')} groups (${v(p, 'groups')}): each is a league of its own. The league's "group" in league.json picks one.`,
  }),
  LEAGUE_GROUP_MISSING: msg<{ group: Param; groups: Param; league: Param }>({
    pl: (p) => `Liga „${v(p, 'league')}” wskazuje grupę „${v(p, 'group')}”, której plik nie ma; są: ${v(p, 'groups')}.`,
    en: (p) => `League "${v(p, 'league')}" names group "${v(p, 'group')}", which the file does not hold; it holds: ${v(p, 'groups')}.`,
  }),
  LEAGUE_GROUP_UNKNOWN_PLAYER: msg<{ cell: Param; group: Param; name: Param; round: Param }>({
    pl: (p) => `Grupa „${v(p, 'group')}”, runda ${v(p, 'round')}, komórka ${v(p, 'cell')}: „${v(p, 'name')}” nie ma w rankingu grupy; ta partia nie jest czytana.`,
    en: (p) => `Group "${v(p, 'group')}", round ${v(p, 'round')}, cell ${v(p, 'cell')}: "${v(p, 'name')}" is not in the group's ranking; this game is not read.`,
  }),
  LEAGUE_GROUP_BAD_RESULT: msg<{ cell: Param; group: Param; round: Param; value: Param }>({
    pl: (p) => `Grupa „${v(p, 'group')}”, runda ${v(p, 'round')}, komórka ${v(p, 'cell')}: „${v(p, 'value')}” nie jest wynikiem (np. 1:0, ½:½, 0:1, +:-); partia zostaje bez wyniku.`,
    en: (p) => `Group "${v(p, 'group')}", round ${v(p, 'round')}, cell ${v(p, 'cell')}: "${v(p, 'value')}" is not a result (like 1:0, ½:½, 0:1, +:-); the game stays without one.`,
  }),
  LEAGUE_ROUNDS_WITHOUT_DATE: msg<{ league: Param; rounds: Param }>({
    pl: (p) => `Liga „${v(p, 'league')}” nie podaje dni gry, a jej plik z wynikami nie ma daty rundy ${v(p, 'rounds')}: tych rund nie ma w kalendarzu.`,
    en: (p) => `League "${v(p, 'league')}" names no game days, and its results file gives no date for round ${v(p, 'rounds')}: those rounds have no place in the calendar.`,
  }),
  NOTE_WITHOUT_ROUND_DATE: msg<{ league: Param; player: Param; round: Param }>({
    pl: (p) => `Liga „${v(p, 'league')}” nie ma daty rundy ${v(p, 'round')}, więc nie da się ocenić, czy zawodnik ${v(p, 'player')} uprzedził w porę; podaj dni gry ligi („schedule”) albo daty rund w pliku TRF.`,
    en: (p) => `League "${v(p, 'league')}" has no date for round ${v(p, 'round')}, so whether player ${v(p, 'player')} warned in time cannot be judged; name the league's game days ("schedule") or give the round dates in the TRF.`,
  }),
  EXCLUDED_WITHOUT_RULE: msg<{ league: Param; player: Param }>({
    pl: (p) => `Liga „${v(p, 'league')}”: zawodnik ${v(p, 'player')} jest wykluczony, choć żadna przesłanka wykluczenia nie zachodzi (stosuje się decyzję sędziego).`,
    en: (p) => `League "${v(p, 'league')}": player ${v(p, 'player')} is excluded although neither exclusion rule triggers (the arbiter's decision is applied).`,
  }),
  CSV_NOT_TEXT: { pl: () => 'Plik przełożeń nie jest plikiem tekstowym — zapisz go jako CSV.', en: () => 'This is not a text file; write the postponements as CSV.' },
  CSV_MISSING_COLUMN: msg<{ column: Param }>({
    pl: (p) => `W nagłówku pliku przełożeń brak kolumny ${v(p, 'column')} (oczekiwane: league,round,player,opponent,warned,reason,accepted,made_up).`,
    en: (p) => `The postponements header has no column ${v(p, 'column')} (expected: league,round,player,opponent,warned,reason,accepted,made_up).`,
  }),
  CSV_UNKNOWN_COLUMN: msg<{ expected: Param; value: Param }>({ pl: (p) => `Kolumna „${v(p, 'value')}” nie jest jedną z: ${v(p, 'expected')} — pominięto ją.`, en: (p) => `Column "${v(p, 'value')}" is not one of ${v(p, 'expected')}; it is ignored.` }),
  CSV_UNTERMINATED_QUOTE: { pl: () => 'Cudzysłów otwarty w tym wierszu nie jest nigdzie zamknięty.', en: () => 'A quote opened here is never closed.' },
  CSV_UNKNOWN_LEAGUE: msg<{ value: Param }>({ pl: (p) => `Ligi „${v(p, 'value')}” nie ma w league.json.`, en: (p) => `League "${v(p, 'value')}" is not in league.json.` }),
  CSV_BAD_ROUND: msg<{ value: Param }>({ pl: (p) => `„${v(p, 'value')}” nie jest numerem rundy.`, en: (p) => `Round "${v(p, 'value')}" is not a round number.` }),
  CSV_UNKNOWN_PLAYER: msg<{ league?: Param; value: Param }>({
    pl: (p) => `„${v(p, 'value')}” nie jest numerem startowym zawodnika${p.league ? ` ligi „${v(p, 'league')}”` : ''}.`,
    en: (p) => `"${v(p, 'value')}" is not a start number of a player${p.league ? ` of league "${v(p, 'league')}"` : ''}.`,
  }),
  CSV_BAD_WARNED: msg<{ value: Param }>({ pl: (p) => `„${v(p, 'value')}” nie jest datą i godziną w postaci RRRR-MM-DD GG:MM.`, en: (p) => `"${v(p, 'value')}" is not a date and time written YYYY-MM-DD HH:MM.` }),
  CSV_BAD_ACCEPTED: msg<{ value: Param }>({ pl: (p) => `„${v(p, 'value')}” w kolumnie „accepted” powinno być yes lub no.`, en: (p) => `"${v(p, 'value')}" in "accepted" should be yes or no.` }),
  CSV_BAD_MADE_UP: msg<{ value: Param }>({ pl: (p) => `„${v(p, 'value')}” nie jest prawdziwą datą w postaci RRRR-MM-DD.`, en: (p) => `"${v(p, 'value')}" is not a real date written YYYY-MM-DD.` }),
  CSV_DUPLICATE_ROW: msg<{ player: Param; round: Param }>({ pl: (p) => `Partia zawodnika ${v(p, 'player')} z ${v(p, 'round')}. rundy jest zapisana dwa razy.`, en: (p) => `Player ${v(p, 'player')}'s game of round ${v(p, 'round')} is written down twice.` }),
  OPPONENT_MISMATCH: msg<{ opponent: Param; player: Param; round: Param; written: Param }>({
    pl: (p) => `W ${v(p, 'round')}. rundzie zawodnik ${v(p, 'player')} gra z ${v(p, 'opponent')}, nie z ${v(p, 'written')}.`,
    en: (p) => `In round ${v(p, 'round')} player ${v(p, 'player')} meets ${v(p, 'opponent')}, not ${v(p, 'written')}.`,
  }),
  ABSENT_BUT_PLAYED: msg<{ black: Param; player: Param; recorded: Param; round: Param; white: Param }>({
    pl: (p) => `Runda ${v(p, 'round')}, ${v(p, 'white')}–${v(p, 'black')}: plik wyników ma tę partię rozegraną (${v(p, 'recorded')}), a zawodnik ${v(p, 'player')} jest zapisany jako nieobecny.`,
    en: lower((p) => `Round ${v(p, 'round')}, ${v(p, 'white')}–${v(p, 'black')}: the results file has the game played (${v(p, 'recorded')}), but player ${v(p, 'player')} is written down as absent.`), }),
  FORFEIT_MISMATCH: msg<{ black: Param; expected: Param; recorded: Param; round: Param; white: Param }>({
    pl: (p) => `Runda ${v(p, 'round')}, ${v(p, 'white')}–${v(p, 'black')}: plik wyników ma ${v(p, 'recorded')}, a zapisane nieobecności dają ${v(p, 'expected')}.`,
    en: lower((p) => `Round ${v(p, 'round')}, ${v(p, 'white')}–${v(p, 'black')}: the results file has ${v(p, 'recorded')}, but the absences written down give ${v(p, 'expected')}.`), }),
  CONFLICTING_NOTES: msg<{ absence?: Param; absent: Param; black: Param; player: Param; round: Param; white: Param }>({
    pl: (p) => `Runda ${v(p, 'round')}, ${v(p, 'white')}–${v(p, 'black')}: zawodnik ${v(p, 'player')} w porę przełożył partię, a zawodnik ${v(p, 'absent')} ${absencePl(p)}; partia jest albo przełożona, albo przegrana — zostaw jeden z wierszy.`,
    en: (p) => `Round ${v(p, 'round')}, ${v(p, 'white')}–${v(p, 'black')}: player ${v(p, 'player')} postponed the game in time, but player ${v(p, 'absent')} ${absenceEn(p)}; keep one of the rows.`,
  }),
  MADE_UP_AFTER_ABSENCE: msg<{ absence?: Param; black: Param; date: Param; player: Param; round: Param; white: Param }>({
    pl: (p) => `Runda ${v(p, 'round')}, ${v(p, 'white')}–${v(p, 'black')}: zawodnik ${v(p, 'player')} ${absencePl(p)}, więc partia jest przegrana i nie może być odrobiona ${dt('pl', p, 'date')}.`,
    en: lower((p) => `Round ${v(p, 'round')}, ${v(p, 'white')}–${v(p, 'black')}: player ${v(p, 'player')} ${absenceEn(p)}, so the game is lost and cannot be made up on ${dt('en', p, 'date')}.`), }),
  MADE_UP_CONFLICT: msg<{ black: Param; dates: Param; round: Param; white: Param }>({ pl: (p) => `Runda ${v(p, 'round')}, ${v(p, 'white')}–${v(p, 'black')}: wiersze podają dwie daty odrobienia: ${v(p, 'dates')}.`, en: (p) => `Round ${v(p, 'round')}, ${v(p, 'white')}–${v(p, 'black')}: the rows give two make-up dates, ${v(p, 'dates')}.` }),
  MADE_UP_BEFORE_ROUND: msg<{ black: Param; date: Param; round: Param; roundDate: Param; white: Param }>({
    pl: (p) => `Runda ${v(p, 'round')}, ${v(p, 'white')}–${v(p, 'black')}: przełożoną partię odrabia się po jej rundzie (${dt('pl', p, 'roundDate')}), nie ${dt('pl', p, 'date')}.`,
    en: lower((p) => `Round ${v(p, 'round')}, ${v(p, 'white')}–${v(p, 'black')}: a postponed game is made up after its round (${dt('en', p, 'roundDate')}), not on ${dt('en', p, 'date')}.`), }),
  MADE_UP_NOT_RESERVE_DAY: msg<{ black: Param; date: Param; round: Param; white: Param }>({
    pl: (p) => `Runda ${v(p, 'round')}, ${v(p, 'white')}–${v(p, 'black')}: ${dt('pl', p, 'date')} nie jest dniem rezerwowym sezonu; partia i tak liczy się z tą datą.`,
    en: lower((p) => `Round ${v(p, 'round')}, ${v(p, 'white')}–${v(p, 'black')}: ${dt('en', p, 'date')} is not a reserve day of the season; the game counts on that date all the same.`), }),
  MADE_UP_WITHOUT_DATE: msg<{ black: Param; round: Param; white: Param }>({
    pl: (p) => `Runda ${v(p, 'round')}, ${v(p, 'white')}–${v(p, 'black')}: przełożona partia ma wynik w pliku wyników, ale nie ma daty odrobienia — wpisz dzień rezerwowy w „made_up”.`,
    en: lower((p) => `Round ${v(p, 'round')}, ${v(p, 'white')}–${v(p, 'black')}: the postponed game has a result in the results file but no make-up date; write the reserve date in "made_up".`), }),
  POSTPONED_BUT_FORFEITED: msg<{ black: Param; recorded: Param; round: Param; white: Param }>({
    pl: (p) => `Runda ${v(p, 'round')}, ${v(p, 'white')}–${v(p, 'black')}: partię przełożono w porę, a plik wyników ma walkower (${v(p, 'recorded')}); zostaje wynik z pliku (walkower w dniu odrabiania).`,
    en: (p) => `Round ${v(p, 'round')}, ${v(p, 'white')}–${v(p, 'black')}: the game was postponed in time, yet the results file has a forfeit (${v(p, 'recorded')}); the file's result is kept.`,
  }),
  PAIRING_NOT_BERGER: msg<{ black?: Param; players?: Param; round?: Param; white?: Param }>({
    pl: (p) => `${p.round ? `Runda ${v(p, 'round')} kojarzy ${v(p, 'white')}–${v(p, 'black')}, czego tabela Bergera FIDE nie przewiduje` : `Numery startowe nie są kolejne od 1 do ${v(p, 'players')}, więc tabeli Bergera FIDE nie da się użyć`}; obowiązują kojarzenia z pliku, a partie jeszcze w nim niekojarzone nie mają terminu.`,
    en: (p) => `${p.round ? `Round ${v(p, 'round')} pairs ${v(p, 'white')}–${v(p, 'black')}, which the FIDE Berger table does not` : `The start numbers are not 1…${v(p, 'players')}, so the FIDE Berger table cannot be used`}; the file's pairings are used.`,
  }),
  COLOUR_NOT_BERGER: msg<{ black: Param; round: Param; white: Param }>({
    pl: (p) => `Runda ${v(p, 'round')}: ${v(p, 'white')}–${v(p, 'black')} grano kolorami odwrotnie niż w tabeli Bergera; zostają kolory z pliku.`,
    en: (p) => `Round ${v(p, 'round')}: ${v(p, 'white')}–${v(p, 'black')} was played with the colours the other way round than in the Berger table; the file's colours are kept.`,
  }),
  CHANGE_NO_GAME: msg<{ black: Param; player?: Param; round: Param; white: Param }>({
    pl: (p) => (p.player ? `Zawodnik ${v(p, 'player')} nie ma partii w ${v(p, 'round')}. rundzie.` : `W ${v(p, 'round')}. rundzie nie ma partii ${v(p, 'white')}–${v(p, 'black')} (biały pierwszy).`),
    en: (p) => (p.player ? `Player ${v(p, 'player')} has no game in round ${v(p, 'round')}.` : `Round ${v(p, 'round')} has no game ${v(p, 'white')}–${v(p, 'black')} (white first).`),
  }),
  CHANGE_BAD_RESULT: msg<{ value: Param }>({ pl: (p) => `„${v(p, 'value')}” nie jest wynikiem (1-0, 0-1, 1/2-1/2, +/-, -/+, -/- albo puste, by usunąć wynik).`, en: (p) => `"${v(p, 'value')}" is not a result (1-0, 0-1, 1/2-1/2, +/-, -/+, -/-, or empty to clear).` }),
  CHANGE_BAD_DATE: msg<{ value: Param }>({ pl: (p) => `„${v(p, 'value')}” nie jest prawdziwą datą (RRRR-MM-DD, z godziną GG:MM przy uprzedzeniu).`, en: (p) => `"${v(p, 'value')}" is not a real date (YYYY-MM-DD, with HH:MM for a warning).` }),
  CHANGE_NOT_POSTPONED: msg<{ black: Param; round: Param; white: Param }>({ pl: (p) => `Runda ${v(p, 'round')}, ${v(p, 'white')}–${v(p, 'black')}: partia nie była przełożona — najpierw wpisz przełożenie.`, en: (p) => `Round ${v(p, 'round')}, ${v(p, 'white')}–${v(p, 'black')} was not postponed; write the postponement first.` }),
  EXCLUSION_UNKNOWN_PLAYER: msg<{ league: Param; player: Param }>({ pl: (p) => `Liga „${v(p, 'league')}” nie ma zawodnika z numerem startowym ${v(p, 'player')}.`, en: (p) => `League "${v(p, 'league')}" has no player with start number ${v(p, 'player')}.` }),
  EXCLUSION_ALREADY_CONFIRMED: msg<{ player: Param }>({ pl: (p) => `Wykluczenie zawodnika ${v(p, 'player')} jest już potwierdzone.`, en: (p) => `Player ${v(p, 'player')}'s exclusion is already confirmed.` }),
  EXCLUSION_NOT_CONFIRMED: msg<{ player: Param }>({ pl: (p) => `Zawodnik ${v(p, 'player')} nie jest wykluczony — nie ma czego cofać.`, en: (p) => `Player ${v(p, 'player')} is not excluded; there is nothing to undo.` }),
  EXCLUSION_NOT_DUE: msg<{ player: Param }>({
    pl: (p) => `Dla zawodnika ${v(p, 'player')} nie zachodzi żadna przesłanka wykluczenia — nie ma czego potwierdzać.`,
    en: (p) => `Neither exclusion rule triggers for player ${v(p, 'player')}; there is nothing to confirm.`,
  }),
  EXCLUSION_PREVIEW: msg<{ excluded?: Param; league: Param }>({
    pl: (p) => `Podgląd — nic jeszcze nie zapisano. Zapis zmieni league.json (${v(p, 'league')}: wykluczeni ${v(p, 'excluded') || 'brak'}).`,
    en: (p) => `Preview — nothing is stored yet. Saving changes league.json (${v(p, 'league')}: excluded ${v(p, 'excluded') || 'none'}).`,
  }),
  EXCLUSION_CONFIRMED: msg<{ name: Param; version: Param }>({ pl: (p) => `Wykluczenie potwierdzone: ${v(p, 'name')}. Zapisano league.json (wersja ${v(p, 'version')}).`, en: (p) => `Exclusion confirmed: ${v(p, 'name')}. Saved league.json (version ${v(p, 'version')}).` }),
  EXCLUSION_UNDONE: msg<{ name: Param; version: Param }>({ pl: (p) => `Wykluczenie cofnięte: ${v(p, 'name')}. Zapisano league.json (wersja ${v(p, 'version')}).`, en: (p) => `Exclusion undone: ${v(p, 'name')}. Saved league.json (version ${v(p, 'version')}).` }),
  EXCLUSION_REFUSED: { pl: () => 'Nic nie zapisano:', en: () => 'Nothing was stored:' },
  EXCLUSION_ANNULLED: msg<{ games: Param; min: Param; name: Param }>({
    pl: (p) => `${v(p, 'name')} rozegrał(a) ${n('pl', p, 'games', 'gameAccusative')} (mniej niż ${v(p, 'min')}): wszystkie jego partie zostają anulowane — przeciwnicy tracą lub odzyskują punkty i punkty pomocnicze.`,
    en: (p) => `${v(p, 'name')} played ${v(p, 'games')} games (fewer than ${v(p, 'min')}): all their games are annulled — the opponents' points and tie-breaks change.`,
  }),
  EXCLUSION_FORFEITED: msg<{ games: Param; min: Param; name: Param }>({
    pl: (p) => `${v(p, 'name')} rozegrał(a) ${n('pl', p, 'games', 'gameAccusative')} (co najmniej ${v(p, 'min')}): pozostałe partie to porażki walkowerem, a przeciwnicy wygrywają walkowerem.`,
    en: (p) => `${v(p, 'name')} played ${v(p, 'games')} games (${v(p, 'min')} or more): the remaining games are forfeit losses for them and forfeit wins for the opponents.`,
  }),
} satisfies Record<string, Entry>;

declare module '@/lib/i18n/catalogue' {
  interface KindMessageTables {
    'round-robin-league': typeof ROUND_ROBIN_LEAGUE_MESSAGES;
  }
}

/**
 * Issue 40, item 7: a note about one league of a season of several — one group of a page of groups
 * above all — names it ("Liga „Capablanca”: Runda 1: …"): the loader gives the league's name as
 * `inLeague` where the note's own words do not name it (no `league` param).
 */
function namingTheLeague<T extends Record<string, Entry<never>>>(table: T): T {
  const scoped = (lang: 'pl' | 'en', say: (p: MessageParams) => string) => (p: MessageParams) => {
    const text = say(p);
    if (p.inLeague === undefined || p.league !== undefined) return text;
    return lang === 'pl' ? `Liga „${v(p, 'inLeague')}”: ${text}` : `League "${v(p, 'inLeague')}": ${text}`;
  };
  return Object.fromEntries(
    Object.entries(table).map(([code, e]) => {
      const entry = e as unknown as Entry;
      return [code, { pl: scoped('pl', (p) => entry.pl(p)), en: scoped('en', (p) => entry.en(p)) }];
    }),
  ) as unknown as T;
}

addKindMessages('round-robin-league', namingTheLeague(ROUND_ROBIN_LEAGUE_MESSAGES));
