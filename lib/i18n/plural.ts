import type { Lang } from './messages';
import { pluralCategory } from './plural-rule.mjs';

/** A noun's forms after a number: Polish one/few/many (1 wiersz, 2 wiersze, 5 wierszy; "other" for fractions), English one/other. */
export interface PolishForms {
  one: string;
  few: string;
  many: string;
  /** Fractions (2,5 punktu); the "few" form when not given. */
  other?: string;
}
export interface EnglishForms {
  one: string;
  other: string;
}


/** The form of `forms` that goes with `n` in `lang` (Intl.PluralRules: Polish one, few, many, other). */
export function pluralForm(lang: 'pl', n: number, forms: PolishForms): string;
export function pluralForm(lang: 'en', n: number, forms: EnglishForms): string;
export function pluralForm(lang: Lang, n: number, forms: PolishForms | EnglishForms): string {
  const category = pluralCategory(lang, n);
  if (lang === 'pl') {
    const f = forms as PolishForms;
    return category === 'one' ? f.one : category === 'few' ? f.few : category === 'many' ? f.many : (f.other ?? f.few);
  }
  const f = forms as EnglishForms;
  return category === 'one' ? f.one : f.other;
}

/** "62 wiersze" / "62 rows": the number and its noun. */
export function countOf(lang: Lang, n: number | string, forms: { pl: PolishForms; en: EnglishForms }): string {
  const value = Number(n);
  if (!Number.isFinite(value)) return `${n} ${lang === 'pl' ? forms.pl.many : forms.en.other}`;
  return `${n} ${lang === 'pl' ? pluralForm('pl', value, forms.pl) : pluralForm('en', value, forms.en)}`;
}

const GROUPED = { pl: new Intl.NumberFormat('pl', { useGrouping: 'always' }), en: new Intl.NumberFormat('en', { useGrouping: 'always' }) };

/** "5 000 wierszy" / "5,000 rows": countOf with the number's thousands grouped the language's way. */
export function countOfGrouped(lang: Lang, n: number | string, forms: { pl: PolishForms; en: EnglishForms }): string {
  const value = Number(n);
  if (!Number.isFinite(value)) return countOf(lang, n, forms);
  return `${GROUPED[lang].format(value)} ${lang === 'pl' ? pluralForm('pl', value, forms.pl) : pluralForm('en', value, forms.en)}`;
}

/** Nouns the messages count. Polish in the case the message needs (the key says which). */
export const NOUNS = {
  row: { pl: { one: 'wiersz', few: 'wiersze', many: 'wierszy' }, en: { one: 'row', other: 'rows' } },
  /** Nominative, a count on its own: "Rejestr zapisany: 3 zawodnicy", "5 zawodników". */
  player: { pl: { one: 'zawodnik', few: 'zawodnicy', many: 'zawodników' }, en: { one: 'player', other: 'players' } },
  /**
   * The subject with its verb, which agrees with the count: "1 zawodnik potrzebuje", "3 zawodnicy
   * potrzebują", "5 zawodników potrzebuje" (the same for `playersPlay`: gra, grają, gra).
   */
  playersNeed: { pl: { one: 'zawodnik potrzebuje', few: 'zawodnicy potrzebują', many: 'zawodników potrzebuje' }, en: { one: 'player needs', other: 'players need' } },
  playersPlay: { pl: { one: 'zawodnik gra', few: 'zawodnicy grają', many: 'zawodników gra' }, en: { one: 'player plays', other: 'players play' } },
  /** Genitive, after "dla", "od", "potrzebuje": "dla 3 zawodników". */
  playerGenitive: { pl: { one: 'zawodnika', few: 'zawodników', many: 'zawodników' }, en: { one: 'player', other: 'players' } },
  round: { pl: { one: 'runda', few: 'rundy', many: 'rund' }, en: { one: 'round', other: 'rounds' } },
  /** Nominative, a count on its own: "15 partii", "3 partie". */
  game: { pl: { one: 'partia', few: 'partie', many: 'partii' }, en: { one: 'game', other: 'games' } },
  /** Accusative, after "rozegrał": "rozegrał 3 partie". */
  gameAccusative: { pl: { one: 'partię', few: 'partie', many: 'partii' }, en: { one: 'game', other: 'games' } },
  more: { pl: { one: 'inny', few: 'inni', many: 'innych' }, en: { one: 'more', other: 'more' } },
  /** "2 980 kolejnych wierszy" / "2,980 more rows": the rows of a problem past the first ones listed. */
  moreRow: { pl: { one: 'kolejny wiersz', few: 'kolejne wiersze', many: 'kolejnych wierszy' }, en: { one: 'more row', other: 'more rows' } },
  /** Genitive: "nie wymieniono 1 187 kolejnych problemów". */
  moreProblemGenitive: { pl: { one: 'kolejnego problemu', few: 'kolejnych problemów', many: 'kolejnych problemów' }, en: { one: 'more problem', other: 'more problems' } },
  tournament: { pl: { one: 'turniej', few: 'turnieje', many: 'turniejów' }, en: { one: 'tournament', other: 'tournaments' } },
  position: { pl: { one: 'pozycja', few: 'pozycje', many: 'pozycji' }, en: { one: 'item', other: 'items' } },
  /** Genitive, after a negation: "nie powiązano 3 wierszy". */
  rowGenitive: { pl: { one: 'wiersza', few: 'wierszy', many: 'wierszy' }, en: { one: 'row', other: 'rows' } },
  /** The subject with its verb: "5 000 zarejestrowanych zawodników ma", "3 zarejestrowani zawodnicy mają". */
  registeredPlayersHave: { pl: { one: 'zarejestrowany zawodnik ma', few: 'zarejestrowani zawodnicy mają', many: 'zarejestrowanych zawodników ma' }, en: { one: 'registered player has', other: 'registered players have' } },
  /** Locative, after "w": "w 3 000 wierszy". */
  rowLocative: { pl: { one: 'wierszu', few: 'wierszach', many: 'wierszach' }, en: { one: 'row', other: 'rows' } },
  /** Genitive, after a negation: "nie wymieniono 5 ostrzeżeń". */
  /** "2 980 more warnings" (English only: Polish says "kolejnych … ostrzeżeń"). */
  moreWarning: { pl: { one: 'kolejne ostrzeżenie', few: 'kolejne ostrzeżenia', many: 'kolejnych ostrzeżeń' }, en: { one: 'more warning', other: 'more warnings' } },
  warningGenitive: { pl: { one: 'ostrzeżenia', few: 'ostrzeżeń', many: 'ostrzeżeń' }, en: { one: 'warning', other: 'warnings' } },
  /** Accusative, after "zapowiada", "odczytano": "zapowiada 1 rundę, 5 rund". */
  roundAccusative: { pl: { one: 'rundę', few: 'rundy', many: 'rund' }, en: { one: 'round', other: 'rounds' } },
  /** Genitive, "wyniki 1 rundy, 3 rund". */
  roundGenitive: { pl: { one: 'rundy', few: 'rund', many: 'rund' }, en: { one: 'round', other: 'rounds' } },
  /** Accusative, after "ma": "ma 1 kolumnę, 3 kolumny, 250 kolumn". */
  columnAccusative: { pl: { one: 'kolumnę', few: 'kolumny', many: 'kolumn' }, en: { one: 'column', other: 'columns' } },
  /** The subject with its verb: "1 wynik przestanie się liczyć", "3 wyniki przestaną się liczyć", "5 wyników przestanie się liczyć". */
  resultsStopCounting: { pl: { one: 'wynik przestanie się liczyć', few: 'wyniki przestaną się liczyć', many: 'wyników przestanie się liczyć' }, en: { one: 'result stops counting', other: 'results stop counting' } },
  /** "ma 250 znaków", "najwyżej 2 znaki". */
  character: { pl: { one: 'znak', few: 'znaki', many: 'znaków' }, en: { one: 'character', other: 'characters' } },
} satisfies Record<string, { pl: PolishForms; en: EnglishForms }>;
