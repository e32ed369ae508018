import { addKindMessages, msg, type NoParams, type OpenParams, type Param, codeMessage, dt, issueWords, lcFirst, n, ruleErrorWords, v, type Entry, type MessageParams } from '@/lib/i18n/catalogue';
import { countOf } from '@/lib/i18n/plural';
import { clause, unstopped } from '@/lib/i18n/problem-phrases';

const MATCHES = { pl: { one: 'mecz', few: 'mecze', many: 'meczów' }, en: { one: 'match', other: 'matches' } };
/** "Rundy 8–14 pliku (124 mecze)" / "Rounds 8–14 of the file (124 matches)", or one round (issue 40: one refusal, not a line per match). */
const roundsPl = (p: MessageParams): string =>
  `${v(p, 'round') === v(p, 'last') || p.last === undefined ? `Runda ${v(p, 'round')}` : `Rundy ${v(p, 'round')}–${v(p, 'last')}`} pliku${p.matches !== undefined ? ` (${countOf('pl', v(p, 'matches'), MATCHES)})` : ''}`;
const roundsEn = (p: MessageParams): string =>
  `${v(p, 'round') === v(p, 'last') || p.last === undefined ? `Round ${v(p, 'round')}` : `Rounds ${v(p, 'round')}–${v(p, 'last')}`} of the file${p.matches !== undefined ? ` (${countOf('en', v(p, 'matches'), MATCHES)})` : ''}`;
const onePl = (p: MessageParams, one: string, many: string): string => (v(p, 'round') === v(p, 'last') || p.last === undefined ? one : many);

/** The team-league.json lists that name teams (UNKNOWN_TEAM's `key`, lib/competitions/team-league/load-team-league.ts). */
const TEAM_LIST_KEY_PL: Record<string, string> = { lot: 'Losowanie („lot”)', lateEntries: 'Późne zgłoszenia („lateEntries”)' };

/**
 * The coded problems and answers of the team league, Polish and English (issue 39: a kind's words are its
 * folder): its loader's and its files' problems, its entry forms' answers. Merged into the one
 * catalogue (lib/i18n/catalogue.ts `addKindMessages`) when this module is first imported — by the
 * kind's problem constructor and by its words file, so wherever the kind's problems are made or its
 * pages are said, its words are there; `KindMessageTables` tells tsc its codes (`say(lang, code)`
 * and `MessageCode` take them). Every code the loaders give has both languages: tests/i18n/loader-codes.test.ts.
 */
export const TEAM_LEAGUE_MESSAGES = {
  FILE_MISSING: msg<{ file?: Param; role?: Param }>({ pl: (p) => (p.role === 'teams' ? 'Brakuje pliku drużyn, który wymienia team-league.json.' : p.role === 'boards' ? 'Brakuje pliku wyników szachownic, który wymienia team-league.json.' : p.file === 'team-league.json' ? 'Brakuje team-league.json w folderze ligi.' : 'Brakuje tego pliku w folderze rozgrywek.'), en: (p) => (p.role === 'teams' ? 'the teams file named in team-league.json does not exist' : p.role === 'boards' ? 'the board results file named in team-league.json does not exist' : p.file === 'team-league.json' ? 'not found in the league folder' : 'This file of the competition’s folder is missing.') }),
  CAPTAIN_NOT_TEAM_LEAGUE: msg<{ slug?: Param }>({ pl: (p) => (p.slug ? `„${v(p, 'slug')}” nie jest ligą drużynową.` : 'To nie jest liga drużynowa.'), en: (p) => (p.slug ? `"${v(p, 'slug')}" is not a team league.` : 'This is not a team league.') }),
  CAPTAIN_LEAGUE_INCOMPLETE: { pl: () => 'Liga drużynowa jeszcze się nie liczy — najpierw jej pliki.', en: () => 'The team league does not compute yet; its files come first.' },
  CAPTAIN_UNKNOWN_TEAM: msg<{ team: Param }>({ pl: (p) => `„${v(p, 'team')}” nie jest drużyną tej ligi.`, en: (p) => `"${v(p, 'team')}" is not a team of this league.` }),
  CAPTAIN_TEAM_GONE: msg<{ team: Param }>({ pl: (p) => `„${v(p, 'team')}” nie jest już drużyną tej ligi.`, en: (p) => `"${v(p, 'team')}" is no longer a team of this league.` }),
  CAPTAIN_ACCOUNT_REMOVED: msg<{ email?: Param }>({ pl: (p) => (p.email ? `Konto ${v(p, 'email')} zostało usunięte.` : 'To konto zostało usunięte.'), en: (p) => (p.email ? `The account ${v(p, 'email')} was removed.` : 'This account was removed.') }),
  CAPTAIN_ALREADY: msg<{ email: Param; team: Param }>({ pl: (p) => `${v(p, 'email')} już jest kapitanem drużyny ${v(p, 'team')}.`, en: (p) => `${v(p, 'email')} is already the captain of ${v(p, 'team')}.` }),
  CAPTAIN_SAME_TEAM: { pl: () => 'Drużyna nie gra sama ze sobą.', en: () => 'A team cannot play itself.' },
  CAPTAIN_BAD_ROUND: msg<{ round: Param }>({ pl: (p) => `Runda ${v(p, 'round')} nie jest rundą tej ligi.`, en: (p) => `Round ${v(p, 'round')} is not a round of this league.` }),
  CAPTAIN_BOARDS: msg<{ boards: Param }>({ pl: (p) => `Mecz ma szachownice 1–${v(p, 'boards')}, każdą raz.`, en: (p) => `A match has boards 1–${v(p, 'boards')}, each once.` }),
  CAPTAIN_RESULT_MISSING: { pl: () => 'Każda szachownica potrzebuje wyniku.', en: () => 'Every board needs its result.' },
  CAPTAIN_BOARDS_TRF: msg<{ file: Param }>({ pl: (p) => `Wyniki ligi to plik TRF programu kojarzącego (${v(p, 'file')}) — wpisz mecz w programie i wgraj plik ponownie.`, en: (p) => `The results are the pairing program's TRF (${v(p, 'file')}); enter the match there and upload the file again.` }),
  CAPTAIN_MATCH_REFUSED: { pl: () => 'Mecz nie pasuje do wyników ligi:', en: () => 'The match does not fit the league’s results:' },
  CAPTAIN_NOT_OWN_MATCH: msg<{ team: Param }>({ pl: (p) => `Zgłaszasz tylko mecze drużyny ${v(p, 'team')}.`, en: (p) => `You report only the matches of ${v(p, 'team')}.` }),
  CAPTAIN_ALREADY_PENDING: msg<{ round: Param }>({ pl: (p) => `Twój wynik rundy ${v(p, 'round')} już czeka na sędziego.`, en: (p) => `Your result of round ${v(p, 'round')} already waits for the arbiter.` }),
  CAPTAIN_NO_SUBMISSION: msg<{ id: Param }>({ pl: (p) => `Nie ma zgłoszenia ${v(p, 'id')}.`, en: (p) => `No submission ${v(p, 'id')}.` }),
  /** `status`: what the submission already is ('confirmed', 'rejected'); empty, decided either way. */
  CAPTAIN_DECIDED: msg<{ id: Param; status?: Param }>({
    pl: (p) => (p.status === 'confirmed' ? `Zgłoszenie ${v(p, 'id')} zostało już zatwierdzone.` : p.status === 'rejected' ? `Zgłoszenie ${v(p, 'id')} zostało już odrzucone.` : `Zgłoszenie ${v(p, 'id')} zostało już rozpatrzone.`),
    en: (p) => `Submission ${v(p, 'id')} was already ${p.status ? v(p, 'status') : 'decided'}.`,
  }),
  CAPTAIN_REASON: { pl: () => 'Podaj kapitanowi powód (najwyżej 500 znaków).', en: () => 'Give the captain a reason (at most 500 characters).' },
  CAPTAIN_PREVIEW: { pl: () => 'Podgląd — nic jeszcze nie wysłano. Sprawdź składy i tabelę, potem wyślij.', en: () => 'Preview — nothing sent yet. Check the line-ups and the table, then send.' },
  CAPTAIN_SUBMITTED: msg<{ round: Param }>({ pl: (p) => `Wysłano wynik rundy ${v(p, 'round')} — czeka na zatwierdzenie sędziego.`, en: (p) => `Round ${v(p, 'round')} sent — it waits for the arbiter to confirm it.` }),
  CAPTAIN_REFUSED: { pl: () => 'Nie wysłano:', en: () => 'Not sent:' },
  CAPTAIN_GRANTED: msg<{ email: Param; team: Param }>({ pl: (p) => `${v(p, 'email')} jest kapitanem drużyny ${v(p, 'team')}.`, en: (p) => `${v(p, 'email')} is the captain of ${v(p, 'team')}.` }),
  CAPTAIN_CONFIRMED: msg<{ file: Param; version: Param }>({ pl: (p) => `Zatwierdzono: ${v(p, 'file')} (wersja ${v(p, 'version')}).`, en: (p) => `Confirmed: ${v(p, 'file')} (version ${v(p, 'version')}).` }),
  CAPTAIN_REJECTED: { pl: () => 'Odrzucono zgłoszenie; kapitan widzi powód.', en: () => 'Submission rejected; the captain sees the reason.' },
  CAPTAIN_NOT_DONE: { pl: () => 'Nie wykonano:', en: () => 'Not done:' },
  CAPTAIN_REVOKED: msg<{ date?: Param; team: Param }>({
    pl: (p) => `Sędzia odebrał ci ${p.date ? `${dt('pl', p, 'date')} ` : ''}uprawnienia kapitana drużyny ${v(p, 'team')} — nie możesz już zgłaszać jej wyników.`,
    en: (p) => `The arbiter revoked your captaincy of ${v(p, 'team')}${p.date ? ` on ${dt('en', p, 'date')}` : ''}; you can no longer send its results.`,
  }),
  CAPTAIN_NO_GRANT: msg<{ id: Param }>({ pl: (p) => `W tej lidze nie ma uprawnienia kapitana ${v(p, 'id')} do odebrania (może już odebrano).`, en: (p) => `No captain grant ${v(p, 'id')} in this league to revoke (already revoked?).` }),
  CAPTAIN_REVOKED_DONE: msg<{ email: Param; pending?: Param; team: Param }>({
    pl: (p) => `Odebrano uprawnienia kapitana: ${v(p, 'email')} (${v(p, 'team')}).${Number(p.pending) > 0 ? ` Czekające zgłoszenia (${v(p, 'pending')}) zostają do twojej decyzji.` : ''}`,
    en: (p) => `Captaincy revoked: ${v(p, 'email')} (${v(p, 'team')}).${Number(p.pending) > 0 ? ` Their pending submissions (${v(p, 'pending')}) stay for you to decide.` : ''}`,
  }),
  TEAM_NOT_TEXT: msg<{ file: Param }>({ pl: (p) => `${v(p, 'file')} nie jest plikiem tekstowym — zapisz go jako CSV (UTF-8) albo TRF.`, en: (p) => `${v(p, 'file')} is not a text file; save it as CSV (UTF-8) or TRF.` }),
  TEAM_NO_ROWS: msg<{ file: Param }>({ pl: (p) => `${v(p, 'file')} nie zawiera żadnego wiersza z danymi.`, en: (p) => `${v(p, 'file')} has no rows of data.` }),
  BAD_JSON: msg<{ file?: Param; issue?: Param; path?: Param; reason?: Param } & OpenParams>({
    pl: (p) =>
      p.path
        ? p.issue
          ? `${p.path === 'team-league.json' ? `Plik ${v(p, 'file') || 'team-league.json'}` : `Pole „${v(p, 'path')}” w ${v(p, 'file') || 'team-league.json'}`}: ${lcFirst(issueWords('pl', p))}.`
          : `Pole „${v(p, 'path')}” w ${v(p, 'file') || 'team-league.json'} ma nieprawidłową wartość.`
        : `${v(p, 'file') || 'team-league.json'} nie jest poprawnym plikiem JSON — sprawdź przecinki, cudzysłowy i nawiasy.`,
    en: (p) => (p.path ? (p.issue ? `${p.path === 'team-league.json' ? 'the file' : v(p, 'path')}: ${issueWords('en', p)}` : `The field "${v(p, 'path')}" of ${v(p, 'file') || 'team-league.json'} has a wrong value.`) : `not valid JSON (${v(p, 'reason') || 'not a text file'}); check commas, quotes and brackets`) }),
  BAD_RULES: msg<{ preset?: Param; ruleError?: Param } & OpenParams>({
    pl: (p) => `Zasady ligi (regulamin ${p.preset ? `„${v(p, 'preset')}”` : '„preset”'} lub pole „rules” w team-league.json) są nieprawidłowe${p.ruleError ? `: ${ruleErrorWords('pl', p)}` : ' — sprawdź nazwę regulaminu i wartości zasad'}.`,
    en: (p) => (p.ruleError ? ruleErrorWords('en', p) : `The league's rules (preset ${p.preset ? `"${v(p, 'preset')}"` : '"preset"'} or the "rules" field of team-league.json) are wrong.`) }),
  TEAM_UNKNOWN_RULE: msg<{ rule: Param }>({ pl: (p) => `Nieznana zasada „${v(p, 'rule')}” w team-league.json — pominięto.`, en: (p) => `unknown rule "${v(p, 'rule')}" ignored` }),
  MISSING_VALUE: msg<{ missing: Param }>({ pl: (p) => `Każdy wiersz potrzebuje drużyny, klubu i nazwiska (brak: ${v(p, 'missing').split(', ').map((c) => ({ team: 'drużyna', club: 'klub', name: 'nazwisko' })[c] ?? c).join(', ')}).`, en: clause((p) => `Every row needs a team, a club and a name (${v(p, 'missing')} missing).`) }),
  BAD_BOARD: msg<{ boards: Param; value: Param }>({
    pl: (p) => `Szachownica „${v(p, 'value')}” nie jest żadną z szachownic 1–${v(p, 'boards')} ani rezerwą (R).`,
    en: (p) => `Board "${v(p, 'value')}" is neither a board 1–${v(p, 'boards')} nor a reserve (R).`,
  }),
  DUPLICATE_BOARD: msg<{ board: Param; first: Param; playoff?: Param; round: Param; team?: Param }>({
    pl: (p) => (p.team ? `Drużyna „${v(p, 'team')}” ma już zawodnika na ${v(p, 'board')}. szachownicy (wiersz ${v(p, 'first')}).` : `Runda ${v(p, 'round')}: ${v(p, 'board')}. szachownica${p.playoff ? ' dogrywki' : ''} tego meczu jest już w wierszu ${v(p, 'first')}.`),
    en: clause((p) => (p.team ? `Team "${v(p, 'team')}" already has a player on board ${v(p, 'board')} (line ${v(p, 'first')}).` : `Round ${v(p, 'round')}: board ${v(p, 'board')}${p.playoff ? ' of the play-off' : ''} of this match is already on line ${v(p, 'first')}.`)), }),
  TEAM_TWO_CLUBS: msg<{ club: Param; first: Param; other: Param; team: Param }>({
    pl: (p) => `Drużyna „${v(p, 'team')}” należy do klubu „${v(p, 'club')}” (wiersz ${v(p, 'first')}), nie „${v(p, 'other')}”.`,
    en: clause((p) => `Team "${v(p, 'team')}" is of club "${v(p, 'club')}" (line ${v(p, 'first')}), not "${v(p, 'other')}".`), }),
  TEAM_DUPLICATE_PLAYER: msg<{ club: Param; first: Param; name: Param }>({
    pl: (p) => `„${v(p, 'name')}” jest już na liście klubu „${v(p, 'club')}” (wiersz ${v(p, 'first')}); zawodnika zgłasza się w klubie raz.`,
    en: clause((p) => `"${v(p, 'name')}" is already on the list of club "${v(p, 'club')}" (line ${v(p, 'first')}); a player is registered once per club.`), }),
  TEAM_BAD_SEX: msg<{ value: Param }>({ pl: (p) => `Płeć „${v(p, 'value')}” to nie m ani k (w, f); uznano za nieznaną.`, en: clause((p) => `Sex "${v(p, 'value')}" is not m or w (k, f); read as unknown.`) }),
  TEAM_BAD_BIRTH: msg<{ value: Param }>({ pl: (p) => `Data urodzenia „${v(p, 'value')}” nie jest rokiem ani datą; uznano za nieznaną.`, en: clause((p) => `Birth "${v(p, 'value')}" is not a year or a date; read as unknown.`) }),
  TEAM_BAD_RATING: msg<{ value: Param }>({ pl: (p) => `Ranking „${v(p, 'value')}” nie jest liczbą całkowitą.`, en: clause((p) => `Rating "${v(p, 'value')}" is not a whole number.`) }),
  BAD_ROUND: msg<{ value: Param }>({ pl: (p) => `Runda „${v(p, 'value')}” nie jest numerem rundy 1, 2, …`, en: clause((p) => `Round "${v(p, 'value')}" is not a round number 1, 2, …`) }),
  UNKNOWN_TEAM: msg<{ file?: Param; key?: Param; side?: Param; team: Param }>({
    pl: (p) =>
      p.key
        ? `${TEAM_LIST_KEY_PL[v(p, 'key')] ?? `Pole „${v(p, 'key')}”`}: „${v(p, 'team')}” nie jest drużyną z pliku ${v(p, 'file')}.`
        : `${p.side === 'home' ? 'Gospodarz' : p.side === 'away' ? 'Gość' : 'Drużyna'} „${v(p, 'team')}” nie występuje w pliku drużyn${p.side === 'away' ? ' (przy pauzie wpisz BYE)' : ''}.`,
    en: clause((p) =>
      p.key
        ? `${v(p, 'key')}: "${v(p, 'team')}" is not a team of ${v(p, 'file')}.`
        : `${p.side === 'home' ? 'Home team' : p.side === 'away' ? 'Away team' : 'Team'} "${v(p, 'team')}" is not in the teams file${p.side === 'away' ? ' (write BYE for a bye)' : ''}.`), }),
  SAME_TEAM: msg<{ team: Param }>({ pl: (p) => `Drużyna „${v(p, 'team')}” nie może grać sama ze sobą.`, en: clause((p) => `"${v(p, 'team')}" cannot play itself.`) }),
  BAD_RESULT: msg<{ forfeit?: Param; value: Param }>({
    pl: (p) => (p.forfeit ? `Mecz oddany walkowerem (szachownica 0) ma wynik +/- (walkower oddał gość), -/+ (gospodarz) albo -/- (obie drużyny), nie „${v(p, 'value')}”.` : `Wynik „${v(p, 'value')}” to nie 1-0, 0-1, 1/2-1/2, +/-, -/+ ani -/-.`),
    en: clause((p) => (p.forfeit ? `A forfeited match (board 0) takes +/- (the away team forfeited), -/+ (the home team) or -/- (both), not "${v(p, 'value')}".` : `Result "${v(p, 'value')}" is not 1-0, 0-1, 1/2-1/2, +/-, -/+ or -/-.`)), }),
  MATCH_ORIENTATION: msg<{ first: Param; round: Param; team: Param }>({
    pl: (p) => `Runda ${v(p, 'round')}: gospodarzem tego meczu jest „${v(p, 'team')}” (wiersz ${v(p, 'first')}); wpisz każdą szachownicę z tym samym gospodarzem i gościem.`,
    en: clause((p) => `Round ${v(p, 'round')}: "${v(p, 'team')}" is the home team of this match (line ${v(p, 'first')}); write every board with the same home and away.`), }),
  TEAM_TWICE_IN_ROUND: msg<{ first: Param; round: Param; team: Param }>({
    pl: (p) => `Runda ${v(p, 'round')}: „${v(p, 'team')}” gra już inny mecz (wiersz ${v(p, 'first')}).`,
    en: clause((p) => `Round ${v(p, 'round')}: "${v(p, 'team')}" already plays another match (line ${v(p, 'first')}).`), }),
  BYE_WITH_BOARDS: msg<NoParams>({ pl: () => 'Pauza to jeden wiersz z gościem BYE, bez szachownicy, zawodników i wyniku.', en: clause(() => 'A bye is one row with away BYE and no board, players or result.') }),
  FORFEIT_WITH_BOARDS: msg<{ already?: Param; first: Param; round: Param }>({
    pl: (p) =>
      p.already === 'forfeited'
        ? `Runda ${v(p, 'round')}: ten mecz oddano walkowerem (szachownica 0, wiersz ${v(p, 'first')}) — nie ma szachownic.`
        : `Runda ${v(p, 'round')}: ten mecz ma już ${p.already === 'forfeit' ? 'wiersz walkowera' : 'wiersze szachownic'} (wiersz ${v(p, 'first')}); mecz oddany walkowerem to jeden wiersz z szachownicą 0.`,
    en: clause((p) =>
      p.already === 'forfeited'
        ? `Round ${v(p, 'round')}: this match was forfeited (board 0, line ${v(p, 'first')}); it has no boards.`
        : `Round ${v(p, 'round')}: this match already has ${p.already === 'forfeit' ? 'a forfeit row' : 'board rows'} (line ${v(p, 'first')}); a forfeited match is one row with board 0.`), }),
  MISSING_BOARDS: msg<{ away: Param; home: Param; missing: Param; playoff?: Param; round: Param }>({
    pl: (p) => `Runda ${v(p, 'round')}, ${v(p, 'home')} – ${v(p, 'away')}: brak ${p.playoff ? 'szachownic dogrywki' : 'szachownic'} ${v(p, 'missing')} (wolna szachownica to wiersz z pustym zawodnikiem).`,
    en: clause((p) => `Round ${v(p, 'round')}, ${v(p, 'home')} – ${v(p, 'away')}: ${p.playoff ? 'play-off boards' : 'boards'} ${v(p, 'missing')} missing (a vacancy is a row with the player left blank).`), }),
  VACANCY_RESULT: msg<{ board: Param; expected: Param; vacant?: Param; value: Param }>({
    pl: (p) => `Szachownica ${v(p, 'board')}: ${p.vacant === 'both' ? 'obie strony są wolne' : p.vacant === 'home' ? 'gospodarz nie wystawił zawodnika' : 'gość nie wystawił zawodnika'}, więc wynik to ${v(p, 'expected')}, nie „${v(p, 'value')}”.`,
    en: clause((p) => `Board ${v(p, 'board')}: ${p.vacant === 'both' ? 'both sides are vacant' : `the ${v(p, 'vacant')} board is vacant`}, so the result is ${v(p, 'expected')}, not "${v(p, 'value')}".`), }),
  KNOCKOUT_BEFORE_SWISS_END: msg<{ round: Param; last: Param; matches: Param; swissRounds: Param }>({
    pl: (p) =>
      `${roundsPl(p)} ${onePl(p, 'jest', 'są')} według zasad (${v(p, 'swissRounds')} rund systemu szwajcarskiego — „swissRounds” — potem mecze o miejsca) ${onePl(p, 'rundą', 'rundami')} meczów o miejsca, a rund systemu szwajcarskiego nie ma jeszcze w komplecie z wynikami. Jeśli plik to turniej szwajcarski na ${v(p, 'last')} rund, wybierz zestaw zasad „Liga drużynowa: system szwajcarski” albo zmień liczbę rund.`,
    en: clause((p) => `${roundsEn(p)} ${onePl(p, 'is a knock-out round', 'are knock-out rounds')} by the rules (${v(p, 'swissRounds')} Swiss rounds — "swissRounds" — then matches for places), but the Swiss rounds are not all in with every result. If the file is a Swiss of ${v(p, 'last')} rounds, choose the preset "Team league: Swiss system" or change the number of rounds.`), }),
  KNOCKOUT_PAIRING: msg<{ away?: Param; home: Param; round: Param }>({
    pl: (p) => `Runda ${v(p, 'round')}: ${p.away ? `${v(p, 'home')} – ${v(p, 'away')}` : `${v(p, 'home')} (pauza)`} to nie mecz drabinki o miejsca, jaki wynika z tabeli systemu szwajcarskiego i wcześniejszych wyników.`,
    en: clause((p) => `Round ${v(p, 'round')}: ${p.away ? `${v(p, 'home')} – ${v(p, 'away')}` : `${v(p, 'home')} (bye)`} is not a match of the knock-out bracket as the Swiss table and the earlier results make it.`), }),
  ROUND_AFTER_LAST: msg<{ round: Param; last: Param; matches: Param; rounds: Param }>({
    pl: (p) => `${roundsPl(p)} ${onePl(p, 'wypada', 'wypadają')} po ${v(p, 'rounds')} rundach rozgrywek według zasad („swissRounds”), a liga nie ma fazy meczów o miejsca: zmień liczbę rund w zasadach.`,
    en: clause((p) => `${roundsEn(p)} ${onePl(p, 'comes', 'come')} after the league's ${v(p, 'rounds')} rounds by the rules ("swissRounds"), and the league has no knock-out stage: change the number of rounds in the rules.`), }),
  LOT_PENDING: msg<{ teams: Param }>({
    pl: (p) => `Żadne kryterium nie rozdziela drużyn ${v(p, 'teams')}: rozlosuj kolejność i wpisz ją w „lot”; do tego czasu obowiązuje kolejność z teams.csv.`,
    en: clause((p) => `No criterion separates ${v(p, 'teams')}: draw lots and list the drawn order under "lot"; until then teams.csv order stands.`), }),
  TRF_FILE: msg<{ trfCode: Param } & OpenParams>({ pl: (p) => codeMessage('pl', v(p, 'trfCode'), p, 'Błąd w pliku TRF.'), en: (p) => codeMessage('en', v(p, 'trfCode'), p, 'A problem in the TRF file.') }),
  TRF_WARNING: msg<{ trfCode: Param } & OpenParams>({ pl: (p) => codeMessage('pl', v(p, 'trfCode'), p, 'Uwaga do pliku TRF.'), en: (p) => codeMessage('en', v(p, 'trfCode'), p, 'A warning about the TRF file.') }),
  TRF_NO_TEAMS: msg<{ file?: Param }>({
    pl: (p) => `${v(p, 'file') || 'Plik TRF'} nie ma rekordów drużyn (wierszy zaczynających się od 013 lub 310) — wyeksportuj turniej drużynowy razem z drużynami.`,
    en: (p) => `${v(p, 'file') || 'The TRF file'} has no team records (lines starting with 013 or 310); export the team tournament with its teams.`,
  }),
  // issue 40: teams.csv need not be written by hand when the arbiter has the team TRF
  TEAMS_FROM_TRF: msg<{ file?: Param; players: Param; record: Param; teams: Param }>({
    pl: (p) => `Drużyny i składy wzięto z rekordów drużyn pliku TRF (${v(p, 'record')}): ${v(p, 'teams')} drużyn, ${n('pl', p, 'players', 'player')}. Kolejność zawodników w rekordzie to kolejność szachownic (pierwsi do liczby szachownic, dalej rezerwowi); każda drużyna jest swoim klubem, bo TRF nie podaje klubów.`,
    en: (p) => `Teams and rosters are taken from the TRF's team records (${v(p, 'record')}): ${v(p, 'teams')} teams, ${n('en', p, 'players', 'player')}. A record's order of players is the board order (the first up to the number of boards, then reserves); each team is its own club, since a TRF names no clubs.`,
  }),
  TRF_LINEUP_DIFFERS: msg<{ board: Param; name: Param; round: Param; team: Param }>({
    pl: (p) => `Runda ${v(p, 'round')}: ${v(p, 'name')} („${v(p, 'team')}”) grał(a), choć skład rundy (rekord 801) go nie wymienia; przyjęto szachownicę ${v(p, 'board')} — tę, której zawodnik ze składu nie grał.`,
    en: (p) => `Round ${v(p, 'round')}: ${v(p, 'name')} ("${v(p, 'team')}") played though the round's line-up (record 801) does not name them; board ${v(p, 'board')} is taken — the one whose listed player did not play.`,
  }),
  TRF_PUBLISHED_DIFFERS: msg<{ count: Param; more: Param; teams: Param }>({
    pl: (p) => `Punkty meczowe lub punkty partii ${v(p, 'count') === '1' ? 'drużyny' : 'drużyn'} ${v(p, 'teams')}${Number(p.more) > 0 ? ` i ${v(p, 'more')} innych` : ''} wyliczone z partii różnią się od tabeli, którą publikuje sam plik (rekordy 310) — sprawdź pauzy i walkowery tych drużyn.`,
    en: (p) => `The match or game points of ${v(p, 'teams')}${Number(p.more) > 0 ? ` and ${v(p, 'more')} more` : ''} computed from the games differ from the table the file itself publishes (records 310) — check those teams' byes and forfeits.`,
  }),
  TRF_PUBLISHED_ORDER: msg<{ teams: Param; tiebreaks: Param }>({
    pl: (p) => `Drużyny z równą liczbą punktów meczowych są uszeregowane tak, jak publikuje je plik (miejsca w rekordach 310 dla ${v(p, 'teams')} drużyn)${p.tiebreaks ? ` — według punktacji pomocniczej, którą plik deklaruje: ${v(p, 'tiebreaks')}` : ''}.`,
    en: (p) => `Teams level on match points are ordered as the file publishes them (the places of its 310 records for ${v(p, 'teams')} teams)${p.tiebreaks ? ` — by the tie-breaks the file declares: ${v(p, 'tiebreaks')}` : ''}.`,
  }),
  TRF_NO_PUBLISHED_ORDER: msg<{ file: Param; tiebreaks?: Param }>({
    pl: (p) =>
      `${v(p, 'file')} nie publikuje kolejności drużyn (brak miejsc w rekordach 310): drużyny z równą liczbą punktów meczowych rozdziela ${p.tiebreaks ? `punktacja pomocnicza, którą plik deklaruje (${v(p, 'tiebreaks')}), tak jak liczy ją strona — rozszerzony wynik bezpośredni jako wynik bezpośredni, bez modyfikatora /P` : 'dalsza punktacja pomocnicza zasad'}.`,
    en: (p) =>
      `${v(p, 'file')} publishes no order of the teams (no places in 310 records): teams level on match points are separated by ${p.tiebreaks ? `the tie-breaks the file declares (${v(p, 'tiebreaks')}) as the site computes them — the extended direct encounter as a direct encounter, without the /P modifier` : "the rules' further criteria"}.`,
  }),
  BOARDS_FROM_TEAMS_TRF: msg<{ boards: Param; file: Param }>({
    pl: (p) => `Nie ma pliku ${v(p, 'boards')}: wyniki meczów czytane są z partii pliku TRF drużyn ${v(p, 'file')}.`,
    en: (p) => `${v(p, 'boards')} is not there: the matches are read from the games of the teams' TRF ${v(p, 'file')}.`,
  }),
  TRF_TEAM_TWICE: msg<{ first: Param; team: Param }>({ pl: (p) => `Drużyna „${v(p, 'team')}” ma już rekord drużyny w wierszu ${v(p, 'first')}.`, en: clause((p) => `Team "${v(p, 'team')}" already has a team record on line ${v(p, 'first')}.`) }),
  TRF_MEMBER_TWICE: msg<{ first: Param; name: Param; startNo: Param; team: Param }>({
    pl: (p) => `Numer startowy ${v(p, 'startNo')} (${v(p, 'name')}) jest już w drużynie „${v(p, 'team')}” (wiersz ${v(p, 'first')}).`,
    en: clause((p) => `Start number ${v(p, 'startNo')} (${v(p, 'name')}) is already a member of "${v(p, 'team')}" (line ${v(p, 'first')}).`), }),
  TRF_PLAYER_WITHOUT_TEAM: msg<{ name: Param; startNo: Param }>({
    pl: (p) => `${v(p, 'name')} (numer startowy ${v(p, 'startNo')}) ma partie, ale nie należy do żadnej drużyny (rekord 013).`,
    en: unstopped((p) => `${v(p, 'name')} (start number ${v(p, 'startNo')}) has games but is in no team record (013).`), }),
  TRF_NO_OPPONENT_TEAM: msg<{ round: Param; team: Param }>({
    pl: (p) => `Runda ${v(p, 'round')}: wszyscy zawodnicy drużyny „${v(p, 'team')}” wygrali walkowerem bez wskazanego przeciwnika, więc drużyna przeciwna jest nieznana; podaj numery startowe przeciwników (przegrywają walkowerem).`,
    en: clause((p) => `Round ${v(p, 'round')}: every player of "${v(p, 'team')}" won by forfeit with no opponent named, so the opposing team is unknown; name the opponents' start numbers (their players lose by forfeit).`), }),
  TRF_TEAMS_MIXED: msg<{ round: Param; team: Param; teams: Param }>({
    pl: (p) => `Runda ${v(p, 'round')}: zawodnicy drużyny „${v(p, 'team')}” są skojarzeni z zawodnikami drużyn ${v(p, 'teams')}; drużyna gra w rundzie z jedną drużyną.`,
    en: (p) => `Round ${v(p, 'round')}: the players of "${v(p, 'team')}" are paired against players of ${v(p, 'teams')}; a team plays one team in a round.`,
  }),
  TRF_TOO_MANY_BOARDS: msg<{ boards: Param; count: Param; round: Param; team: Param; others?: Param; most?: Param }>({
    pl: (p) =>
      `Runda ${v(p, 'round')}: partię ma ${v(p, 'count')} zawodników drużyny „${v(p, 'team')}”, a drużyna gra na ${v(p, 'boards')} szachownicach.${Number(p.others) > 0 ? ` Tak samo w ${countOf('pl', v(p, 'others'), MATCHES).replace(/ (mecz|mecze|meczów)$/, '')} innych meczach pliku (najwięcej ${v(p, 'most')} zawodników): zmień liczbę szachownic w zasadach („menBoards”, „womenBoard”).` : ''}`,
    en: (p) =>
      `Round ${v(p, 'round')}: ${v(p, 'count')} players of "${v(p, 'team')}" have a game, but a team has ${v(p, 'boards')} boards.${Number(p.others) > 0 ? ` So in ${countOf('en', v(p, 'others'), MATCHES).replace(/ match$/, ' other match').replace(/ matches$/, ' other matches')} of the file (at most ${v(p, 'most')} players): change the number of boards in the rules ("menBoards", "womenBoard").` : ''}`,
  }),
  TRF_BOARD_MISMATCH: msg<{ board: Param; name: Param; otherBoard: Param; otherTeam: Param; round: Param; startNo: Param; team: Param }>({
    pl: (p) =>
      `Runda ${v(p, 'round')}: ${v(p, 'name')} gra na ${v(p, 'board')}. szachownicy drużyny „${v(p, 'team')}”, a jego przeciwnik, numer startowy ${v(p, 'startNo')}, na ${v(p, 'otherBoard')}. szachownicy drużyny „${v(p, 'otherTeam')}”; kolejność szachownic to kolejność rekordu 013 każdej drużyny, a wolne mogą być tylko ostatnie szachownice.`,
    en: clause((p) =>
      `Round ${v(p, 'round')}: ${v(p, 'name')} is on board ${v(p, 'board')} of "${v(p, 'team')}" but plays start number ${v(p, 'startNo')}, on board ${v(p, 'otherBoard')} of "${v(p, 'otherTeam')}"; boards follow the order of each team's 013 record, and only the last boards may be empty.`), }),
  TRF_BOARD_RESULT: msg<{ away: Param; board: Param; home: Param; round: Param }>({
    pl: (p) => `Runda ${v(p, 'round')}, szachownica ${v(p, 'board')}: ${v(p, 'home')} i ${v(p, 'away')} oboje przegrali przy szachownicy (0–0); wynik szachownicy to 1-0, 0-1, ½-½ albo walkower.`,
    en: clause((p) => `Round ${v(p, 'round')}, board ${v(p, 'board')}: ${v(p, 'home')} and ${v(p, 'away')} both lost over the board (0–0); a board result is 1-0, 0-1, ½-½ or a forfeit.`), }),
} satisfies Record<string, Entry>;

declare module '@/lib/i18n/catalogue' {
  interface KindMessageTables {
    'team-league': typeof TEAM_LEAGUE_MESSAGES;
  }
}

addKindMessages('team-league', TEAM_LEAGUE_MESSAGES);
