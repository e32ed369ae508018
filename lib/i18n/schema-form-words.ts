import type { Lang } from './messages';
import { TIE_BREAK_WORDS } from './rules-words';

/**
 * Words of the fields generated from a rule set's schema (issue 40, C5; lib/config/schema-form.ts).
 * A field is named by its JSON key in <code> too, so the arbiter can find it in the JSON view; a key
 * not listed here is shown by its key alone.
 */
const FIELD: Record<string, { pl: string; en: string }> = {
  region: { pl: 'Województwo klasyfikowanych (puste: wszyscy)', en: 'Region of classified players (empty: everybody)' },
  rounds: { pl: 'Rundy turnieju', en: 'Rounds of a tournament' },
  points: { pl: 'Punkty za turniej', en: 'Points for a tournament' },
  table: { pl: 'Tabela punktów za miejsca (1., 2., …)', en: 'Points by place (1st, 2nd, …)' },
  otherwise: { pl: 'Miejsca poza tabelą', en: 'Places past the table' },
  step: { pl: 'Poza tabelą: o tyle mniej za miejsce', en: 'Past the table: this much less per place' },
  min: { pl: 'Najmniej punktów', en: 'Fewest points' },
  tiedPlaces: { pl: 'Miejsca ex aequo', en: 'Shared places' },
  by: { pl: 'Według', en: 'By' },
  share: { pl: 'Podział', en: 'Sharing' },
  participationBonus: { pl: 'Premia za udział', en: 'Bonus for taking part' },
  tournamentMultipliers: { pl: 'Mnożniki turniejów (id turnieju → mnożnik)', en: 'Tournament multipliers (tournament id → multiplier)' },
  drops: { pl: 'Które wyniki się liczą', en: 'Which results count' },
  firstAfter: { pl: 'Pierwszy odrzucany po turniejach', en: 'First drop after tournaments' },
  every: { pl: 'Kolejny co turniejów', en: 'One more every tournaments' },
  best: { pl: 'Liczy się najlepszych', en: 'Best results counted' },
  edition: { pl: 'Turniejów w edycji', en: 'Tournaments of the edition' },
  count: { pl: 'Liczba', en: 'Count' },
  minus: { pl: 'Minus', en: 'Minus' },
  parts: { pl: 'Części sezonu', en: 'Parts of the season' },
  tournaments: { pl: 'Turniejów (puste: reszta)', en: 'Tournaments (empty: the rest)' },
  neverDrop: { pl: 'Turnieje nigdy nieodrzucane (id)', en: 'Tournaments never dropped (ids)' },
  multiplier: { pl: 'Mnożnik Turnieju Finałowego', en: 'Final multiplier' },
  tieBreaks: { pl: 'Kolejność przy równej sumie', en: 'Tie-breaks of equal totals' },
  tournamentTieBreaks: { pl: 'Punktacja pomocnicza turnieju (TRF)', en: "A tournament's tie-breaks (TRF)" },
  minEventsToClassify: { pl: 'Najmniej turniejów do klasyfikacji', en: 'Fewest tournaments to be classified' },
  minEventsForPrize: { pl: 'Najmniej turniejów do nagrody', en: 'Fewest tournaments for a prize' },
  teams: { pl: 'Klasyfikacja drużynowa', en: 'Team classification' },
  teamSize: { pl: 'Zawodników liczonych w drużynie', en: 'Players counted in a team' },
  teamCups: { pl: 'Puchary dla drużyn (miejsca)', en: 'Team cups (places)' },
  placePrizes: { pl: 'Nagrody za miejsca (zł, od 1.)', en: 'Place prizes (from 1st)' },
  categories: { pl: 'Nagrody w kategoriach', en: 'Category prizes' },
  id: { pl: 'Id', en: 'Id' },
  label: { pl: 'Nazwa', en: 'Label' },
  amount: { pl: 'Kwota', en: 'Amount' },
  test: { pl: 'Kto należy', en: 'Who belongs' },
  max: { pl: 'Najwyżej', en: 'At most' },
  years: { pl: 'Lat', en: 'Years' },
  sex: { pl: 'Płeć', en: 'Sex' },
  nationalFederations: { pl: 'Federacje krajowe', en: 'National federations' },
  onePrizePerPlayer: { pl: 'Jedna nagroda na zawodnika', en: 'One prize per player' },
  categoryRanking: { pl: 'Ranking kategorii PZSzach', en: 'PZSzach category ranking' },
  women: { pl: 'Kobiety', en: 'Women' },
  men: { pl: 'Mężczyźni', en: 'Men' },
  window: { pl: 'Okno sezonu (MM-DD)', en: 'Season window (MM-DD)' },
  from: { pl: 'Od', en: 'From' },
  to: { pl: 'Do', en: 'To' },
  tournamentFormat: { pl: 'Wymogi turnieju (rezerwacje)', en: 'Tournament requirements (reservations)' },
  tempos: { pl: 'Tempa gry', en: 'Time controls' },
  maxFees: { pl: 'Najwyższe wpisowe', en: 'Highest entry fees' },
  minPrizes: { pl: 'Najmniejsze nagrody', en: 'Smallest prizes' },
  minDaysAhead: { pl: 'Rezerwacja najpóźniej dni przed', en: 'Reserved at least days ahead' },
  tournamentDays: { pl: 'Dni turniejów', en: 'Tournament days' },
  finalDate: { pl: 'Data Finału (MM-DD)', en: 'Date of the Final (MM-DD)' },
  name: { pl: 'Nazwa', en: 'Name' },
  preset: { pl: 'Regulamin (preset)', en: 'Regulation (preset)' },
  rules: { pl: 'Zasady (zmiany regulaminu)', en: 'Rules (changes to the regulation)' },
  swiss: { pl: 'Plik TRF turnieju szwajcarskiego', en: 'Swiss TRF file' },
  games: { pl: 'Plik partii', en: 'Games file' },
  withdrawn: { pl: 'Wycofani', en: 'Withdrawn' },
  startNo: { pl: 'Nr startowy', en: 'Start number' },
  when: { pl: 'Kiedy', en: 'When' },
  lots: { pl: 'Losowania (grupy nr startowych; oddzielone ;)', en: 'Drawings of lots (groups of start numbers, separated by ;)' },
  leagues: { pl: 'Ligi', en: 'Leagues' },
  file: { pl: 'Plik', en: 'File' },
  excluded: { pl: 'Wykluczeni (nr startowe)', en: 'Excluded (start numbers)' },
  schedule: { pl: 'Terminarz', en: 'Schedule' },
  chain: { pl: 'Punktacja pomocnicza', en: 'Tie-breaks' },
  postponements: { pl: 'Plik przełożonych partii', en: 'Postponements file' },
  asOf: { pl: 'Stan na dzień', en: 'As of' },
  teamsFile: { pl: 'Plik drużyn', en: 'Teams file' },
  boards: { pl: 'Plik składów', en: 'Boards file' },
  lateEntries: { pl: 'Spóźnione zgłoszenia', en: 'Late entries' },
  lot: { pl: 'Losowanie', en: 'Drawing of lots' },
};

/** The variants of a rule (its `kind`) and the choices of a list, in words. */
const CHOICE: Record<string, { pl: string; en: string }> = {
  growing: { pl: 'odrzucane rosnąco (po N turniejach 1, co M kolejny)', en: 'growing drops (1 after N tournaments, one more every M)' },
  bestOf: { pl: 'najlepsze N wyników', en: 'best N results' },
  none: { pl: 'liczą się wszystkie', en: 'every result counts' },
  dropWorst: { pl: 'odrzuca się k najsłabszych', en: 'the k worst are dropped' },
  bestOfMostPlayed: { pl: 'najlepsze (najwięcej rozegranych − k)', en: 'best (most played − k)' },
  dropIfPlayedAll: { pl: 'k najsłabszych tylko grającym wszystkie', en: 'k worst only for who played all' },
  bestPerPart: { pl: 'najlepsze N w każdej części sezonu', en: 'best N per part of the season' },
  game: { pl: 'punkty z partii', en: 'game points' },
  placeTable: { pl: 'tabela punktów za miejsca', en: 'a place table' },
  gamePlusPlace: { pl: 'punkty z partii + premia za miejsce', en: 'game points + a place bonus' },
  participants: { pl: 'liczba uczestników za 1. miejsce, o jeden mniej za każde', en: 'number of players for 1st, one less per place' },
  ratingAtMost: { pl: 'ranking najwyżej', en: 'rating at most' },
  ageAtLeast: { pl: 'wiek co najmniej', en: 'age at least' },
  ageAtMost: { pl: 'wiek najwyżej', en: 'age at most' },
  place: { pl: 'miejsce', en: 'place' },
  gamePoints: { pl: 'punkty z partii', en: 'game points' },
  score: { pl: 'wynik i punktacja pomocnicza', en: 'score and tie-breaks' },
  full: { pl: 'każdy dostaje punkty miejsca', en: 'each gets the place’s points' },
  split: { pl: 'suma miejsc dzielona', en: 'the places’ sum split' },
  any: { pl: 'dowolne', en: 'any' },
  daysOff: { pl: 'soboty, niedziele i święta', en: 'weekends and holidays' },
  ...Object.fromEntries(Object.entries(TIE_BREAK_WORDS)),
};

/** `text`: the field holds words (a team league's `teams` names its file; a season's is a yes/no). */
export function fieldLabel(lang: Lang, key: string, text = false): string | null {
  const k = key === 'teams' && text ? 'teamsFile' : key;
  return Object.hasOwn(FIELD, k) ? FIELD[k]![lang] : null;
}

export function choiceLabel(lang: Lang, value: string | number): string {
  const key = String(value);
  return Object.hasOwn(CHOICE, key) ? `${CHOICE[key]![lang]} (${key})` : key;
}

export const SCHEMA_FORM_WORDS = {
  pl: {
    addRow: 'Dodaj',
    removeRow: 'Usuń',
    row: (n: number) => `${n}.`,
    none: 'brak',
    listHint: 'oddzielone przecinkami',
    listOfListsHint: 'grupy oddzielone średnikiem, liczby przecinkiem',
    kind: 'Rodzaj',
    entryName: 'Id',
    jsonView: 'JSON (widok zaawansowany)',
    jsonHint: 'To samo co pola powyżej, jako JSON pliku; zmiana tutaj zmienia pola.',
    jsonInvalid: 'To nie jest poprawny JSON obiektu — pola pokazują ostatnią poprawną wersję.',
    example: 'Przykład',
    allRules: 'Wszystkie zasady regulaminu (pola ze schematu)',
    allRulesIntro: 'Każde pole to jedna zasada; zmienione względem regulaminu (presetu) zapisują się jako jego zmiany. Zapis dopiero przyciskiem formularza.',
    changed: 'zmienione względem regulaminu',
    overridesTitle: 'Zmiany regulaminu zapisywane z sezonem',
    noOverrides: 'Brak — sezon liczy się według regulaminu.',
    previewRules: 'Podgląd zmian w tabeli',
    previewRulesNothing: 'Podgląd — nic jeszcze nie zapisano.',
    previewRulesNow: 'Teraz',
    previewRulesAfter: 'Po zmianie zasad',
    previewRulesMoved: (moved: number, players: number) => `Miejsce zmienia ${moved} z ${players} zawodników.`,
  },
  en: {
    addRow: 'Add',
    removeRow: 'Remove',
    row: (n: number) => `${n}.`,
    none: 'none',
    listHint: 'separated by commas',
    listOfListsHint: 'groups separated by semicolons, numbers by commas',
    kind: 'Kind',
    entryName: 'Id',
    jsonView: 'JSON (advanced view)',
    jsonHint: "The fields above as the file's JSON; a change here changes the fields.",
    jsonInvalid: 'This is not valid JSON of an object — the fields show the last valid version.',
    example: 'Example',
    allRules: "All of the regulation's rules (fields from its schema)",
    allRulesIntro: 'Each field is one rule; those changed from the regulation (preset) are stored as its changes. Nothing is saved until the form is sent.',
    changed: 'changed from the regulation',
    overridesTitle: 'Changes to the regulation stored with the season',
    noOverrides: 'None — the season counts by its regulation.',
    previewRules: 'Preview the changes in the table',
    previewRulesNothing: 'Preview — nothing is stored yet.',
    previewRulesNow: 'Now',
    previewRulesAfter: 'With the rules changed',
    previewRulesMoved: (moved: number, players: number) => `${moved} of ${players} players change place.`,
  },
} as const;

export function schemaFormWords(lang: Lang) {
  return SCHEMA_FORM_WORDS[lang];
}

/** A rule the presets do not have, as the JSON view's example (C5: the box was empty, without one). */
export const RULES_EXAMPLE = { points: { kind: 'placeTable', table: [25, 20, 16, 13, 11, 10, 9, 8, 7, 6] }, drops: { kind: 'bestOf', best: 6 } };
