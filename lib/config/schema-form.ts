import { z } from 'zod';

/**
 * Issue 40 (C5, item 2): a rule set — a Grand Prix season's, an open's, a league's, a team league's —
 * edited in fields generated from its zod schema instead of JSON typed into an empty box. The schema
 * is turned into JSON Schema once (zod's own `toJSONSchema`, input side: defaults make a field
 * optional), which is plain data a client component can walk; this file says which field each node
 * becomes and gives the values a new list row or a newly chosen variant starts from. Pure.
 */

/** The part of JSON Schema that `z.toJSONSchema` writes for our rule sets and description files. */
export interface FormSchema {
  type?: string | string[];
  properties?: Record<string, FormSchema>;
  required?: string[];
  items?: FormSchema | boolean;
  /** A tuple's places (semi-finals as [[1, 4], [2, 3]]). */
  prefixItems?: FormSchema[];
  additionalProperties?: FormSchema | boolean;
  oneOf?: FormSchema[];
  anyOf?: FormSchema[];
  enum?: (string | number)[];
  const?: string | number | boolean | null;
  default?: unknown;
  minimum?: number;
  exclusiveMinimum?: number;
  maximum?: number;
  minItems?: number;
  minLength?: number;
  pattern?: string;
}

/** The JSON Schema of a zod schema, as the generated form reads it (values as the file is written: input side). */
export function formSchemaOf(schema: z.ZodType): FormSchema {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as FormSchema & { $schema?: string };
  delete json.$schema;
  return json;
}

/** What a schema node becomes on the form. */
type FieldKind =
  | { kind: 'object'; properties: Record<string, FormSchema>; required: ReadonlySet<string> }
  /** A choice among variants told apart by one constant field (`kind`): a select, then the chosen variant's fields. */
  | { kind: 'variants'; tag: string; variants: { value: string; schema: FormSchema }[] }
  /** A value or nothing (`null`): the inner field, empty meaning null. */
  | { kind: 'nullable'; inner: FormSchema }
  | { kind: 'enum'; values: (string | number)[] }
  | { kind: 'boolean' }
  | { kind: 'number'; integer: boolean; min: number | undefined }
  | { kind: 'string' }
  /** A list of numbers or words: one field, values separated by commas (a place table: 25, 20, 16 …). */
  | { kind: 'list'; of: 'number' | 'string' | 'enum'; values?: (string | number)[] }
  /** A list of lists of numbers (drawing of lots: 3, 5; 7, 2): groups separated by semicolons. */
  | { kind: 'listOfLists' }
  /** A list of objects: one block per row, rows added and removed. */
  | { kind: 'rows'; item: FormSchema }
  /** A name → number table (multipliers by tournament id). */
  | { kind: 'record'; value: FormSchema }
  /** A name → block table (a league's schedules by id): one block per name, names added, renamed and removed. */
  | { kind: 'entries'; value: FormSchema }
  /** Anything else, written as JSON in its own box. */
  | { kind: 'json' };

const typesOf = (s: FormSchema): string[] => (Array.isArray(s.type) ? s.type : s.type ? [s.type] : []);
const isNull = (s: FormSchema) => typesOf(s).length === 1 && typesOf(s)[0] === 'null';

/** The constant field every variant has (`kind`), if the alternatives are told apart by one. */
function tagOf(variants: FormSchema[]): string | null {
  const first = variants[0]?.properties;
  if (!first) return null;
  for (const [key, p] of Object.entries(first)) {
    if (typeof p.const !== 'string') continue;
    if (variants.every((v) => typeof v.properties?.[key]?.const === 'string')) return key;
  }
  return null;
}

export function fieldKindOf(s: FormSchema): FieldKind {
  const alternatives = s.oneOf ?? s.anyOf;
  if (alternatives) {
    const nonNull = alternatives.filter((a) => !isNull(a));
    if (nonNull.length === 1 && nonNull.length < alternatives.length) return { kind: 'nullable', inner: nonNull[0]! };
    const tag = tagOf(nonNull);
    if (tag && nonNull.length === alternatives.length) return { kind: 'variants', tag, variants: nonNull.map((v) => ({ value: String(v.properties![tag]!.const), schema: v })) };
    return { kind: 'json' };
  }
  const types = typesOf(s);
  if (types.length === 2 && types.includes('null')) return { kind: 'nullable', inner: { ...s, type: types.find((t) => t !== 'null')! } };
  if (s.enum) return { kind: 'enum', values: s.enum };
  const type = types[0];
  if (type === 'boolean') return { kind: 'boolean' };
  if (type === 'number' || type === 'integer') return { kind: 'number', integer: type === 'integer', min: s.minimum ?? s.exclusiveMinimum };
  if (type === 'string') return { kind: 'string' };
  if (type === 'array' && s.prefixItems) {
    const kinds = s.prefixItems.map(fieldKindOf);
    if (kinds.every((k) => k.kind === 'number')) return { kind: 'list', of: 'number' };
    if (kinds.every((k) => k.kind === 'list' && k.of === 'number')) return { kind: 'listOfLists' };
    return { kind: 'json' };
  }
  if (type === 'array' && typeof s.items === 'object') {
    const item = fieldKindOf(s.items);
    if (item.kind === 'number') return { kind: 'list', of: 'number' };
    if (item.kind === 'string') return { kind: 'list', of: 'string' };
    if (item.kind === 'enum') return { kind: 'list', of: 'enum', values: item.values };
    if (item.kind === 'list' && item.of === 'number') return { kind: 'listOfLists' };
    if (item.kind === 'object' || item.kind === 'variants') return { kind: 'rows', item: s.items };
    return { kind: 'json' };
  }
  if (type === 'object') {
    if (s.properties && Object.keys(s.properties).length > 0) return { kind: 'object', properties: s.properties, required: new Set(s.required ?? []) };
    if (typeof s.additionalProperties === 'object' && fieldKindOf(s.additionalProperties).kind === 'number') return { kind: 'record', value: s.additionalProperties };
    if (typeof s.additionalProperties === 'object' && fieldKindOf(s.additionalProperties).kind === 'object') return { kind: 'entries', value: s.additionalProperties };
    return { kind: 'json' };
  }
  return { kind: 'json' };
}

/** The value a new list row or a newly chosen variant starts from: defaults, the least a number may be, the first choice. */
export function startValueOf(s: FormSchema): unknown {
  if (s.default !== undefined) return structuredClone(s.default);
  if (s.const !== undefined) return s.const;
  const f = fieldKindOf(s);
  switch (f.kind) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, p] of Object.entries(f.properties)) if (f.required.has(key)) out[key] = startValueOf(p);
      return out;
    }
    case 'variants':
      return startValueOf(f.variants[0]!.schema);
    case 'nullable':
      return null;
    case 'enum':
      return f.values[0];
    case 'boolean':
      return false;
    case 'number':
      return f.min === undefined ? 0 : Math.max(0, Math.ceil(f.min));
    case 'string':
      return '';
    case 'list':
    case 'listOfLists':
    case 'rows':
      return [];
    case 'record':
    case 'entries':
      return {};
    case 'json':
      return null;
  }
}

/** `value` with `path` set to `v` (objects and arrays copied along the path, the rest shared). */
export function setAt(value: unknown, path: readonly (string | number)[], v: unknown): unknown {
  if (path.length === 0) return v;
  const [head, ...rest] = path;
  if (typeof head === 'number') {
    const list = Array.isArray(value) ? [...value] : [];
    list[head] = setAt(list[head], rest, v);
    return list;
  }
  const obj = value !== null && typeof value === 'object' && !Array.isArray(value) ? { ...(value as Record<string, unknown>) } : {};
  if (v === undefined && rest.length === 0) delete obj[head!];
  else obj[head!] = setAt(obj[head!], rest, v);
  return obj;
}

export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) return a.length === (b as unknown[]).length && a.every((x, i) => sameValue(x, (b as unknown[])[i]));
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  return ka.length === kb.length && ka.every((k) => Object.hasOwn(b, k) && sameValue((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

/**
 * The overrides a file stores: the top-level fields of `edited` that differ from `base` (a preset's
 * rules), each whole — the preset resolver merges them into the preset (lib/config/presets.ts), so
 * a changed field replaces the preset's. `keep` are fields stored before, kept even where they now equal the preset.
 */
export function overridesOf(edited: Record<string, unknown>, base: Record<string, unknown>, keep: ReadonlySet<string> = new Set()): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(edited)) if (keep.has(key) || !sameValue(v, base[key])) out[key] = v;
  return out;
}

/** A comma-separated list as typed ("25, 20, 16"); numbers that do not read stay as typed for the schema to refuse. */
export function readList(text: string, of: 'number' | 'string' | 'enum'): unknown[] {
  const parts = text.split(of === 'number' ? /[,;\s]+/ : /\s*[,;]\s*/).map((p) => p.trim()).filter(Boolean);
  return of === 'number' ? parts.map((p) => (Number.isFinite(Number(p.replace(',', '.'))) ? Number(p.replace(',', '.')) : p)) : parts;
}

/** Groups of numbers as typed ("3, 5; 7, 2"). */
export function readListOfLists(text: string): unknown[] {
  return text.split(';').map((g) => readList(g, 'number')).filter((g) => g.length > 0);
}

/** The schema of the field at a dotted path (`qualifier.rounds`); null where the schema has no such field. */
export function schemaAt(schema: FormSchema, path: string): FormSchema | null {
  let at: FormSchema | undefined = schema;
  for (const key of path.split('.')) {
    at = at?.properties?.[key];
    if (!at) return null;
  }
  return at;
}

/**
 * Issue 40: the rules a preset leaves to each event (`PresetInfo.asks`) as one flat form — each asked
 * field under its own last name (`rounds`, `chain`: the form's words name it), or under its whole path
 * where two end alike — and the path of each key, to write the values back where the rules hold them.
 */
export function askedFormSchema(schema: FormSchema, asks: readonly string[]): { schema: FormSchema; paths: Record<string, string> } {
  const last = (p: string) => p.slice(p.lastIndexOf('.') + 1);
  const properties: Record<string, FormSchema> = {};
  const paths: Record<string, string> = {};
  for (const path of asks) {
    const field = schemaAt(schema, path);
    if (!field) continue;
    const key = asks.filter((p) => last(p) === last(path)).length > 1 ? path : last(path);
    properties[key] = field;
    paths[key] = path;
  }
  return { schema: { type: 'object', properties, required: Object.keys(properties) }, paths };
}
