import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import type { CompetitionKind } from '@/lib/competitions/kind';
import { SITE_SECTIONS } from '@/lib/competitions/kind-paths.mjs';
import { COMPETITION_KINDS, competitionKindAt, registerCompetitionKind } from '@/lib/competitions/registry';
import { cacheableRequest } from '@/server/site-policy.mjs';

const req = (url: string) => ({ url, method: 'GET', headers: {} });

// issue 24: the server names no kind: a kind's path is registered in one place (the registry), and
// every page under it is kept as a competition's page
test("a kind registered in the registry alone has its pages, embeds and competitions' downloads kept", () => {
  const real = COMPETITION_KINDS['swiss-open']!;
  const fake = { ...real, kind: 'problem-solving', path: 'problem-solving', command: { ...real.command, name: 'problem-solving' } } as CompetitionKind<unknown>;
  registerCompetitionKind(fake);
  expect(competitionKindAt('problem-solving')).toBe(fake);
  for (const url of ['/problem-solving/spring-2025', '/en/problem-solving/spring-2025/part-2', '/embed/problem-solving/spring-2025?view=table']) {
    expect(cacheableRequest(req(url)), url).toMatchObject({ scope: 'competition', slug: 'spring-2025', competition: true });
  }
  for (const kind of Object.values(COMPETITION_KINDS)) {
    expect(cacheableRequest(req(`/${kind.path}/x`)), kind.kind).toMatchObject({ scope: 'competition', slug: 'x' });
    expect(cacheableRequest(req(`/pl/embed/${kind.path}/x`)), kind.kind).toMatchObject({ scope: 'competition', slug: 'x' });
  }
});

test("a section of the site is no kind's path: the registry refuses it, the server keeps none of its pages as a competition's", () => {
  const real = COMPETITION_KINDS['swiss-open']!;
  for (const path of ['arbiter', 'captain', 'organizer', 'presets', 'api', 'en']) {
    expect(() => registerCompetitionKind({ ...real, kind: `fake-${path}`, path, command: { ...real.command, name: `fake-${path}` } } as CompetitionKind<unknown>)).toThrow(/taken by the site/);
  }
  for (const url of ['/arbiter/a', '/pl/captain/a', '/organizer/a', '/presets/a', '/_next/a', '/Events/a', '/pl/pl/events/a']) expect(cacheableRequest(req(url)), url).toBeNull();
});

test('every folder of app/[lang]/ but the kinds\' route is a section of the site', () => {
  const folders = readdirSync(join(import.meta.dirname, '../../app/[lang]'), { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);
  expect(folders).toContain('[kind]');
  for (const name of folders.filter((n) => n !== '[kind]')) expect(SITE_SECTIONS.has(name), name).toBe(true);
});
