/** The words of a tournament's details (issue 29: what chess sites show), one table per language with the same keys. */
import type { Lang } from './messages';

const pl = {
  title: 'Informacje o turnieju',
  dates: 'Termin',
  city: 'Miejscowość',
  venue: 'Miejsce gry',
  timeControl: 'Tempo gry',
  rounds: 'Liczba rund',
  chiefArbiter: 'Sędzia główny',
  organizer: 'Organizator',
  fromReservation: 'wg rezerwacji terminu',
};

type DetailsWordKey = keyof typeof pl;

const en: Record<DetailsWordKey, string> = {
  title: 'Tournament details',
  dates: 'Dates',
  city: 'City',
  venue: 'Venue',
  timeControl: 'Time control',
  rounds: 'Rounds',
  chiefArbiter: 'Chief arbiter',
  organizer: 'Organizer',
  fromReservation: 'as booked in the calendar',
};

/** A tournament's details' words: `words(lang, DETAILS_WORDS)` (lib/i18n/words.ts). */
export const DETAILS_WORDS: Record<Lang, Record<DetailsWordKey, string>> = { pl, en };
