/**
 * The words of a schema's issue (a zod issue made params by lib/config/zod-issue.ts): one table,
 * Polish and English, keyed by zod 4's issue code. The English is zod's own wording (its `en`
 * locale), so the API and `gp` say what they said when they echoed zod's message; a Polish page
 * says the same values in Polish. A refinement (`custom` with a catalogue code) is said by its own
 * catalogue entry (lib/i18n/catalogue.ts `issueWords`).
 */
import type { MessageParams } from './catalogue';
import type { Lang } from './messages';
import { countOf, type EnglishForms, type PolishForms } from './plural';

type Template = (p: MessageParams) => string;
const v = (p: MessageParams, key: string): string => String(p[key] ?? '');

/** A type zod names ("number", "int", "array") as a Polish noun in the nominative. */
const TYPE_PL: Record<string, string> = {
  number: 'liczba',
  int: 'liczba całkowita',
  string: 'tekst',
  boolean: 'wartość logiczna (true lub false)',
  array: 'lista',
  object: 'obiekt',
  undefined: 'brak wartości',
  null: 'null',
  NaN: 'NaN',
  bigint: 'duża liczba całkowita',
  date: 'data',
  symbol: 'symbol',
  function: 'funkcja',
};
const typePl = (t: string): string => TYPE_PL[t] ?? t;

/** What a size is counted in, by the issue's origin ("string" counts characters): zod's units, and Polish nouns in the genitive after "co najmniej"/"co najwyżej"/"dokładnie". */
const SIZED: Record<string, { pl: PolishForms; en: EnglishForms; enUnit: string }> = {
  string: { pl: { one: 'znak', few: 'znaki', many: 'znaków', other: 'znaku' }, en: { one: 'character', other: 'characters' }, enUnit: 'characters' },
  file: { pl: { one: 'bajt', few: 'bajty', many: 'bajtów', other: 'bajta' }, en: { one: 'byte', other: 'bytes' }, enUnit: 'bytes' },
  array: { pl: { one: 'element', few: 'elementy', many: 'elementów', other: 'elementu' }, en: { one: 'item', other: 'items' }, enUnit: 'items' },
  set: { pl: { one: 'element', few: 'elementy', many: 'elementów', other: 'elementu' }, en: { one: 'item', other: 'items' }, enUnit: 'items' },
  map: { pl: { one: 'wpis', few: 'wpisy', many: 'wpisów', other: 'wpisu' }, en: { one: 'entry', other: 'entries' }, enUnit: 'entries' },
};
/** The thing a size or a bound is about, as a Polish subject. */
const ORIGIN_PL: Record<string, string> = { string: 'tekst', file: 'plik', array: 'lista', set: 'zbiór', map: 'mapa', number: 'liczba', int: 'liczba całkowita', bigint: 'liczba', date: 'data', value: 'wartość', record: 'słownik' };
const originPl = (p: MessageParams): string => ORIGIN_PL[v(p, 'origin')] ?? v(p, 'origin');

const EN_BOUND = { too_small: { exact: 'exactly ', inclusive: '>=', exclusive: '>' }, too_big: { exact: 'exactly ', inclusive: '<=', exclusive: '<' } } as const;
const PL_BOUND = {
  too_small: { exact: 'dokładnie', inclusive: 'co najmniej', exclusive: 'więcej niż' },
  too_big: { exact: 'dokładnie', inclusive: 'co najwyżej', exclusive: 'mniej niż' },
} as const;
type Bound = keyof (typeof EN_BOUND)['too_small'];
const boundOf = (p: MessageParams): Bound => (p.bound === 'exact' || p.bound === 'exclusive' ? p.bound : 'inclusive');

/** "Too small: expected number to be >=1" / "Za mała wartość: liczba musi wynosić co najmniej 1". */
function sizeWords(which: 'too_small' | 'too_big'): { pl: Template; en: Template } {
  return {
    en: (p) => {
      const adj = EN_BOUND[which][boundOf(p)];
      const head = which === 'too_small' ? 'Too small' : 'Too big';
      const sized = SIZED[v(p, 'origin')];
      return sized ? `${head}: expected ${v(p, 'origin')} to have ${adj}${v(p, 'limit')} ${sized.enUnit}` : `${head}: expected ${v(p, 'origin')} to be ${adj}${v(p, 'limit')}`;
    },
    pl: (p) => {
      const adj = PL_BOUND[which][boundOf(p)];
      const sized = SIZED[v(p, 'origin')];
      const head = which === 'too_small' ? (sized ? 'Za mało' : 'Za mała wartość') : sized ? 'Za dużo' : 'Za duża wartość';
      return sized ? `${head}: ${originPl(p)} musi mieć ${adj} ${countOf('pl', v(p, 'limit'), { pl: sized.pl, en: sized.en })}` : `${head}: ${originPl(p)} musi wynosić ${adj} ${v(p, 'limit')}`;
    },
  };
}

/** A string format as zod's English names it, and in Polish. */
const FORMAT: Record<string, { pl: string; en: string }> = {
  regex: { pl: 'tekst', en: 'input' },
  email: { pl: 'adres e-mail', en: 'email address' },
  url: { pl: 'adres URL', en: 'URL' },
  uuid: { pl: 'UUID', en: 'UUID' },
  datetime: { pl: 'data i godzina ISO', en: 'ISO datetime' },
  date: { pl: 'data ISO (RRRR-MM-DD)', en: 'ISO date' },
  time: { pl: 'godzina ISO', en: 'ISO time' },
  duration: { pl: 'czas trwania ISO', en: 'ISO duration' },
  ipv4: { pl: 'adres IPv4', en: 'IPv4 address' },
  ipv6: { pl: 'adres IPv6', en: 'IPv6 address' },
  base64: { pl: 'tekst w base64', en: 'base64-encoded string' },
  json_string: { pl: 'tekst JSON', en: 'JSON string' },
  template_literal: { pl: 'tekst', en: 'input' },
};
const formatWords: { pl: Template; en: Template } = {
  en: (p) => {
    switch (p.format) {
      case 'starts_with':
        return `Invalid string: must start with "${v(p, 'affix')}"`;
      case 'ends_with':
        return `Invalid string: must end with "${v(p, 'affix')}"`;
      case 'includes':
        return `Invalid string: must include "${v(p, 'affix')}"`;
      case 'regex':
        return `Invalid string: must match pattern ${v(p, 'pattern')}`;
      default:
        return `Invalid ${FORMAT[v(p, 'format')]?.en ?? v(p, 'format')}`;
    }
  },
  pl: (p) => {
    switch (p.format) {
      case 'starts_with':
        return `Nieprawidłowy tekst: musi zaczynać się od „${v(p, 'affix')}”`;
      case 'ends_with':
        return `Nieprawidłowy tekst: musi kończyć się na „${v(p, 'affix')}”`;
      case 'includes':
        return `Nieprawidłowy tekst: musi zawierać „${v(p, 'affix')}”`;
      case 'regex':
        return `Nieprawidłowy tekst: musi pasować do wzorca ${v(p, 'pattern')}`;
      default:
        return `Nieprawidłowy format: oczekiwano: ${FORMAT[v(p, 'format')]?.pl ?? v(p, 'format')}`;
    }
  },
};

/** Zod 4's issue codes (but `custom`) → their words; an unknown code is "Invalid input". */
export const ZOD_ISSUE_WORDS: Record<string, { pl: Template; en: Template }> = {
  invalid_type: {
    pl: (p) => `Nieprawidłowy typ: oczekiwano: ${typePl(v(p, 'expected'))}, podano: ${typePl(v(p, 'received'))}`,
    en: (p) => `Invalid input: expected ${v(p, 'expected')}, received ${v(p, 'received')}`,
  },
  invalid_value: {
    pl: (p) => (Number(p.count) === 1 ? `Nieprawidłowa wartość: oczekiwano ${v(p, 'values')}` : `Nieprawidłowa wartość: oczekiwano jednej z: ${v(p, 'values')}`),
    en: (p) => (Number(p.count) === 1 ? `Invalid input: expected ${v(p, 'values')}` : `Invalid option: expected one of ${v(p, 'values')}`),
  },
  too_small: sizeWords('too_small'),
  too_big: sizeWords('too_big'),
  invalid_format: formatWords,
  not_multiple_of: { pl: (p) => `Nieprawidłowa liczba: musi być wielokrotnością ${v(p, 'divisor')}`, en: (p) => `Invalid number: must be a multiple of ${v(p, 'divisor')}` },
  unrecognized_keys: {
    pl: (p) => `${Number(p.count) > 1 ? 'Nieznane pola' : 'Nieznane pole'}: ${v(p, 'keys')}`,
    en: (p) => `Unrecognized key${Number(p.count) > 1 ? 's' : ''}: ${v(p, 'keys')}`,
  },
  invalid_key: { pl: (p) => `Nieprawidłowy klucz (${originPl(p)})`, en: (p) => `Invalid key in ${v(p, 'origin')}` },
  invalid_element: { pl: (p) => `Nieprawidłowa wartość elementu (${originPl(p)})`, en: (p) => `Invalid value in ${v(p, 'origin')}` },
  invalid_union: {
    pl: (p) => (p.options ? `Nieprawidłowy rodzaj: oczekiwano ${v(p, 'options')}` : p.union === 'several' ? 'Nieprawidłowa wartość: pasuje do więcej niż jednej możliwości' : 'Nieprawidłowa wartość'),
    en: (p) => (p.options ? `Invalid discriminator value. Expected ${v(p, 'options')}` : p.union === 'several' ? 'Invalid input: more than one option matched' : 'Invalid input'),
  },
};
/** What is said of an issue the table does not know (zod's default, "Invalid input"). */
export const ZOD_ISSUE_DEFAULT = { pl: () => 'Nieprawidłowa wartość', en: () => 'Invalid input' };

export function zodIssueWords(lang: Lang, p: MessageParams): string {
  return (ZOD_ISSUE_WORDS[v(p, 'issue')] ?? ZOD_ISSUE_DEFAULT)[lang](p);
}
