/**
 * Issue 40: a preset says which of its rules each event sets (`asks`); the new competition's form
 * asks those alone, starting from the preset's values, and the description file gets only those that
 * differ. The plain Swiss open leaves its rounds and tie-break chain to the event; the Amplico open's
 * regulation is one event's, complete.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { askedOverrides, askedValues } from '@/lib/config/asked-rules';
import { presetCatalogue, valueAt } from '@/lib/config/presets';
import { askedFormSchema, fieldKindOf, formSchemaOf } from '@/lib/config/schema-form';
import { SWISS_OPEN_CATALOGUE, SwissOpenRulesSchema } from '@/lib/competitions/swiss-open/swiss-open-rules';
import { COMPETITION_KINDS } from '@/lib/competitions/registry';
import { PresetChoice } from '@/app/[lang]/arbiter/competitions/preset-choice';

const swiss = SWISS_OPEN_CATALOGUE.info.swiss!;

describe('what a preset leaves to the event', () => {
  test('the plain Swiss open asks its rounds and chain; the Amplico open asks nothing', () => {
    expect(swiss.asks).toEqual(['qualifier.rounds', 'qualifier.chain']);
    expect(SWISS_OPEN_CATALOGUE.info['amplico-open']!.asks).toEqual([]);
    // every preset of every kind asks only what its rules hold
    for (const kind of Object.values(COMPETITION_KINDS)) for (const p of Object.values(kind.presets.info)) for (const path of p.asks) expect(valueAt(p.rules, path)).not.toBeUndefined();
  });

  test('a preset that asks for a rule its rules do not have is a broken preset (thrown when the catalogue is built)', () => {
    const schema = z.object({ id: z.string(), rounds: z.number() });
    const file = { title: { pl: 't', en: 't' }, source: { pl: 's', en: 's' }, rules: { id: 'x', rounds: 5 } };
    expect(() => presetCatalogue({ files: { x: { ...file, asks: ['rounds'] } }, schema })).not.toThrow();
    expect(() => presetCatalogue({ files: { x: { ...file, asks: ['qualifier.rounds'] } }, schema })).toThrow('asks "qualifier.rounds"');
    // a preset that extends another asks what that one asks, unless it says otherwise
    const both = presetCatalogue({ files: { x: { ...file, asks: ['rounds'] }, y: { ...file, extends: 'x', rules: {} }, z: { ...file, extends: 'x', asks: [], rules: {} } }, schema });
    expect([both.info.y!.asks, both.info.z!.asks]).toEqual([['rounds'], []]);
  });

  test.each([
    { label: 'the preset’s values: no rules written', given: { qualifier: { rounds: 9, chain: ['BH/C1', 'BH', 'SB', 'WIN'] } }, expected: {} },
    { label: 'seven rounds', given: { qualifier: { rounds: 7, chain: ['BH/C1', 'BH', 'SB', 'WIN'] } }, expected: { qualifier: { rounds: 7 } } },
    { label: 'another chain', given: { qualifier: { rounds: 9, chain: ['BH', 'BH/C1'] } }, expected: { qualifier: { chain: ['BH', 'BH/C1'] } } },
    { label: 'both', given: { qualifier: { rounds: 11, chain: ['SB'] } }, expected: { qualifier: { rounds: 11, chain: ['SB'] } } },
    { label: 'a rule the preset does not ask is not the form’s to set', given: { qualifier: { rounds: 9, qualifiers: 16 }, groups: { members: [[1, 2]] } }, expected: {} },
    { label: 'nothing given', given: undefined, expected: {} },
    { label: 'not an object', given: [1, 2], expected: {} },
  ])('the description file’s rules: $label', ({ given, expected }) => {
    expect(askedOverrides(swiss, given)).toEqual(expected);
  });

  test('the asked fields as one flat form: a number and a list of tie-breaks, named by their last key, with the preset’s values', () => {
    const { schema, paths } = askedFormSchema(formSchemaOf(SwissOpenRulesSchema), swiss.asks);
    expect(paths).toEqual({ rounds: 'qualifier.rounds', chain: 'qualifier.chain' });
    expect(fieldKindOf(schema.properties!.rounds!)).toMatchObject({ kind: 'number', integer: true, min: 1 });
    expect(fieldKindOf(schema.properties!.chain!)).toMatchObject({ kind: 'list', of: 'enum' });
    expect(askedValues(swiss)).toEqual({ qualifier: { rounds: 9, chain: ['BH/C1', 'BH', 'SB', 'WIN'] } });
    // two asked fields ending alike keep their whole paths
    const twice = askedFormSchema(formSchemaOf(SwissOpenRulesSchema), ['qualifier.chain', 'continuation.chain']);
    expect(twice.paths).toEqual({ 'qualifier.chain': 'qualifier.chain', 'continuation.chain': 'continuation.chain' });
  });
});

describe('the form', () => {
  const rules = formSchemaOf(SwissOpenRulesSchema);
  const option = (name: string, lang: 'pl' | 'en') => {
    const p = SWISS_OPEN_CATALOGUE.info[name]!;
    const { schema, paths } = askedFormSchema(rules, p.asks);
    return { name, label: p.label[lang], source: p.source[lang], fields: schema, paths, values: Object.fromEntries(Object.entries(paths).map(([k, path]) => [k, valueAt(p.rules, path)])) };
  };
  test.each([
    { lang: 'pl' as const, label: 'Open: system szwajcarski', rounds: 'Rundy turnieju', chain: 'Punktacja pomocnicza', asks: 'Ustala turniej' },
    { lang: 'en' as const, label: 'Open: Swiss system', rounds: 'Rounds of a tournament', chain: 'Tie-breaks', asks: 'Set by the event' },
  ])('the plain Swiss preset chosen ($lang): its label, what it says, its rounds and chain with the preset’s values, and the rules sent', ({ lang, label, rounds, chain, asks }) => {
    const html = renderToStaticMarkup(createElement(PresetChoice, { lang, slug: 'open', options: [option('swiss', lang), option('amplico-open', lang)] }));
    expect(html).toContain(`>${label}</option>`);
    expect(html).toContain(asks);
    expect(html).toContain(rounds);
    expect(html).toContain(chain);
    expect(html).toContain('value="9"');
    expect(html).toContain('value="BH/C1, BH, SB, WIN"');
    // nothing of the cut open's stages among the fields
    const fields = html.slice(html.indexOf('<fieldset'));
    expect(fields).not.toMatch(/play-?off|qualifiers|groups|members|match/i);
    // each tie-break of the list named in words
    expect(fields).toContain(lang === 'pl' ? 'Buchholz bez najsłabszego wyniku (BH/C1)' : 'Buchholz Cut 1 (BH/C1)');
    expect(html).toContain(`name="rules" value="${JSON.stringify({ qualifier: { rounds: 9, chain: ['BH/C1', 'BH', 'SB', 'WIN'] } }).replace(/"/g, '&quot;')}"`);
  });
  test('a preset that leaves nothing open says the regulation sets every rule', () => {
    const html = renderToStaticMarkup(createElement(PresetChoice, { lang: 'pl', slug: 'open', options: [option('amplico-open', 'pl')] }));
    expect(html).toContain('Regulamin ustala wszystkie zasady');
    expect(html).toContain('name="rules" value="{}"');
  });
});
