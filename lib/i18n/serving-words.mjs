// The words of the production server's own refusals (scripts/serve.mjs, server/abuse-guard.mjs,
// server/event-streams.mjs):
// answered before Next, so plain JavaScript that the server loads without a build. Polish first;
// the English table has every Polish key (tests/site/abuse-guard.test.ts checks it).

const pl = {
  badAddressTitle: 'Nieprawidłowy adres',
  badAddress: 'Ten adres jest zapisany nieprawidłowo (błędny znak po „%”). Sprawdź link albo wróć na stronę główną.',
  home: 'Strona główna',
  foreignOriginTitle: 'Formularz odrzucony',
  foreignOrigin: 'Ten formularz został wysłany z innej strony niż ta, więc nic nie zostało zmienione.',
  busyTitle: 'Za dużo żądań',
  busy: 'Z Twojego adresu trwa już zbyt wiele żądań naraz. Spróbuj ponownie za chwilę.',
  slowBodyTitle: 'Przekroczony czas',
  slowBody: 'Treść żądania nie dotarła na czas, więc nic nie zostało zmienione. Spróbuj ponownie.',
  badMethodTitle: 'Niedozwolona metoda',
  badMethod: 'Serwis nie obsługuje tej metody HTTP; strony otwiera się metodą GET.',
  // a page Next would answer with its empty error shell (issue 40; the words of app/components/not-found-text.tsx)
  notFoundTitle: '404',
  notFound: 'Nie znaleziono.',
};

/** @type {typeof pl} */
const en = {
  badAddressTitle: 'Malformed address',
  badAddress: 'This address is written incorrectly (a bad character after “%”). Check the link or go back to the home page.',
  home: 'Home page',
  foreignOriginTitle: 'Form refused',
  foreignOrigin: 'This form was sent from another site than this one, so nothing was changed.',
  busyTitle: 'Too many requests',
  busy: 'Too many requests from your address are already under way. Try again in a moment.',
  slowBodyTitle: 'Request timed out',
  slowBody: 'The request’s content did not arrive in time, so nothing was changed. Try again.',
  badMethodTitle: 'Method not allowed',
  badMethod: 'The site does not answer this HTTP method; pages are opened with GET.',
  notFoundTitle: '404',
  notFound: 'Not found.',
};

export const servingWords = { pl, en };

/**
 * The JSON refusals of the live event streams (server/event-streams.mjs, docs/api-events.md), by
 * code as in lib/i18n/catalogue.ts: `{errors: [{code, message}]}` with the English as `message`, as
 * the API's other refusals. TOO_MANY_STREAMS_FROM_CLIENT names the `limit` per address; NOT_FOUND names the stream's `kind` ('season' or 'competition') and `slug`.
 */
const KIND_PL = { season: 'opublikowanego sezonu', competition: 'opublikowanych rozgrywek' };
const s = (v) => (v === undefined || v === null ? '' : String(v));
export const streamRefusalWords = {
  pl: {
    TOO_MANY_STREAMS: () => 'Otwartych jest zbyt wiele strumieni aktualizacji na żywo; spróbuj ponownie za 30 sekund.',
    TOO_MANY_STREAMS_FROM_CLIENT: (p) => `Z Twojego adresu otwarto już najwięcej strumieni aktualizacji na żywo, ile wolno z jednego adresu (${s(p.limit)}); spróbuj ponownie za minutę.`,
    NOT_FOUND: (p) => `Nie ma ${KIND_PL[p.kind] ?? `opublikowanego ${s(p.kind)}`} „${s(p.slug)}”.`,
  },
  en: {
    TOO_MANY_STREAMS: () => 'Too many live streams are open; try again in 30 seconds.',
    TOO_MANY_STREAMS_FROM_CLIENT: (p) => `Your address already has as many live streams open as one address may (${s(p.limit)}); try again in a minute.`,
    NOT_FOUND: (p) => `No public ${s(p.kind)} "${s(p.slug)}".`,
  },
};

/** A stream's refusal as the JSON of its answer: `{errors: [{code, message}]}`, the message in English. */
export function streamRefusal(code, params = {}) {
  return JSON.stringify({ errors: [{ code, message: streamRefusalWords.en[code](params) }] });
}

/** The site's languages, as the first segment of a path may name them (lib/i18n/messages.ts LANGS). */
export const LANGS = ['pl', 'en'];

/** The home page of each language, as lib/i18n/lang-path.ts `pathIn(lang, '/')` writes it. */
const HOME = { pl: '/', en: '/en' };

/** The address of a language's home page: `/` in Polish, `/en` in English. */
export function homePath(lang) {
  return HOME[lang] ?? HOME.pl;
}

/** The language of a request's path: English under /en, Polish otherwise. */
export function pathLang(path) {
  return /^\/en(?:[/?#]|$)/.test(String(path)) ? 'en' : 'pl';
}
