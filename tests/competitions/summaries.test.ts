import { inEnglish } from '@/lib/problem';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { competitionKind } from '@/lib/competitions/registry';

const folder = (kind: string, name: string) => (file: string) => {
  const path = join(process.cwd(), 'tests', 'fixtures', 'competitions', kind, name, file);
  try {
    return statSync(path).isFile() ? new Uint8Array(readFileSync(path)) : null;
  } catch {
    return null;
  }
};
const summarize = (kind: string, name: string, today: string, replace: Record<string, string> = {}) => {
  const k = competitionKind(kind)!;
  const read = folder(kind, name);
  const r = k.load((f) => (f in replace ? new TextEncoder().encode(replace[f]) : read(f)));
  if (!r.ok) throw new Error(r.errors.map((e) => inEnglish(e).message).join('; '));
  return k.summarize(r.result, today);
};

test.each([
  {
    label: 'an open played to its final: finished, the final’s winner',
    s: () => summarize('swiss-open', 'amplico-2024', '2024-05-01'),
    expected: { year: 2024, finished: true, state: { code: 'finished' }, leaders: [{ name: 'Rudzki Robert', points: null, group: null }], nextDay: null, hasResults: true },
  },
  {
    label: 'an open after its qualifier, no games yet: the play-off at the cut, the qualifier’s leader',
    s: () => summarize('swiss-open', 'amplico-2024', '2024-05-01', { 'games.csv': 'stage,round,white,black,result\n' }),
    expected: { finished: false, state: { code: 'qualifier-over' }, leaders: [{ name: 'Urban Urszula', points: { units: 16, unit: 2 }, group: null }], nextDay: '2024-05-11' },
  },
  {
    label: 'a season of leagues after 7 of 9 game days: round 7, with round 5’s postponed game counted beside it instead of holding the line at round 4 (issue 40), each league’s leader, the next game day',
    s: () => summarize('round-robin-league', 'spb-2017', '2017-12-10'),
    expected: { year: 2017, finished: false, hasResults: true, state: { code: 'round', round: 7, rounds: 9, pending: 1 }, nextDay: '2017-12-22' },
  },
  {
    label: 'a team league after its Swiss rounds, knock-out not yet played',
    s: () => summarize('team-league', 'mini-league', '2007-11-01'),
    expected: { finished: false, hasResults: true, year: 2007 },
  },
])('$label', ({ s, expected }) => {
  expect(s()).toMatchObject(expected);
});
