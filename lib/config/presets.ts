import type { z } from 'zod';
import type { Loaded, ProblemParams } from '@/lib/problem';
import { deepMerge, isPlainObject } from './json-text';
import { zodIssueParams } from './zod-issue';

/**
 * A preset as stored, the same for every kind (guides/architecture.md §12): one JSON file per
 * regulation in the kind's `presets/` folder; `rules` is complete, or lists only what differs from
 * the preset it `extends`. `source` says where the rules come from and how an unclear sentence was read.
 */
export interface PresetFile {
  title: { pl: string; en: string };
  /**
   * Issue 40: a neutral name of what the rules are, for a form that offers them to a new event (the
   * title names the event they come from: "V Międzynarodowy Turniej Szachowy Amplico AIG Life").
   * Absent: the title.
   */
  label?: { pl: string; en: string };
  source: { pl: string; en: string };
  extends?: string;
  /**
   * Issue 40: the rules this preset leaves to each event, as paths into its rules
   * (`qualifier.rounds`): what the form that creates an event from it asks, with the preset's
   * values to start from. Absent: nothing (the regulation is one event's, complete).
   */
  asks?: string[];
  rules: Record<string, unknown>;
}

export interface PresetInfo<R> {
  name: string;
  title: { pl: string; en: string };
  /** The neutral name a form offers (PresetFile.label, else the title). */
  label: { pl: string; en: string };
  source: { pl: string; en: string };
  extends: string | null;
  /** PresetFile.asks (with what it extends: the nearest that says). */
  asks: string[];
  rules: R;
}

/**
 * Why rules are refused, as params of the catalogue (lib/i18n/catalogue.ts `ruleErrorWords`):
 * `ruleError` ('no-preset', 'unknown-preset', 'not-object', 'issue' with a zod issue's params, or a
 * kind's own check) and its values. A problem carries them (INVALID_RULES, RULES_INVALID, …) so
 * that a page says the detail in its language.
 */
export type RuleError = ProblemParams & { ruleError: string };
/**
 * The rules, or the coded errors that refuse them (issue 39: `Loaded`). Its `warnings` are the
 * overrides' fields the schema does not know, by name: each kind says one as its own coded warning
 * (RULE_IGNORED, EVENT_UNKNOWN_RULE, UNKNOWN_RULE, TEAM_UNKNOWN_RULE) with the line it knows.
 * No words (issue 39, item 2): a page says the errors in its language (`ruleErrorWords`), the
 * English a program reads is said at the edge (`rulesInEnglish`, lib/config/rules-in-english.ts).
 */
export type ResolvePresetResult<R> = Loaded<{ rules: R }, RuleError, string>;

interface PresetCatalogueParams<S extends z.ZodObject> {
  files: Record<string, PresetFile>;
  schema: S;
  /** Used when the configuration names no preset; without it, naming none is an error. */
  defaultPreset?: string;
  /** Convenience spellings accepted in overrides, each mapped to fields of the schema. */
  aliases?: Record<string, (value: unknown) => Record<string, unknown>>;
  /** Checks across fields after the schema (e.g. a league naming game days the rules do not have), as coded rule errors. */
  check?: (rules: z.infer<S>) => RuleError[];
}

interface PresetCatalogue<R> {
  /** Every preset's resolved, validated rules, by name. */
  info: Record<string, PresetInfo<R>>;
  rules: Record<string, R>;
  /**
   * A preset with a configuration's overrides, by the one merge rule (json-text.ts `deepMerge`):
   * unknown fields are warnings (their names), invalid values coded errors naming the field.
   */
  resolve(preset: string | undefined, overrides?: unknown): ResolvePresetResult<R>;
}

/** The one preset resolver every kind uses (Grand Prix seasons, opens, leagues, team leagues). */
export function presetCatalogue<S extends z.ZodObject>(params: PresetCatalogueParams<S>): PresetCatalogue<z.infer<S>> {
  type R = z.infer<S>;
  const { files, schema } = params;
  const known = () => Object.keys(files).join(', ');
  /** A preset's rules with what it extends merged in; a broken preset file is a bug of this code base, caught by its tests, so it throws. */
  const raw = (name: string, chain: string[] = []): Record<string, unknown> => {
    const file = files[name];
    const broken = (why: string) => new Error(`preset ${chain[0] ?? name}: ${why}`);
    if (!file) throw broken(`unknown preset "${name}" (known: ${known()})`);
    if (chain.includes(name)) throw broken(`preset "${name}" extends itself (${[...chain, name].join(' → ')})`);
    if (!file.extends) return structuredClone(file.rules);
    return deepMerge(raw(file.extends, [...chain, name]), file.rules);
  };
  const asksOf = (name: string): string[] => {
    const file = files[name]!;
    return file.asks ?? (file.extends ? asksOf(file.extends) : []);
  };
  const info: Record<string, PresetInfo<R>> = {};
  for (const [name, file] of Object.entries(files)) {
    const r = raw(name);
    const parsed = schema.safeParse(r);
    // a preset file of the repository is wrong: a developer's error, its zod issues as they are (a refinement's code and values in `params`)
    if (!parsed.success) throw new Error(`preset ${name}: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}${i.code === 'custom' && i.params ? ` ${JSON.stringify(i.params)}` : ''}`).join('; ')}`);
    for (const path of asksOf(name)) {
      if (valueAt(parsed.data, path) === undefined) throw new Error(`preset ${name}: asks "${path}", which its rules do not have`);
    }
    info[name] = { name, title: file.title, label: file.label ?? file.title, source: file.source, extends: file.extends ?? null, asks: asksOf(name), rules: parsed.data };
  }
  const rules: Record<string, R> = Object.fromEntries(Object.entries(info).map(([k, v]) => [k, v.rules]));
  const fields = new Set(Object.keys(schema.shape));

  function resolve(preset: string | undefined, overrides?: unknown): ResolvePresetResult<R> {
    const name = preset === undefined || preset === '' ? params.defaultPreset : preset;
    if (name === undefined) return { ok: false, errors: [{ ruleError: 'no-preset', known: known() }], warnings: [] };
    const base = rules[name];
    if (!base) return { ok: false, errors: [{ ruleError: 'unknown-preset', preset: name, known: known() }], warnings: [] };
    if (overrides !== undefined && overrides !== null && !isPlainObject(overrides)) return { ok: false, errors: [{ ruleError: 'not-object' }], warnings: [] };
    const ignored: string[] = [];
    let merged = structuredClone(base) as Record<string, unknown>;
    for (const [key, value] of Object.entries(overrides ?? {})) {
      if (fields.has(key)) merged = deepMerge(merged, { [key]: value });
      else if (params.aliases && Object.hasOwn(params.aliases, key)) merged = deepMerge(merged, params.aliases[key]!(value));
      else ignored.push(key);
    }
    const parsed = schema.safeParse(merged);
    if (!parsed.success) return { ok: false, errors: parsed.error.issues.map((i) => ({ ...zodIssueParams(i, merged), ruleError: 'issue' })), warnings: ignored };
    const errors = params.check?.(parsed.data) ?? [];
    return errors.length > 0 ? { ok: false, errors, warnings: ignored } : { ok: true, rules: parsed.data, warnings: ignored };
  }
  return { info, rules, resolve };
}

/** The value at a dotted path of a rule set (`qualifier.rounds`); undefined where there is none. */
export function valueAt(rules: unknown, path: string): unknown {
  let at: unknown = rules;
  for (const key of path.split('.')) {
    if (!isPlainObject(at) || !Object.hasOwn(at, key)) return undefined;
    at = at[key];
  }
  return at;
}
