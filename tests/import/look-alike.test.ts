import { describe, expect, test } from 'vitest';
import { normalizeName } from '@/lib/identity/normalize-name';
import { parseRegistryText } from '@/lib/import/parse-registry';
import { parseResultsText } from '@/lib/import/parse-results';
import { computeStandings } from '@/lib/series/standings';
import { resolveRules } from '@/lib/series/rules';

const ZWSP = '\u200B';
const CYRILLIC_O = '\u043E';

describe('look-alike names', () => {
  test('a zero-width space is removed, warned with its line, and the player is one player', () => {
    const r = parseResultsText(`place,name,points\n1,Kowalski${ZWSP} Jan,5\n2,Kowalski Jan,4\n`, 'utf-8');
    expect(r.rows.map((x) => x.name)).toEqual(['Kowalski Jan', 'Kowalski Jan']);
    expect(r.problems).toEqual([expect.objectContaining({ code: 'INVISIBLE_CHARACTERS', line: 2, severity: 'warning' })]);
    expect(normalizeName(`Kowalski${ZWSP} Jan`)).toBe(normalizeName('Kowalski Jan'));
  });

  test('a Cyrillic "о" inside a Latin name is warned in the preview (not silently another player)', () => {
    const r = parseResultsText(`place,name,points\n1,K${CYRILLIC_O}walski Jan,5\n2,Петренко Олег,4\n`, 'utf-8');
    expect(r.problems).toEqual([expect.objectContaining({ code: 'MIXED_SCRIPTS', line: 2, severity: 'warning' })]);
    expect(r.rows).toHaveLength(2);
  });

  test('a register row with a zero-width joiner links to the result row without one', () => {
    const registry = parseRegistryText(`cr_id,name,club,region\n100,Nowak\u200D Anna,Klub,warmińsko-mazurskie\n`);
    expect(registry.problems.map((p) => p.code)).toEqual(['INVISIBLE_CHARACTERS']);
    const results = parseResultsText('place,name,points\n1,Nowak Anna,5\n', 'utf-8');
    const rules = resolveRules('warmia-mazury-2018', undefined);
    if (!rules.ok) throw new Error('preset');
    const s = computeStandings({ year: 2018, rules: rules.rules, registry: registry.rows, tournaments: [{ id: 'gp01', name: 'GP 1', date: '2018-03-01', fileHasRegion: false, rows: results.rows }] });
    expect(s.individual.map((e) => e.crId)).toEqual(['100']);
  });
});

describe('names and clubs over 200 characters are refused with their line', () => {
  test.each([
    { label: 'a results name', run: () => parseResultsText(`place,name,points\n1,A,5\n2,${'x'.repeat(201)},4\n`, 'utf-8').problems },
    { label: 'a results club', run: () => parseResultsText(`place,name,points,club\n1,A,5,${'k'.repeat(300)}\n`, 'utf-8').problems },
    { label: 'a register name', run: () => parseRegistryText(`cr_id,name\n1,A\n2,${'x'.repeat(201)}\n`).problems },
  ])('$label', ({ run }) => {
    const problems = run();
    expect(problems).toEqual([expect.objectContaining({ code: 'NAME_TOO_LONG', severity: 'error' })]);
    expect(problems[0]!.line).toBeGreaterThan(1);
  });

  test('200 characters are still fine', () => {
    expect(parseResultsText(`place,name,points\n1,${'x'.repeat(200)},5\n`, 'utf-8').problems).toEqual([]);
  });
});
