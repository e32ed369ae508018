import { getHeapSpaceStatistics } from 'node:v8';
import { afterEach, expect, test, vi } from 'vitest';
// @ts-expect-error plain ESM script (the production server's threads, run without a build step)
import { idleCollector, QUIET_MS, SHRINK_MS } from '@/scripts/idle-collector.mjs';

// Issue 38: a thread gives its heap back once it has had no request for a while
// (scripts/idle-collector.mjs): a compacting collection after QUIET_MS, another SHRINK_MS later.
afterEach(() => void vi.useRealTimers());

test.each([
  { label: 'one request: a collection after the quiet time, another after the shrink time, then none', steps: [['busy'], ['done'], ['wait', QUIET_MS - 1, 0], ['wait', 1, 1], ['wait', SHRINK_MS - 1, 1], ['wait', 1, 2], ['wait', 60_000, 2]] },
  { label: 'a request under way: no collection however long it takes', steps: [['busy'], ['wait', 60_000, 0], ['done'], ['wait', QUIET_MS, 1]] },
  { label: 'two at once: counted from the end of the last', steps: [['busy'], ['busy'], ['done'], ['wait', 5_000, 0], ['done'], ['wait', QUIET_MS, 1]] },
  { label: 'a request between the two collections: the second waits for a new quiet time', steps: [['busy'], ['done'], ['wait', QUIET_MS, 1], ['wait', 100], ['busy'], ['wait', SHRINK_MS, 1], ['done'], ['wait', QUIET_MS, 2], ['wait', SHRINK_MS, 3]] },
  { label: 'a request within the quiet time: no collection until it has passed again', steps: [['busy'], ['done'], ['wait', QUIET_MS - 100, 0], ['busy'], ['done'], ['wait', QUIET_MS - 1, 0], ['wait', 1, 1]] },
] as const)('$label', ({ steps }) => {
  vi.useFakeTimers();
  let collections = 0;
  const idle = idleCollector({ env: {}, collect: () => collections++ });
  for (const [what, ms, expected] of steps as readonly (readonly [string, number?, number?])[]) {
    if (what === 'busy') idle.busy();
    else if (what === 'done') idle.done();
    else {
      vi.advanceTimersByTime(ms!);
      if (expected !== undefined) expect(collections).toBe(expected);
    }
  }
});

test('GP_IDLE_GC=0: nothing is collected', () => {
  vi.useFakeTimers();
  let collections = 0;
  const idle = idleCollector({ env: { GP_IDLE_GC: '0' }, collect: () => collections++ });
  idle.busy();
  idle.done();
  vi.advanceTimersByTime(QUIET_MS + SHRINK_MS + 1);
  expect(collections).toBe(0);
});

test("the thread's own collection gives back the pages a busy stretch left mostly empty", async () => {
  const oldSpace = () => getHeapSpaceStatistics().find((s) => s.space_name === 'old_space')!;
  // a busy stretch that leaves one object in twenty alive, spread over every page
  let kept: { s: string; n: number }[][] = [];
  for (let i = 0; i < 20; i++) kept.push(Array.from({ length: 100_000 }, (_, n) => ({ s: `row ${i}.${n}`, n })));
  kept = kept.map((rows) => rows.filter((_, n) => n % 20 === 0));
  const before = oldSpace().space_size;
  const idle = idleCollector({ env: {} });
  idle.busy();
  idle.done();
  await new Promise((r) => setTimeout(r, QUIET_MS + 200));
  const after = oldSpace();
  expect(kept.flat().length).toBe(100_000);
  // committed old space: what is alive and little more (V8's plain full collection keeps most of those pages)
  expect(after.space_size).toBeLessThan(before / 2);
  expect(after.space_size).toBeLessThan(after.space_used_size * 2 + 8 * 1048576);
});
