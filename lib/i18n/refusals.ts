import type { Lang } from './messages';

/**
 * What a server action answers when it refuses: one message per code, Polish first, English too.
 * The form's `lang` field (or the page's address) picks the language.
 */
const REFUSALS = {
  SIGN_IN_AGAIN: ['Zaloguj się ponownie.', 'Please sign in again.'],
  FORBIDDEN: ['To konto nie ma dostępu.', 'This account may not do this.'],
  NO_SEASON: ['Nie ma takiego sezonu.', 'No such season.'],
  BUSY: ['Baza danych jest chwilowo zajęta innym zapisem. Spróbuj ponownie za chwilę.', 'The database is busy with another write. Please try again in a moment.'],
  BAD_FORM: ['Formularz zawiera nieprawidłową wartość.', 'The form has a value that is not valid.'],
  BAD_YEAR: ['Rok musi być liczbą od 2000 do 2100.', 'The year must be a number from 2000 to 2100.'],
  NO_FILE: ['Wybierz plik.', 'Choose a file.'],
  FILE_TOO_LARGE: ['Plik jest większy niż 10 MB.', 'The file is larger than 10 MB.'],
  SIGN_IN_FAILED: ['Nieprawidłowy e-mail lub hasło. Po 5 nieudanych próbach każda kolejna wymaga odczekania.', 'Wrong e-mail or password; after 5 failures each new attempt must wait.'],
  WRONG_PASSWORD: ['Obecne hasło jest nieprawidłowe.', 'The current password is wrong.'],
  WEAK_PASSWORD: ['Nowe hasło musi mieć od 10 do 200 znaków.', 'The new password needs 10 to 200 characters.'],
  PASSWORD_CHANGED: ['Hasło zmienione; wszystkie inne sesje zostały zakończone.', 'Password changed; every other session has been ended.'],
  FILE_REFUSED: ['Plik odrzucony.', 'The file was refused.'],
  REGISTER_REFUSED: ['Rejestr odrzucony.', 'The register was refused.'],
  TEXT_TOO_LONG: ['Tekst jest za długi.', 'The text is too long.'],
} as const satisfies Record<string, readonly [string, string]>;

export type RefusalCode = keyof typeof REFUSALS;

export function refusal(lang: Lang, code: RefusalCode): string {
  const [pl, en] = REFUSALS[code];
  return lang === 'en' ? en : pl;
}

/** The page's language from a form's `lang` field, else from the address of the page that sent it. */
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
