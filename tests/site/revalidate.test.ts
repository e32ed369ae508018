/** Issue 39, item 4: the pages a write clears are found from the kind's path in the registry, in every language. */
import { beforeEach, expect, test, vi } from 'vitest';

const cleared: [string, string | undefined][] = [];
vi.mock('next/cache', () => ({ revalidatePath: (path: string, type?: string) => void cleared.push([path, type]) }));
const { revalidateCompetition, revalidateInEveryLanguage, revalidateSeason } = await import('@/server/revalidate');

beforeEach(() => void (cleared.length = 0));

test("a game of an open clears the open's pages under its kind's path, the list, the form and the home page, in both languages", () => {
  revalidateCompetition('swiss-open', 'amplico', ['/arbiter/competitions/amplico/game']);
  expect(cleared).toEqual([
    ['/pl/events/amplico', 'layout'],
    ['/pl/arbiter/competitions', undefined],
    ['/pl/arbiter/competitions/amplico/game', undefined],
    ['/pl', undefined],
    ['/en/events/amplico', 'layout'],
    ['/en/arbiter/competitions', undefined],
    ['/en/arbiter/competitions/amplico/game', undefined],
    ['/en', undefined],
  ]);
});

test('a competition of a kind not known yet clears the slug under every kind’s path', () => {
  revalidateCompetition(null, 'x');
  expect(cleared.filter(([p]) => p.startsWith('/pl/') && p.endsWith('/x')).map(([p]) => p)).toEqual(['/pl/events/x', '/pl/leagues/x', '/pl/team-leagues/x']);
});

test('a season and a workspace page', () => {
  revalidateSeason('gp-2024');
  revalidateInEveryLanguage(['/arbiter/tokens']);
  expect(cleared).toEqual([
    ['/pl/seasons/gp-2024', 'layout'],
    ['/pl/arbiter', 'layout'],
    ['/pl/organizer', undefined],
    ['/pl', undefined],
    ['/en/seasons/gp-2024', 'layout'],
    ['/en/arbiter', 'layout'],
    ['/en/organizer', undefined],
    ['/en', undefined],
    ['/pl/arbiter/tokens', undefined],
    ['/en/arbiter/tokens', undefined],
  ]);
});
