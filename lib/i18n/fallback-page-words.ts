/**
 * Words of the pages shown when a page fails or is not found (app/[lang]/error.tsx,
 * app/components/not-found-text.tsx). They get no params, so their language comes from the address
 * (serving-words.mjs pathLang). No imports beyond types: client components load it.
 */
import type { Lang } from './messages';

const pl = {
  errorTitle: 'Błąd · Grand Prix',
  error: 'Błąd',
  errorText: 'Nie udało się wyświetlić strony.',
  tryAgain: 'Spróbuj ponownie',
  notFoundTitle: 'Nie znaleziono · Grand Prix',
  notFound: 'Nie znaleziono.',
  home: 'Grand Prix — strona główna',
};

export const FALLBACK_PAGE_WORDS: Record<Lang, typeof pl> = {
  pl,
  en: {
    errorTitle: 'Error · Grand Prix',
    error: 'Error',
    errorText: 'The page could not be shown.',
    tryAgain: 'Try again',
    notFoundTitle: 'Not found · Grand Prix',
    notFound: 'Not found.',
    home: 'Grand Prix — home page',
  },
};
