/**
 * The <title> of each page without a season, in Polish and English, one table per language with
 * the same keys (a missing key is a type error). Pages call `staticTitle(lang, key)`, never a
 * (pl, en) pair; a season page's title is its section's word from messages/workspace words.
 */
import { CALENDAR_WORDS } from './calendar-words';
import type { Lang } from './messages';

const pl = {
  home: 'Grand Prix — klasyfikacje',
  captain: 'Kapitan drużyny',
  captainMatch: 'Wynik meczu — kapitan',
  organizer: CALENDAR_WORDS.pl.organizerTitle,
  arbiter: 'Panel sędziego',
  signIn: 'Logowanie',
  tokens: 'Tokeny API',
  competitions: 'Turnieje i ligi z partii',
  sessions: 'Sesje i hasło',
};

export type PageTitleKey = keyof typeof pl;

const en: Record<PageTitleKey, string> = {
  home: 'Grand Prix — standings',
  captain: 'Team captain',
  captainMatch: 'Match result — captain',
  organizer: CALENDAR_WORDS.en.organizerTitle,
  arbiter: 'Arbiter workspace',
  signIn: 'Sign in',
  tokens: 'API tokens',
  competitions: 'Opens and leagues from games',
  sessions: 'Sessions and password',
};

export const PAGE_TITLES: Record<Lang, Record<PageTitleKey, string>> = { pl, en };
