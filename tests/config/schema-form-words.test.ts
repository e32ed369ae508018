import { describe, expect, test } from 'vitest';
import { fieldKindOf, formSchemaOf, type FormSchema } from '@/lib/config/schema-form';
import { RuleSetSchema } from '@/lib/series/rules';
import { COMPETITION_KINDS } from '@/lib/competitions/registry';
import { choiceLabel, fieldLabel } from '@/lib/i18n/schema-form-words';

/** Every named field of a form schema, with whether it holds words (as app/components/schema-fields.tsx asks for its label). */
function fieldsOf(s: FormSchema, out: { key: string; text: boolean }[] = [], seen = new Set<FormSchema>()): { key: string; text: boolean }[] {
  if (seen.has(s)) return out;
  seen.add(s);
  const f = fieldKindOf(s);
  if (f.kind === 'object') {
    for (const [key, inner] of Object.entries(f.properties)) {
      const f = fieldKindOf(inner);
      const k = f.kind === 'nullable' ? fieldKindOf(f.inner).kind : f.kind;
      out.push({ key, text: k === 'string' || k === 'enum' });
      fieldsOf(inner, out, seen);
    }
  } else if (f.kind === 'nullable') fieldsOf(f.inner, out, seen);
  else if (f.kind === 'variants') for (const v of f.variants) fieldsOf(v.schema, out, seen);
  else if (f.kind === 'rows') fieldsOf(f.item, out, seen);
  else if (f.kind === 'record' || f.kind === 'entries') fieldsOf(f.value, out, seen);
  return out;
}

const SCHEMAS = [
  { label: 'a Grand Prix season’s rules', schema: RuleSetSchema },
  ...Object.values(COMPETITION_KINDS).flatMap((k) => [
    { label: `${k.kind}: its description file`, schema: k.configSchema },
    { label: `${k.kind}: its rules`, schema: k.rulesSchema },
  ]),
];

describe('issue 40 walk: every field the rule forms show is named in words, in Polish and English', () => {
  test.each(SCHEMAS)('$label', ({ schema }) => {
    // `kind` is a variant's tag, shown as the choice of the rule's variants
    const fields = fieldsOf(formSchemaOf(schema)).filter((f) => f.key !== 'kind');
    const unnamed = [...new Set(fields.filter((f) => fieldLabel('pl', f.key, f.text) === null || fieldLabel('en', f.key, f.text) === null).map((f) => f.key))];
    expect(unnamed).toEqual([]);
  });

  test('the open’s and a league’s edition (a choice that may be left empty) is named as the FIDE edition', () => {
    for (const kind of ['swiss-open', 'round-robin-league']) {
      const edition = fieldsOf(formSchemaOf(COMPETITION_KINDS[kind]!.rulesSchema)).find((f) => f.key === 'edition');
      expect(edition).toEqual({ key: 'edition', text: true });
      expect(fieldLabel('pl', edition!.key, edition!.text)).toBe('Wydanie przepisów FIDE o punktacji pomocniczej');
    }
  });

  test('a games-based kind’s edition is the FIDE tie-break regulations’ edition; a Grand Prix drop rule’s is a number of tournaments', () => {
    expect(fieldLabel('pl', 'edition', true)).toBe('Wydanie przepisów FIDE o punktacji pomocniczej');
    expect(fieldLabel('en', 'edition', true)).toBe('Edition of the FIDE tie-break regulations');
    expect(fieldLabel('pl', 'edition', false)).toBe('Turniejów w edycji');
  });

  test('colours are chosen in the page’s language', () => {
    expect(choiceLabel('pl', 'black')).toBe('czarne (black)');
    expect(choiceLabel('en', 'white')).toBe('white (white)');
  });
});
