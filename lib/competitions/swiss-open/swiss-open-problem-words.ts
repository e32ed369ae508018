import { addKindMessages, msg, type OpenParams, type Param, issueWords, lcFirst, ruleErrorWords, v, type Entry } from '@/lib/i18n/catalogue';
import { clause } from '@/lib/i18n/problem-phrases';

/**
 * The coded problems and answers of the open (swiss-open), Polish and English (issue 39: a kind's words are its
 * folder): its loader's and its files' problems, its entry forms' answers. Merged into the one
 * catalogue (lib/i18n/catalogue.ts `addKindMessages`) when this module is first imported — by the
 * kind's problem constructor and by its words file, so wherever the kind's problems are made or its
 * pages are said, its words are there; `KindMessageTables` tells tsc its codes (`say(lang, code)`
 * and `MessageCode` take them). Every code the loaders give has both languages: tests/i18n/loader-codes.test.ts.
 */
export const SWISS_OPEN_MESSAGES = {
  EVENT_JSON_MISSING: { pl: () => 'Brakuje opisu rozgrywek (event.json).', en: () => 'not found in the folder' },
  EVENT_FILE_MISSING: msg<{ file?: Param }>({ pl: () => 'Brakuje pliku, który wymienia event.json.', en: () => 'the Swiss file named in event.json does not exist' }),
  NOT_AN_OPEN: { pl: () => 'Pojedyncze partie wpisuje się tylko dla turnieju open.', en: () => 'Games are entered one at a time for an open only.' },
  OPEN_INCOMPLETE: { pl: () => 'Pliki turnieju jeszcze się nie liczą — najpierw wyślij event.json i plik turnieju szwajcarskiego.', en: () => 'The open’s files do not compute yet; upload event.json and the Swiss file first.' },
  OPEN_NO_GAMES_FILE: { pl: () => 'event.json nie wskazuje pliku partii — dopisz "games": "games.csv".', en: () => 'event.json names no games file: add "games": "games.csv" to it.' },
  GAME_PREVIEW: { pl: () => 'Podgląd — nic jeszcze nie zapisano.', en: () => 'Preview — nothing saved yet.' },
  GAME_REFUSED: { pl: () => 'Partia odrzucona — nic nie zapisano:', en: () => 'The game was refused — nothing saved:' },
  GAME_SAVED: msg<{ name: Param; version: Param }>({ pl: (p) => `Zapisano partię: ${v(p, 'name')} (wersja ${v(p, 'version')}).`, en: (p) => `Game saved: ${v(p, 'name')} (version ${v(p, 'version')}).` }),
  OPEN_CHANGE_NONE: { pl: () => 'Ta partia jeszcze niczego nie rozstrzyga.', en: () => 'This game decides nothing yet.' },
  OPEN_CHANGE_QUALIFIED: msg<{ name: Param; seat: Param }>({ pl: (p) => `${v(p, 'name')} awansuje do finału z numerem ${v(p, 'seat')}.`, en: (p) => `${v(p, 'name')} goes through to the final stage as number ${v(p, 'seat')}.` }),
  OPEN_CHANGE_ELIMINATED: msg<{ name: Param }>({ pl: (p) => `${v(p, 'name')} odpada w barażu.`, en: (p) => `${v(p, 'name')} is out in the play-off.` }),
  OPEN_CHANGE_STAGE_READY: msg<{ names: Param; stage: Param }>({ pl: (p) => `${v(p, 'stage')}: znany cały skład — ${v(p, 'names')}.`, en: (p) => `${v(p, 'stage')}: every player known — ${v(p, 'names')}.` }),
  OPEN_CHANGE_POSITION: msg<{ name: Param; position: Param; stage: Param }>({ pl: (p) => `${v(p, 'stage')}: ${v(p, 'position')}. miejsce — ${v(p, 'name')}.`, en: (p) => `${v(p, 'stage')}: position ${v(p, 'position')} — ${v(p, 'name')}.` }),
  OPEN_CHANGE_MATCH_READY: msg<{ black: Param; stage: Param; white: Param }>({ pl: (p) => `${v(p, 'stage')}: ${v(p, 'white')} – ${v(p, 'black')}.`, en: (p) => `${v(p, 'stage')}: ${v(p, 'white')} – ${v(p, 'black')}.` }),
  OPEN_CHANGE_MATCH_WINNER: msg<{ name: Param; stage: Param }>({ pl: (p) => `${v(p, 'stage')}: wygrywa ${v(p, 'name')}.`, en: (p) => `${v(p, 'stage')}: ${v(p, 'name')} wins.` }),
  OPEN_CHANGE_PLACE: msg<{ name: Param; place: Param }>({ pl: (p) => `Klasyfikacja końcowa: ${v(p, 'place')}. miejsce — ${v(p, 'name')}.`, en: (p) => `Final ranking: place ${v(p, 'place')} — ${v(p, 'name')}.` }),
  EVENT_JSON_INVALID: msg<{ issue?: Param; path?: Param; reason?: Param } & OpenParams>({
    pl: (p) =>
      p.issue
        ? `${p.path ? `Pole „${v(p, 'path')}” w event.json` : 'Plik event.json'}: ${lcFirst(issueWords('pl', p))}.`
        : p.path ? `Pole „${v(p, 'path')}” w event.json ma nieprawidłową wartość.` : p.reason === 'text' ? 'event.json nie jest plikiem tekstowym.' : 'event.json nie jest poprawnym plikiem JSON — sprawdź przecinki, cudzysłowy i nawiasy.',
    en: (p) => (p.issue ? `${v(p, 'path') || 'the file'}: ${issueWords('en', p)}` : p.path ? `The field "${v(p, 'path')}" of event.json has a wrong value.` : p.reason === 'text' ? 'not a text file' : 'not valid JSON; check commas, quotes and brackets') }),
  EVENT_RULES: msg<{ ruleError?: Param } & OpenParams>({
    pl: (p) => `Zasady turnieju (regulamin „preset” lub pole „rules” w event.json) są nieprawidłowe${p.ruleError ? `: ${ruleErrorWords('pl', p)}` : ''}.`,
    en: (p) => (p.ruleError ? ruleErrorWords('en', p) : "The open's rules are wrong."),
  }),
  EVENT_UNKNOWN_RULE: msg<{ rule: Param }>({ pl: (p) => `Nieznana zasada „${v(p, 'rule')}” w event.json — pominięto.`, en: (p) => `Unknown rule "${v(p, 'rule')}" in event.json; ignored.` }),
  EVENT_NO_EDITION: { pl: () => 'Plik turnieju nie ma czytelnej daty rozpoczęcia (rekord 042) — podaj w event.json edycję punktów pomocniczych, „edition”.', en: () => 'The Swiss file has no readable start date (record 042): name the tie-break edition in event.json, "edition".' },
  EVENT_UNKNOWN_PLAYER: msg<{ startNo: Param }>({ pl: (p) => `${v(p, 'startNo')} nie jest numerem startowym w pliku turnieju.`, en: (p) => `${v(p, 'startNo')} is not a start number of the Swiss file.` }),
  EVENT_TOO_FEW_PLAYERS: msg<{ needed: Param }>({ pl: (p) => `Finał potrzebuje ${v(p, 'needed')} zawodników, a turniej szwajcarski ma mniej zawodników, którzy się nie wycofali.`, en: (p) => `The final stage needs ${v(p, 'needed')} qualifiers; the Swiss has fewer players who have not withdrawn.` }),
  EVENT_TOO_MANY_ROUNDS: msg<{ expected: Param; rounds: Param }>({ pl: (p) => `Turniej szwajcarski ma ${v(p, 'rounds')} rund, a zasady przewidują ${v(p, 'expected')}.`, en: (p) => `The Swiss has ${v(p, 'rounds')} rounds; the rules have ${v(p, 'expected')}.` }),
  EVENT_QUALIFIER_IN_CONTINUATION: msg<{ round?: Param; startNo: Param }>({
    pl: (p) => `Zawodnik ${v(p, 'startNo')} awansował do finału, a ma zapis w ${p.round ? `${v(p, 'round')}. rundzie` : 'dalszej części'} turnieju szwajcarskiego.`,
    en: (p) => (p.round ? `player ${v(p, 'startNo')} qualified for the final stage but has an entry in round ${v(p, 'round')} of the Swiss` : `player ${v(p, 'startNo')} qualified for the final stage but has an entry in the continuation of the Swiss`) }),
  GAMES_NOT_TEXT: { pl: () => 'Plik partii nie jest plikiem tekstowym — zapisz partie jako CSV.', en: () => 'This is not a text file; save the games as CSV.' },
  GAMES_BAD_HEADER: msg<{ missing?: Param }>({
    pl: (p) => (p.missing ? `Nagłówek pliku partii musi wymieniać kolumny stage,round,white,black,result (brak: ${v(p, 'missing')}).` : 'Cudzysłów otwarty w tym wierszu nie jest nigdzie zamknięty.'),
    en: (p) => (p.missing ? `The header must name the columns stage,round,white,black,result (missing: ${v(p, 'missing')}).` : 'A quote opened on this line is never closed.'),
  }),
  GAMES_BAD_STAGE: msg<{ stage: Param; stages?: Param }>({ pl: (p) => `Nieznany etap „${v(p, 'stage')}”${p.stages ? ` (znane: ${v(p, 'stages')})` : ''}.`, en: (p) => `unknown stage "${v(p, 'stage')}"${p.stages ? ` (one of ${v(p, 'stages')})` : ''}` }),
  GAMES_BAD_ROUND: msg<{ black?: Param; expected?: Param; reason?: Param; round: Param; rounds?: Param; stage?: Param; white?: Param }>({
    pl: (p) =>
      p.expected
        ? `Zawodnicy nr ${v(p, 'white')} i nr ${v(p, 'black')} grają w barażu w ${v(p, 'expected')}. rundzie, nie w ${v(p, 'round')}.`
        : p.rounds
          ? `Etap „${v(p, 'stage')}” ma rundy 1–${v(p, 'rounds')} (nie ${v(p, 'round')}).`
          : p.reason === 'armageddon'
            ? `Etap „${v(p, 'stage')}” nie ma armageddonu; wpisz numer rundy.`
            : `Runda „${v(p, 'round')}” nie jest numerem rundy ani A (armageddon).`,
    en: (p) =>
      p.expected
        ? `players ${v(p, 'white')} and ${v(p, 'black')} meet in play-off round ${v(p, 'expected')}, not ${v(p, 'round')}`
        : p.rounds
          ? `${v(p, 'stage')} has rounds 1–${v(p, 'rounds')}`
          : p.reason === 'armageddon'
            ? `stage ${v(p, 'stage')} has no armageddon; write the round number`
            : `round "${v(p, 'round')}" is neither a round number nor A (armageddon)` }),
  GAMES_BAD_PLAYER: msg<{ side?: Param; value: Param }>({ pl: (p) => `„${v(p, 'value')}” (${v(p, 'side') === 'white' ? 'białe' : 'czarne'}) nie jest numerem startowym.`, en: clause((p) => `${v(p, 'side')} "${v(p, 'value')}" is not a start number.`) }),
  GAMES_UNKNOWN_PLAYER: msg<{ side?: Param; startNo: Param }>({ pl: (p) => `${v(p, 'startNo')} (${v(p, 'side') === 'white' ? 'białe' : 'czarne'}) nie jest numerem startowym w pliku turnieju.`, en: clause((p) => `${v(p, 'side')} ${v(p, 'startNo')} is not a start number of the Swiss file.`) }),
  GAMES_SAME_PLAYER: msg<{ startNo: Param }>({ pl: (p) => `Zawodnik ${v(p, 'startNo')} nie może grać sam ze sobą.`, en: clause((p) => `Player ${v(p, 'startNo')} cannot play against themselves.`) }),
  GAMES_BAD_RESULT: msg<{ result: Param }>({ pl: (p) => `Wynik „${v(p, 'result')}” nie jest jednym z 1-0, 0-1, 1/2-1/2, +/-, -/+ (albo pusty: partia jeszcze nierozegrana).`, en: clause((p) => `Result "${v(p, 'result')}" is not one of 1-0, 0-1, 1/2-1/2, +/-, -/+ (or empty: not played yet).`) }),
  GAMES_NOT_IN_STAGE: msg<{ black?: Param; first?: Param; players?: Param; reason?: Param; second?: Param; stage?: Param; startNo?: Param; white?: Param }>({
    pl: (p) => (p.stage ? `Ta partia nie należy do etapu ${v(p, 'stage')}${p.white ? ` (${v(p, 'white')}–${v(p, 'black')})` : ''} — jego zawodnicy lub kojarzenie są inne albo jeszcze nieznane.` : 'Ta partia nie należy do żadnego etapu, który jest już znany (baraż lub finał).'),
    en: (p) => {
      const players = v(p, 'players').split(', ').join(' and ');
      switch (p.reason) {
        case 'not-member': return `player ${players} is not a member of ${v(p, 'stage')}`;
        case 'not-known': return `player ${players} is not known to be a member of ${v(p, 'stage')}`;
        case 'no-playoff': return 'there is no play-off: nobody below the cut has the points of the last qualifier';
        case 'qualifier-open': return 'the qualifier is not over: the play-off is not known yet';
        case 'players-unknown': return `the players of ${v(p, 'stage')} are not known yet`;
        case 'pairing': return `${v(p, 'stage')} is ${v(p, 'first')} – ${v(p, 'second')}, not ${v(p, 'white')} – ${v(p, 'black')}`;
        case 'bracket': return `players ${v(p, 'white')} and ${v(p, 'black')} are not paired in the play-off (the bracket pairs the highest seed with the lowest, §2.5.4)`;
        default: return p.stage ? `This game is not one of ${v(p, 'stage')}${p.white ? ` (${v(p, 'white')}–${v(p, 'black')})` : ''}: its players or pairing differ or are not known yet.` : 'This game belongs to no stage known yet (play-off or final).';
      }
    } }),
  GAMES_DUPLICATE: msg<{ black?: Param; round?: Param; stage?: Param; white?: Param }>({
    pl: (p) => (p.white ? `Zawodnicy ${v(p, 'white')} i ${v(p, 'black')} mają już tę partię w pliku.` : `${v(p, 'stage')} ma już ${p.round ? `partię ${v(p, 'round')}` : 'armageddon'}.`),
    en: (p) => (p.white ? `Players ${v(p, 'white')} and ${v(p, 'black')} already have this game in the file.` : `${v(p, 'stage')} already has ${p.round ? `game ${v(p, 'round')}` : 'an armageddon'}.`),
  }),
  GAMES_TWICE_IN_ROUND: msg<{ round: Param; startNo: Param }>({ pl: (p) => `Zawodnik ${v(p, 'startNo')} ma już partię w ${v(p, 'round')}. rundzie tego etapu.`, en: (p) => `Player ${v(p, 'startNo')} already has a game in round ${v(p, 'round')} of this stage.` }),
  GAMES_ARMAGEDDON_NOT_NEEDED: msg<{ stage: Param }>({ pl: (p) => `Armageddon gra się tylko przy remisowym stanie meczu; ${v(p, 'stage')} nie jest remisowy.`, en: (p) => `An armageddon is played only at a level score; ${v(p, 'stage')} is not level.` }),
  GAMES_TOO_MANY: msg<{ games: Param; stage: Param }>({ pl: (p) => `Mecz ${v(p, 'stage')} ma ${v(p, 'games')} partii (potem armageddon, runda A).`, en: clause((p) => `A match of ${v(p, 'stage')} has ${v(p, 'games')} games (then an armageddon, round A).`) }),
} satisfies Record<string, Entry>;

declare module '@/lib/i18n/catalogue' {
  interface KindMessageTables {
    'swiss-open': typeof SWISS_OPEN_MESSAGES;
  }
}

addKindMessages('swiss-open', SWISS_OPEN_MESSAGES);
