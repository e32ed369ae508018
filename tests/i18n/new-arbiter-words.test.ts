import { expect, test } from 'vitest';
import { COMPETITIONS_PAGE_WORDS } from '@/lib/i18n/site-pages-words';
import { WORKSPACE_WORDS } from '@/lib/i18n/workspace-words';
import { TOURNAMENT_GAMES_WORDS } from '@/lib/i18n/games-words';
import { words } from '@/lib/i18n/words';

// Issue 40, the walk as a new arbiter: the workspace speaks of the site, not of the developer's tools.
const texts = (o: Record<string, unknown>) => Object.values(o).flatMap((v) => (typeof v === 'string' ? [v] : typeof v === 'function' ? [String((v as (...a: string[]) => unknown)('X', 'Y'))] : []));

test.each(['pl', 'en'] as const)('the competitions page (%s) never sends an arbiter to the gp command', (lang) => {
  const found = texts(COMPETITIONS_PAGE_WORDS[lang]).filter((s) => /polecenia gp|gp command/i.test(s));
  expect(found).toEqual([]);
});

test.each(['pl', 'en'] as const)('the new season’s address (%s) is described in words, not as a slug', (lang) => {
  expect(words(lang, WORKSPACE_WORDS).addressSlug).not.toMatch(/slug/i);
});

test.each(['pl', 'en'] as const)('a tournament’s ranking (%s) does not call every file with games a TRF (a cross-table sheet has them too)', (lang) => {
  expect(TOURNAMENT_GAMES_WORDS[lang].explain('BH', 'fide-2023')).not.toMatch(/pliku TRF\.|the TRF file\./);
});
