import { expect, test } from 'vitest';
import { COMPETITION_KINDS } from '@/lib/competitions/registry';
import { KIND_WORDS } from '@/lib/i18n/kind-words';

/** The kinds' titles and folder descriptions come from the catalogue (issue 23), in both languages. */
test.each(['swiss-open', 'round-robin-league', 'team-league'] as const)('%s: its title and every file it lists, Polish and English', (name) => {
  const kind = COMPETITION_KINDS[name]!;
  expect(kind.title).toEqual({ pl: KIND_WORDS.pl[name].title, en: KIND_WORDS.en[name].title });
  expect(kind.folder.map((f) => f.file).sort()).toEqual(Object.keys(KIND_WORDS.pl[name].folder).sort());
  for (const f of kind.folder) {
    const file = f.file as keyof (typeof KIND_WORDS.pl)[typeof name]['folder'];
    expect(f.holds).toEqual({ pl: KIND_WORDS.pl[name].folder[file], en: KIND_WORDS.en[name].folder[file] });
    expect(f.holds.pl.length).toBeGreaterThan(10);
    expect(f.holds.en.length).toBeGreaterThan(10);
  }
});
