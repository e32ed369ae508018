import { describe, expect, test } from 'vitest';
import { codeSymbol, currencyUnit, formatCodes, formatDate, formatDateRange, formatGameResult, formatMoney, formatName, formatScore, scoreSymbol } from '@/lib/i18n/formats';
import { formatDate as messagesFormatDate, formatMoney as messagesFormatMoney } from '@/lib/i18n/messages';
import { gamesModelFromTrf } from '@/lib/games/games-model-from-trf';
import { parseTrfText } from '@/lib/import/trf/parse-trf';

/** Issue 40, item 5: one format each for names, results, dates (and money) on every page of a language. */
describe('names: Surname First', () => {
  test.each([
    { input: 'Kowalski, Józef', expected: 'Kowalski Józef' },
    { input: 'Kowalski,Józef', expected: 'Kowalski Józef' },
    { input: 'Zalewski Adam', expected: 'Zalewski Adam' },
    { input: 'KOWALSKI JÓZEF', expected: 'Kowalski Józef' },
    { input: 'NOWAK-KOWALSKA, ANNA', expected: 'Nowak-Kowalska Anna' },
    { input: '  Mueller ,  Kai ', expected: 'Mueller Kai' },
  ])('$input → $expected', ({ input, expected }) => {
    expect(formatName(input)).toBe(expected);
  });

  test('a TRF\'s "Surname, First" is written as the Grand Prix writes names', () => {
    const line = '001    1      Kowalski, Jozef                   1990 POL             2000/01/01  0.0    1';
    const t = parseTrfText(`012 Test\n${line}\n`);
    expect(t.ok).toBe(true);
    if (t.ok) expect(gamesModelFromTrf(t.tournament).players[0]!.name).toBe('Kowalski Jozef');
  });
});

describe('results: ½ and an en dash, first side first', () => {
  test.each([
    { input: '1-0', expected: '1–0' },
    { input: '0-1', expected: '0–1' },
    { input: '1/2-1/2', expected: '½–½' },
    { input: '½-½', expected: '½–½' },
    { input: '0.5-0.5', expected: '½–½' },
    { input: '0,5:0,5', expected: '½–½' },
    { input: '=', expected: '½–½' },
    { input: '+/-', expected: '+–−' },
    { input: '-/+', expected: '−–+' },
    { input: '-/-', expected: '−–−' },
    { input: '1 : 0', expected: '1–0' },
    { input: 'odroczona', expected: 'odroczona' },
  ])('game $input → $expected', ({ input, expected }) => {
    expect(formatGameResult(input)).toBe(expected);
  });

  test.each([
    { first: 2, second: 0, expected: '1–0' },
    { first: 1, second: 1, expected: '½–½' },
    { first: 5, second: 3, expected: '2½–1½' },
    { first: 4, second: 4, expected: '2–2' },
    { first: 1, second: 3, expected: '½–1½' },
    { first: 8, second: 0, expected: '4–0' },
  ])('score $first:$second half-points → $expected', ({ first, second, expected }) => {
    expect(formatScore(first, second)).toBe(expected);
  });

  test('a side\'s share and TRF codes', () => {
    expect([0, 1, 2, 3, 13].map(scoreSymbol)).toEqual(['0', '½', '1', '1½', '6½']);
    expect(formatCodes('=', '=')).toBe('½–½');
    expect(formatCodes('+', '-')).toBe('+–−');
    expect(formatCodes('1', '0')).toBe('1–0');
    expect(formatCodes(' ', ' ')).toBe('');
    expect(codeSymbol('D')).toBe('½');
  });
});

describe('dates and money in the page\'s language', () => {
  test('13.02.2027 on Polish pages, 2027-02-13 on English ones; not a date as given', () => {
    expect(formatDate('pl', '2027-02-13')).toBe('13.02.2027');
    expect(formatDate('en', '2027-02-13')).toBe('2027-02-13');
    expect(formatDate('pl', 'soon')).toBe('soon');
    // messages.ts re-exports the one formatter (every page imported it from there)
    expect(messagesFormatDate).toBe(formatDate);
  });
  test.each([
    { label: 'a week, Polish', lang: 'pl' as const, from: '2018-01-27', to: '2018-02-04', expected: '27.01.2018 – 04.02.2018' },
    { label: 'a week, English', lang: 'en' as const, from: '2018-01-27', to: '2018-02-04', expected: '2018-01-27 – 2018-02-04' },
    { label: 'one day', lang: 'pl' as const, from: '2027-05-01', to: '2027-05-01', expected: '01.05.2027' },
    { label: 'no last day known', lang: 'en' as const, from: '2027-05-01', to: null, expected: '2027-05-01' },
  ])('an event\'s days: $label', ({ lang, from, to, expected }) => {
    expect(formatDateRange(lang, from, to)).toBe(expected);
  });
  test('zł on Polish pages, PLN on English ones', () => {
    expect(formatMoney('pl', 45050)).toBe('450,50 zł');
    expect(formatMoney('en', 45050)).toBe('450.50 PLN');
    expect(currencyUnit('en')).toBe('PLN');
    expect(messagesFormatMoney).toBe(formatMoney);
  });
});

describe('counts and units the walk found wrong (issue 40, cosmetic)', () => {
  test('"(1 rozgrywki)": a player\'s competitions are starts', async () => {
    const { PEOPLE_WORDS } = await import('@/lib/i18n/people-words');
    const { words } = await import('@/lib/i18n/words');
    expect([1, 3, 5, 22].map((n) => words('pl', PEOPLE_WORDS).competitionsCount(n))).toEqual(['1 start', '3 starty', '5 startów', '22 starty']);
    expect(words('en', PEOPLE_WORDS).competitionsCount(1)).toBe('1 competition');
  });
  test('"1 pts": one point is a pt in the league preview', async () => {
    const { LEAGUE_CHANGE_PREVIEW_WORDS } = await import('@/lib/competitions/round-robin-league/round-robin-league-words');
    expect([2, 1, 4].map((h) => LEAGUE_CHANGE_PREVIEW_WORDS.en.pts(h))).toEqual(['pt', 'pts', 'pts']);
  });
});
