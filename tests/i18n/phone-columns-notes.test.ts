import { describe, expect, test } from 'vitest';
import { MESSAGES } from '@/lib/i18n/messages';

/** Issue 40: a phone's tournament table hides columns; the note above it names those it hides, no more. */
describe('the phone note of a tournament’s results', () => {
  test.each([
    { lang: 'pl' as const, hidden: { tieBreaks: true, ratings: true }, expected: 'Na telefonie: miejsce, zawodnik, punkty i zaliczenie. Klub, punktacja pomocnicza i rankingi — po obróceniu telefonu lub na szerszym ekranie.' },
    { lang: 'pl' as const, hidden: { tieBreaks: false, ratings: true }, expected: 'Na telefonie: miejsce, zawodnik, punkty i zaliczenie. Klub i rankingi — po obróceniu telefonu lub na szerszym ekranie.' },
    { lang: 'pl' as const, hidden: { tieBreaks: false, ratings: false }, expected: 'Na telefonie: miejsce, zawodnik, punkty i zaliczenie. Klub — po obróceniu telefonu lub na szerszym ekranie.' },
    { lang: 'en' as const, hidden: { tieBreaks: true, ratings: true }, expected: 'On a phone: rank, player, points and whether counted. Club, tie-breaks and ratings — turn the phone sideways or use a wider screen.' },
    { lang: 'en' as const, hidden: { tieBreaks: true, ratings: false }, expected: 'On a phone: rank, player, points and whether counted. Club and tie-breaks — turn the phone sideways or use a wider screen.' },
  ])('$lang $hidden', ({ lang, hidden, expected }) => {
    expect(MESSAGES[lang].phoneResultsNote(hidden)).toBe(expected);
  });
});
