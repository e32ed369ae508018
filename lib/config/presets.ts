import type { z } from 'zod';
import { deepMerge, isPlainObject } from './json-text';

/**
 * A preset as stored, the same for every kind (guides/architecture.md §12): one JSON file per
 * regulation in the kind's `presets/` folder; `rules` is complete, or lists only what differs from
 * the preset it `extends`. `source` says where the rules come from and how an unclear sentence was read.
 */
export interface PresetFile {
  title: { pl: string; en: string };
  source: { pl: string; en: string };
  extends?: string;
  rules: Record<string, unknown>;
}

export interface PresetInfo<R> {
  name: string;
  title: { pl: string; en: string };
  source: { pl: string; en: string };
  extends: string | null;
  rules: R;
}

export type ResolvePresetResult<R> = { ok: true; rules: R; warnings: string[] } | { ok: false; errors: string[] };

export interface PresetCatalogueParams<S extends z.ZodObject> {
  files: Record<string, PresetFile>;
  schema: S;
  /** Used when the configuration names no preset; without it, naming none is an error. */
  defaultPreset?: string;
  /** Convenience spellings accepted in overrides, each mapped to fields of the schema. */
  aliases?: Record<string, (value: unknown) => Record<string, unknown>>;
  /** Checks across fields after the schema (e.g. a league naming game days the rules do not have). */
  check?: (rules: z.infer<S>) => string[];
}

export interface PresetCatalogue<R> {
  /** Every preset's resolved, validated rules, by name. */
  info: Record<string, PresetInfo<R>>;
  rules: Record<string, R>;
  /**
   * A preset with a configuration's overrides, by the one merge rule (json-text.ts `deepMerge`):
   * unknown fields are warnings, invalid values errors naming the field.
   */
  resolve(preset: string | undefined, overrides?: unknown): ResolvePresetResult<R>;
}

/** The one preset resolver every kind uses (Grand Prix seasons, opens, leagues, team leagues). */
export function presetCatalogue<S extends z.ZodObject>(params: PresetCatalogueParams<S>): PresetCatalogue<z.infer<S>> {
  type R = z.infer<S>;
  const { files, schema } = params;
  const known = () => Object.keys(files).join(', ');
  const raw = (name: string, chain: string[] = []): { ok: true; raw: Record<string, unknown> } | { ok: false; error: string } => {
    const file = files[name];
    if (!file) return { ok: false, error: `unknown preset "${name}" (known: ${known()})` };
    if (chain.includes(name)) return { ok: false, error: `preset "${name}" extends itself (${[...chain, name].join(' → ')})` };
    if (!file.extends) return { ok: true, raw: structuredClone(file.rules) };
    const parent = raw(file.extends, [...chain, name]);
    return parent.ok ? { ok: true, raw: deepMerge(parent.raw, file.rules) } : parent;
  };
  const info: Record<string, PresetInfo<R>> = {};
  for (const [name, file] of Object.entries(files)) {
    const r = raw(name);
    // a broken preset file is a bug of this code base, caught by its tests
    if (!r.ok) throw new Error(`preset ${name}: ${r.error}`);
    const parsed = schema.safeParse(r.raw);
    if (!parsed.success) throw new Error(`preset ${name}: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
    info[name] = { name, title: file.title, source: file.source, extends: file.extends ?? null, rules: parsed.data };
  }
  const rules: Record<string, R> = Object.fromEntries(Object.entries(info).map(([k, v]) => [k, v.rules]));
  const fields = new Set(Object.keys(schema.shape));

  function resolve(preset: string | undefined, overrides?: unknown): ResolvePresetResult<R> {
    const name = preset === undefined || preset === '' ? params.defaultPreset : preset;
    if (name === undefined) return { ok: false, errors: [`no preset named: a season names the regulation it follows (known: ${known()})`] };
    const base = rules[name];
    if (!base) return { ok: false, errors: [`unknown preset "${name}" (known: ${known()})`] };
    if (overrides !== undefined && overrides !== null && !isPlainObject(overrides)) return { ok: false, errors: ['"rules" must be an object of rule fields'] };
    const warnings: string[] = [];
    let merged = structuredClone(base) as Record<string, unknown>;
    for (const [key, value] of Object.entries(overrides ?? {})) {
      if (fields.has(key)) merged = deepMerge(merged, { [key]: value });
      else if (params.aliases && Object.hasOwn(params.aliases, key)) merged = deepMerge(merged, params.aliases[key]!(value));
      else warnings.push(`unknown rule "${key}" ignored`);
    }
    const parsed = schema.safeParse(merged);
    if (!parsed.success) return { ok: false, errors: parsed.error.issues.map((i) => `rule "${i.path.join('.') || '(root)'}": ${i.message}`) };
    const errors = params.check?.(parsed.data) ?? [];
    return errors.length > 0 ? { ok: false, errors } : { ok: true, rules: parsed.data, warnings };
  }
  return { info, rules, resolve };
}
