import { inEnglish } from '@/lib/problem';
import { describe, expect, test } from 'vitest';
// every registered kind's words merged into the catalogue (a kind's codes are its folder's, issue 39)
import '@/lib/competitions/registry';
import { t as say } from '@/lib/i18n/t';
import { said, type Problem, type ProblemParams } from '@/lib/problem';

/**
 * The refusals of server/ are coded problems (issue 23 item 2): one code, several wordings chosen by
 * a param. The API's English is the catalogue's `en` (what `coded` fills in), word for word what the
 * server wrote before; a page says the same refusal in Polish.
 */
describe('one code, the refusal it names', () => {
  test.each<{ code: string; params: ProblemParams; en: string; pl: string }>([
    { code: 'NOT_FOUND', params: { what: 'season', name: 'gp-2027' }, en: 'No season "gp-2027".', pl: 'Nie ma sezonu „gp-2027”.' },
    { code: 'NOT_FOUND', params: { what: 'competition', name: 'liga' }, en: 'No competition "liga".', pl: 'Nie ma rozgrywek „liga”.' },
    { code: 'NOT_FOUND', params: { what: 'tournament', name: 'gp03' }, en: 'No tournament "gp03".', pl: 'Nie ma turnieju „gp03”.' },
    { code: 'NOT_FOUND', params: { what: 'reservation', name: 7 }, en: 'No reservation 7.', pl: 'Nie ma rezerwacji 7.' },
    { code: 'NOT_FOUND', params: { what: 'account' }, en: 'No such account.', pl: 'Nie ma takiego konta.' },
    { code: 'NOT_FOUND', params: { what: 'version' }, en: 'No such version.', pl: 'Nie ma takiej wersji.' },
    { code: 'NOT_FOUND', params: {}, en: 'Not found.', pl: 'Nie znaleziono.' },
    // the API routes' 404s (server/route.ts notFound), word for word the English each route wrote before
    { code: 'NOT_FOUND', params: { what: 'reservation' }, en: 'No such reservation.', pl: 'Nie ma takiej rezerwacji.' },
    { code: 'NOT_FOUND', params: { what: 'player', name: '12345' }, en: 'No player "12345".', pl: 'Nie ma zawodnika „12345”.' },
    { code: 'NOT_FOUND', params: { what: 'player-sheet', name: 'kowalski-jan', season: 'gp-2027' }, en: 'No player "kowalski-jan" in gp-2027.', pl: 'Nie ma zawodnika „kowalski-jan” w sezonie „gp-2027”.' },
    { code: 'NOT_FOUND', params: { what: 'tournament-sheet', name: 'gp03', season: 'gp-2027' }, en: 'No tournament "gp03" in gp-2027.', pl: 'Nie ma turnieju „gp03” w sezonie „gp-2027”.' },
    { code: 'NOT_FOUND', params: { what: 'tournament', name: 'gp03', season: 'gp-2027' }, en: 'No tournament "gp03" in "gp-2027".', pl: 'Nie ma turnieju „gp03” w sezonie „gp-2027”.' },
    {
      code: 'NOT_FOUND',
      params: { what: 'games', name: 'gp01' },
      en: 'Tournament "gp01" has no games: it was uploaded as a ranking list, not as TRF.',
      pl: 'Turniej „gp01” nie ma partii: wysłano go jako listę rankingową, a nie jako plik TRF.',
    },
    { code: 'NOT_FOUND', params: { what: 'league-season', name: 'ligi' }, en: 'No season of leagues "ligi".', pl: 'Nie ma sezonu lig „ligi”.' },
    { code: 'NOT_FOUND', params: { what: 'club', name: 'hetman' }, en: 'No club "hetman".', pl: 'Nie ma klubu „hetman”.' },
    { code: 'FORBIDDEN', params: { reason: 'role', role: 'organizer' }, en: 'An organizer account may not do this.', pl: 'Konto organizatora nie może tego zrobić.' },
    { code: 'FORBIDDEN', params: { reason: 'final' }, en: 'Only the arbiter enters the Final.', pl: 'Turniej Finałowy wpisuje tylko sędzia.' },
    { code: 'FORBIDDEN', params: { reason: 'own-reservations' }, en: 'You can change or cancel only your own reservations.', pl: 'Możesz zmieniać i odwoływać tylko własne rezerwacje.' },
    { code: 'FORBIDDEN', params: {}, en: 'This account may not do this.', pl: 'To konto nie ma do tego dostępu.' },
    { code: 'UNAUTHENTICATED', params: { reason: 'unknown-token' }, en: 'The API token is unknown or revoked (Authorization: Bearer <token>).', pl: 'Token API jest nieznany lub unieważniony (Authorization: Bearer <token>).' },
    { code: 'UNAUTHENTICATED', params: { reason: 'no-credentials' }, en: 'Send an API token (Authorization: Bearer <token>) or sign in.', pl: 'Wyślij token API (Authorization: Bearer <token>) albo zaloguj się.' },
    // a schema's issue as params (lib/config/zod-issue.ts), no longer zod's English as a `detail`: the Polish says it too
    {
      code: 'INVALID_FIELD',
      params: { field: 'city', path: 'city', issue: 'too_big', origin: 'string', limit: '100', bound: 'inclusive' },
      en: 'city: Too big: expected string to have <=100 characters',
      pl: 'Nieprawidłowa wartość: miejscowość (za dużo: tekst musi mieć co najwyżej 100 znaków).',
    },
    { code: 'INVALID_FIELD', params: { field: 'city', path: 'city', issue: 'custom', refinement: 'CITY_REQUIRED' }, en: 'city: the city is required', pl: 'Nieprawidłowa wartość: miejscowość (miejscowość jest wymagana).' },
    { code: 'INVALID_FIELD', params: { field: 'basedOn', named: 1 }, en: 'Invalid field basedOn.', pl: 'Nieprawidłowa wartość: pole formularza.' },
    // an account's input refused (server/users.ts UserInputError): the reason and its values, no English detail
    { code: 'INVALID_USER', params: { reason: 'password-short', min: 10 }, en: 'The account cannot be created: the password needs at least 10 characters', pl: 'Nie można utworzyć konta: hasło musi mieć co najmniej 10 znaków' },
    { code: 'INVALID_USER', params: { reason: 'not-email', value: 'ewa@' }, en: 'The account cannot be created: "ewa@" is not an e-mail address', pl: 'Nie można utworzyć konta: „ewa@” nie jest adresem e-mail' },
    { code: 'INVALID_USER', params: { reason: 'exists', email: 'ewa@x.pl' }, en: 'The account cannot be created: a user ewa@x.pl already exists', pl: 'Nie można utworzyć konta: konto ewa@x.pl już istnieje' },
    { code: 'SLUG_TAKEN', params: { slug: 'gp', what: 'season' }, en: 'A season "gp" already exists.', pl: 'Sezon „gp” już istnieje.' },
    { code: 'SLUG_TAKEN', params: { slug: 'liga' }, en: 'The address "liga" is taken.', pl: 'Adres „liga” jest już zajęty.' },
    { code: 'SECOND_FINAL', params: { code: 'gp12' }, en: 'The season already has a Final ("gp12").', pl: 'Sezon ma już Turniej Finałowy („gp12”).' },
    { code: 'CAPTAIN_DECIDED', params: { id: 4, status: 'confirmed' }, en: 'Submission 4 was already confirmed.', pl: 'Zgłoszenie 4 zostało już zatwierdzone.' },
  ])('$code $params', ({ code, params, en, pl }) => {
    expect(inEnglish(said<Problem>({ code, params })).message).toBe(en);
    expect(say('en', code as never, params)).toBe(en);
    expect(say('pl', code as never, params)).toBe(pl);
  });
});
