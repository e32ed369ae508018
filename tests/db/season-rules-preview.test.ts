import { describe, expect, test } from 'vitest';
import { openDatabase } from '@/db/client';
import { getSeasonBySlug } from '@/db/queries/seasons';
import { seedDemoIfEmpty, DEMO_SLUG } from '@/server/seed';
import { createUser } from '@/server/users';
import { getStandings } from '@/server/standings';
import { previewSeasonRules } from '@/server/season-rules-preview';

// issue 40, item 2: a season's rules changed in the form are previewed on its stored results, nothing stored
describe('the preview of a season’s rules', async () => {
  const conn = openDatabase(':memory:');
  seedDemoIfEmpty(conn);
  const cli = { userId: null, via: 'cli' as const };
  const arbiter = await createUser(conn, cli, { email: 'a@example.org', role: 'arbiter', password: 'arbiter password 1' });
  const organizer = await createUser(conn, cli, { email: 'o@example.org', role: 'organizer', club: 'UKS Jedynka Olsztyn', password: 'organizer password 1' });
  const season = getSeasonBySlug(conn, DEMO_SLUG)!;
  const table = getStandings(conn, season);

  test('the same rules: nobody moves, the leaders are the table’s', () => {
    const r = previewSeasonRules(conn, arbiter, DEMO_SLUG, {});
    if (!r.ok) throw new Error('refused');
    expect(r.value.moved).toBe(0);
    expect(r.value.before).toEqual(r.value.after);
    expect(r.value.before[0]!.name).toBe(table.individual[0]!.name);
  });

  test('only the best 3 counting: players move, the stored season is unchanged', () => {
    const r = previewSeasonRules(conn, arbiter, DEMO_SLUG, { drops: { kind: 'bestOf', best: 3 } });
    if (!r.ok) throw new Error('refused');
    expect(r.value.moved).toBeGreaterThan(0);
    expect(r.value.players).toBe(table.individual.length);
    // 3 results of 16 count: the leader's total is smaller
    expect(r.value.after[0]!.total).toBeLessThan(r.value.before[0]!.total);
    expect(getSeasonBySlug(conn, DEMO_SLUG)!.rulesJson).toBe(season.rulesJson);
  });

  test('rules that do not resolve are refused; an organizer may not preview', () => {
    expect(previewSeasonRules(conn, arbiter, DEMO_SLUG, { teamSize: -1 }).ok).toBe(false);
    expect(previewSeasonRules(conn, organizer, DEMO_SLUG, {}).ok).toBe(false);
  });
});
