import { formatDate, type Lang, MESSAGES } from './messages';
import { formatInstant } from './association-time';
import { words } from '@/lib/i18n/words';

/**
 * The audit log as an arbiter reads it (issue 29, defect 10: raw codes, JSON and unlabelled UTC
 * times): what was done in words, its details as "label: value", and when in the association's
 * time zone. The stored log is unchanged (codes and JSON, for programs); this is only its reading.
 */
const ACTIONS: Record<string, { pl: string; en: string }> = {
  'tournament.upload': { pl: 'Wgrano wyniki turnieju', en: 'Tournament results uploaded' },
  'tournament.correct': { pl: 'Poprawiono wyniki turnieju (nowa wersja)', en: 'Tournament results corrected (new version)' },
  'tournament.restore': { pl: 'Przywrócono wcześniejszą wersję', en: 'Earlier version restored' },
  'tournament.delete': { pl: 'Usunięto turniej z sezonu', en: 'Tournament taken out of the season' },
  'season.create': { pl: 'Utworzono sezon', en: 'Season created' },
  'season.update': { pl: 'Zmieniono ustawienia sezonu', en: 'Season settings changed' },
  'season.publish': { pl: 'Sezon upubliczniony', en: 'Season made public' },
  'season.hide': { pl: 'Sezon ukryty', en: 'Season hidden' },
  'registry.upload': { pl: 'Wgrano rejestr zawodników', en: 'Player register uploaded' },
  'registry.add': { pl: 'Dodano zawodnika do rejestru', en: 'Player added to the register' },
  'registry.remove': { pl: 'Usunięto wpis z rejestru', en: 'Register entry removed' },
  'registry.edit': { pl: 'Zmieniono wpis w rejestrze', en: 'Register entry edited' },
  'registry.restore': { pl: 'Przywrócono wpis do rejestru', en: 'Register entry restored' },
  'link.set': { pl: 'Powiązano wiersz z zawodnikiem ręcznie', en: 'Row linked to a player by hand' },
  'link.keep-apart': { pl: 'Wiersz oznaczono jako osobnego zawodnika', en: 'Row kept apart as its own player' },
  'spelling.same': { pl: 'Pisownie uznano za tego samego zawodnika', en: 'Spellings answered as one player' },
  'spelling.different': { pl: 'Pisownie uznano za różnych zawodników', en: 'Spellings answered as two players' },
  'link.remove': { pl: 'Usunięto ręczne powiązanie', en: 'Hand link removed' },
  'competition.create': { pl: 'Utworzono rozgrywki', en: 'Competition created' },
  'competition.file': { pl: 'Wgrano plik rozgrywek', en: 'Competition file uploaded' },
  'competition.exclusion': { pl: 'Zmieniono wykluczenie', en: 'Exclusion changed' },
  'captain.grant': { pl: 'Nadano konto kapitana', en: 'Captain account granted' },
  'captain.revoke': { pl: 'Odebrano konto kapitana', en: 'Captain account revoked' },
  'captain.submit': { pl: 'Kapitan zgłosił wynik meczu', en: 'Captain submitted a match' },
  'captain.confirm': { pl: 'Sędzia zatwierdził zgłoszony mecz', en: 'Arbiter confirmed a submitted match' },
  'captain.reject': { pl: 'Sędzia odrzucił zgłoszony mecz', en: 'Arbiter rejected a submitted match' },
  'reservation.create': { pl: 'Zarezerwowano termin', en: 'Date reserved' },
  'reservation.update': { pl: 'Zmieniono rezerwację', en: 'Reservation changed' },
  'reservation.status': { pl: 'Zmieniono stan rezerwacji', en: 'Reservation status changed' },
  'reservation.agree': { pl: 'Organizator zgodził się na termin', en: 'Organizer agreed to the date' },
  'reservation.decline': { pl: 'Organizator nie zgodził się na termin', en: 'Organizer declined the date' },
  'announcement.update': { pl: 'Zmieniono komunikat turnieju', en: 'Tournament announcement changed' },
  'entry.create': { pl: 'Przyjęto zgłoszenie do turnieju', en: 'Tournament entry taken' },
  'entry.withdraw': { pl: 'Wycofano zgłoszenie', en: 'Entry withdrawn' },
  'entry.update': { pl: 'Zmieniono zgłoszenie (wpisowe, obecność)', en: 'Entry changed (paid, present)' },
  'entries.close': { pl: 'Zamknięto zgłoszenia', en: 'Entries closed' },
  'entries.open': { pl: 'Otwarto zgłoszenia', en: 'Entries opened' },
  'user.create': { pl: 'Utworzono konto', en: 'Account created' },
  'user.remove': { pl: 'Usunięto konto', en: 'Account removed' },
  'user.password-change': { pl: 'Zmieniono hasło', en: 'Password changed' },
  'user.sign-in': { pl: 'Logowanie', en: 'Signed in' },
  'user.sign-in-failed': { pl: 'Nieudane logowanie', en: 'Failed sign-in' },
  'user.sign-out': { pl: 'Wylogowanie', en: 'Signed out' },
  'token.create': { pl: 'Utworzono token API', en: 'API token created' },
  'token.revoke': { pl: 'Unieważniono token API', en: 'API token revoked' },
  'session.revoke': { pl: 'Zakończono sesję', en: 'Session ended' },
};

const DETAIL_LABELS: Record<string, { pl: string; en: string }> = {
  tournament: { pl: 'turniej', en: 'tournament' },
  version: { pl: 'wersja', en: 'version' },
  rows: { pl: 'wiersze', en: 'rows' },
  fileName: { pl: 'plik', en: 'file' },
  name: { pl: 'nazwa', en: 'name' },
  crId: { pl: 'ID CR', en: 'CR id' },
  sameAs: { pl: 'ten sam co', en: 'same as' },
  line: { pl: 'wiersz', en: 'line' },
  place: { pl: 'miejsce', en: 'place' },
  players: { pl: 'zawodnicy', en: 'players' },
  slug: { pl: 'adres', en: 'address' },
  preset: { pl: 'regulamin', en: 'preset' },
  email: { pl: 'e-mail', en: 'e-mail' },
  role: { pl: 'rola', en: 'role' },
  club: { pl: 'klub', en: 'club' },
  team: { pl: 'drużyna', en: 'team' },
  round: { pl: 'runda', en: 'round' },
  date: { pl: 'data', en: 'date' },
  status: { pl: 'stan', en: 'status' },
  label: { pl: 'opis', en: 'label' },
  sha256: { pl: 'sha256', en: 'sha256' },
  reservation: { pl: 'rezerwacja', en: 'reservation' },
  from: { pl: 'było', en: 'from' },
  to: { pl: 'jest', en: 'to' },
  note: { pl: 'uwaga', en: 'note' },
  refusedBy: { pl: 'odmówił', en: 'refused by' },
  changed: { pl: 'zmiany', en: 'changed' },
  rules: { pl: 'zmiany regulaminu', en: 'changes to the regulation' },
};

/** The fields of a register entry an edit may change, as its audit line names them (issue 40, B2). */
const REGISTER_FIELDS: Record<string, { pl: string; en: string }> = {
  name: { pl: 'nazwisko i imię', en: 'name' },
  birthYear: { pl: 'rok urodzenia', en: 'birth year' },
  sex: { pl: 'płeć', en: 'sex' },
  club: { pl: 'klub', en: 'club' },
  region: { pl: 'region', en: 'region' },
  from: { pl: 'członek od', en: 'member from' },
};

/** A `registry.edit` line keeps the row before and after whole; it reads as the fields that changed, "club KS B → KS C". */
function registerEditChanges(lang: Lang, before: unknown, after: unknown): string | undefined {
  if (!before || !after || typeof before !== 'object' || typeof after !== 'object') return undefined;
  const b = before as Record<string, unknown>;
  const a = after as Record<string, unknown>;
  const value = (k: string, v: unknown) => (k === 'from' && typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v) ? formatDate(lang, v) : v === null || v === undefined || v === '' ? '—' : String(v));
  const changed = Object.keys(REGISTER_FIELDS)
    .filter((k) => (b[k] ?? null) !== (a[k] ?? null))
    .map((k) => `${REGISTER_FIELDS[k]![lang]} ${value(k, b[k])} → ${value(k, a[k])}`);
  return changed.length ? changed.join('; ') : '—';
}

/** The notes the calendar writes into its entries (server/calendar), in the page's language. */
const NOTES: Record<string, { pl: string; en: string }> = {
  'decided by the arbiter': { pl: 'decyzja sędziego', en: 'decided by the arbiter' },
};

const VIA: Record<string, { pl: string; en: string }> = {
  web: { pl: 'strona', en: 'web' },
  api: { pl: 'API', en: 'API' },
  cli: { pl: 'wiersz poleceń', en: 'command line' },
};


/** An instant as the association's local time: "01.12.2026, 21:47:05" (Polish); a value that is not a time as it is. */
export function associationTime(lang: Lang, instant: string, precision: 'seconds' | 'minutes' = 'seconds'): string {
  return formatInstant(lang, instant, precision) ?? instant;
}

function detailValue(lang: Lang, key: string, value: unknown, action: string): string {
  if (value === null || value === undefined || value === '') return '—';
  // a reservation's states and dates as the calendar pages write them (issue 29: no raw codes, no ISO dates)
  if (action.startsWith('reservation.') && (key === 'from' || key === 'to' || key === 'status') && typeof value === 'string') return (words(lang, MESSAGES).reservationStatus as Record<string, string>)[value] ?? value;
  if (key === 'date' && typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return formatDate(lang, value);
  if (key === 'note' && typeof value === 'string') return NOTES[value]?.[lang] ?? value;
  if (key === 'sha256' && typeof value === 'string') return `${value.slice(0, 12)}…`;
  // a season created without changes to its preset wrote 'rules: {}' (issue 40 walk)
  if (typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length === 0) return lang === 'pl' ? 'brak' : 'none';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

interface AuditReading {
  when: string;
  who: string;
  what: string;
  /** The stored code, for searching and for programs. */
  code: string;
  details: string;
}

export function readAuditEntry(lang: Lang, e: { at: string; by: string | null; via: string; action: string; details: string }): AuditReading {
  let parsed: unknown = null;
  try {
    parsed = JSON.parse(e.details);
  } catch {
    parsed = null;
  }
  if (e.action === 'registry.edit' && parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
    const { before, after, ...rest } = parsed as Record<string, unknown>;
    parsed = { ...rest, changed: registerEditChanges(lang, before, after) };
  }
  const details =
    parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? Object.entries(parsed as Record<string, unknown>)
          // a removed register row is kept whole for "Przywróć"; its CR id and name say which it was
          .filter(([k, v]) => v !== undefined && !(k === 'row' && e.action === 'registry.remove'))
          .map(([k, v]) => `${DETAIL_LABELS[k]?.[lang] ?? k}: ${detailValue(lang, k, v, e.action)}`)
          .join(' · ')
      : e.details;
  return {
    when: associationTime(lang, e.at),
    who: `${e.by ?? '—'} (${VIA[e.via]?.[lang] ?? e.via})`,
    what: ACTIONS[e.action]?.[lang] ?? e.action,
    code: e.action,
    details,
  };
}
