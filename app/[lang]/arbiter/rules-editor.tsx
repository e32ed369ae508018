'use client';
import { useState } from 'react';
import type { Lang } from '@/lib/i18n/messages';
import { overridesOf, type FormSchema } from '@/lib/config/schema-form';
import { RULES_EXAMPLE, SCHEMA_FORM_WORDS } from '@/lib/i18n/schema-form-words';
import { SchemaFields } from '@/app/components/schema-fields';
import { words } from '@/lib/i18n/words';

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

function readOverrides(text: string): Record<string, unknown> | null {
  if (text.trim() === '') return {};
  try {
    const v = JSON.parse(text) as unknown;
    return isObject(v) ? v : null;
  } catch {
    return null;
  }
}

/**
 * Issue 40, C5: every rule of a Grand Prix season in fields generated from the rule set's schema — a
 * place table, best N, tie-breaks, categories — over the season's rules as they stand. What differs
 * from them goes into the form's `rules` field (the JSON view, merged last by overridesFromForm), so
 * the quick fields above keep working and the stored changes not shown there are kept. Without
 * JavaScript the JSON view is the stored text, as before.
 */
export function RulesEditor({ lang, schema, rules, advanced, omit = [] }: { lang: Lang; schema: FormSchema; rules: Record<string, unknown>; advanced: string; /** The rules the quick fields above show (one field per rule on the page). */ omit?: readonly string[] }) {
  const w = words(lang, SCHEMA_FORM_WORDS);
  const [keep] = useState(() => new Set(Object.keys(readOverrides(advanced) ?? {})));
  const [overrides, setOverrides] = useState<Record<string, unknown>>(() => readOverrides(advanced) ?? {});
  const [text, setText] = useState(advanced);
  const value = { ...rules, ...overrides };
  const invalid = readOverrides(text) === null;
  const example = JSON.stringify(RULES_EXAMPLE, null, 2);
  return (
    <details data-testid="rules-editor" open={Object.keys(overrides).length > 0 || undefined}>
      <summary>{w.allRules}</summary>
      <p className="explain">{w.allRulesIntro}</p>
      <SchemaFields
        lang={lang}
        schema={schema}
        value={value}
        idPrefix="rule"
        omit={omit}
        onChange={(v) => {
          const next = overridesOf(v as Record<string, unknown>, rules, keep);
          setOverrides(next);
          setText(Object.keys(next).length ? JSON.stringify(next, null, 2) : '');
        }}
      />
      <details data-testid="rules-json" open={text.trim() !== '' || undefined}>
        <summary>{w.jsonView}</summary>
        <p className="muted">{w.jsonHint}</p>
        <textarea
          name="rules"
          rows={Math.min(16, Math.max(4, text.split('\n').length + 1))}
          value={text}
          placeholder={example}
          aria-label={w.jsonView}
          aria-invalid={invalid || undefined}
          onChange={(e) => {
            setText(e.target.value);
            const read = readOverrides(e.target.value);
            if (read) setOverrides(read);
          }}
        />
        {invalid ? <p className="error">{w.jsonInvalid}</p> : null}
        <p className="muted">
          {w.example}: <code data-testid="rules-example">{JSON.stringify(RULES_EXAMPLE)}</code>
        </p>
      </details>
    </details>
  );
}
