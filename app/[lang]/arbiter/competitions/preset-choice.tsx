'use client';
import { useState } from 'react';
import type { Lang } from '@/lib/i18n/messages';
import { setAt, type FormSchema } from '@/lib/config/schema-form';
import { SchemaFields } from '@/app/components/schema-fields';
import { COMPETITIONS_PAGE_WORDS } from '@/lib/i18n/site-pages-words';
import { words } from '@/lib/i18n/words';

/** One regulation the new competition's form offers, with the rules it leaves to the event. */
export interface PresetOption {
  name: string;
  /** The neutral name (PresetFile.label) in the page's language. */
  label: string;
  /** What the regulation says (PresetFile.source), in the page's language. */
  source: string;
  /** The asked fields as one flat form (lib/config/schema-form.ts askedFormSchema) and where each goes in the rules. */
  fields: FormSchema;
  paths: Record<string, string>;
  /** The preset's values of the asked fields, by the form's keys. */
  values: Record<string, unknown>;
}

/**
 * Issue 40: the regulation of a new open, league season or team league, and then only what that
 * regulation leaves to the event (a plain Swiss open: its rounds and tie-breaks), starting from the
 * regulation's values. What the fields hold is sent as `rules` (JSON); the server keeps the asked
 * fields that differ from the regulation (lib/config/asked-rules.ts). A regulation that leaves
 * nothing open says so.
 */
export function PresetChoice({ lang, slug, options }: { lang: Lang; slug: string; options: readonly PresetOption[] }) {
  const w = words(lang, COMPETITIONS_PAGE_WORDS);
  const [chosen, setChosen] = useState(options[0]?.name ?? '');
  // each regulation keeps what was typed for it while another is looked at
  const [values, setValues] = useState<Record<string, Record<string, unknown>>>(() => Object.fromEntries(options.map((o) => [o.name, o.values])));
  const option = options.find((o) => o.name === chosen) ?? options[0];
  if (!option) return null;
  const own = values[option.name] ?? option.values;
  let rules: unknown = {};
  for (const [key, path] of Object.entries(option.paths)) if (own[key] !== undefined) rules = setAt(rules, path.split('.'), own[key]);
  const asks = Object.keys(option.paths).length > 0;
  return (
    <>
      <label>
        {w.preset}{' '}
        <select name="preset" value={option.name} onChange={(e) => setChosen(e.target.value)} data-testid={`describe-preset-${slug}`}>
          {options.map((p) => (
            <option key={p.name} value={p.name}>
              {/* issue 40: a neutral name (the title names the event the rules come from) */}
              {p.label}
            </option>
          ))}
        </select>
      </label>
      <p className="muted preset-source" data-testid={`describe-preset-source-${slug}`}>
        {option.source}
      </p>
      {asks ? (
        <fieldset className="stack" data-testid={`describe-asks-${slug}`}>
          <legend>{w.presetAsks}</legend>
          <SchemaFields key={option.name} lang={lang} schema={option.fields} value={own} onChange={(v) => setValues((all) => ({ ...all, [option.name]: v as Record<string, unknown> }))} idPrefix={`describe-${slug}-${option.name}`} />
        </fieldset>
      ) : (
        <p className="muted">{w.presetComplete}</p>
      )}
      <input type="hidden" name="rules" value={JSON.stringify(rules)} />
    </>
  );
}
