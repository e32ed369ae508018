import type { z } from 'zod';
import type { ProblemParams } from '@/lib/problem';

/**
 * A zod issue as the catalogue's params (lib/i18n/catalogue.ts `ZOD_ISSUE_WORDS`): its code in
 * `issue`, its path in `path` and the values its sentence needs, flat, so that a page says it in
 * Polish and the API in English from one table, never zod's own English. `root` is the data that
 * was parsed: an `invalid_type` names what it received, found at the issue's path. A refinement's
 * code (lib/config/refinement.ts, zod's `params.code`) is `refinement`, with its values beside it.
 */
export function zodIssueParams(issue: z.core.$ZodIssue, root?: unknown): ProblemParams {
  const base: ProblemParams = { issue: issue.code, path: issue.path.map(String).join('.') };
  switch (issue.code) {
    case 'invalid_type':
      return { ...base, expected: issue.expected, received: parsedType(at(root, issue.path)) };
    case 'invalid_value':
      return { ...base, values: issue.values.map(literal).join('|'), count: issue.values.length };
    case 'too_big':
    case 'too_small':
      return {
        ...base,
        origin: issue.origin ?? 'value',
        limit: String(issue.code === 'too_big' ? issue.maximum : issue.minimum),
        bound: issue.exact ? 'exact' : issue.inclusive ? 'inclusive' : 'exclusive',
      };
    case 'invalid_format': {
      const i = issue as z.core.$ZodIssueInvalidStringFormat & { prefix?: string; suffix?: string; includes?: string };
      return { ...base, format: i.format, ...(i.pattern !== undefined ? { pattern: i.pattern } : {}), ...(i.prefix !== undefined ? { affix: i.prefix } : i.suffix !== undefined ? { affix: i.suffix } : i.includes !== undefined ? { affix: i.includes } : {}) };
    }
    case 'not_multiple_of':
      return { ...base, divisor: String(issue.divisor) };
    case 'unrecognized_keys':
      return { ...base, keys: issue.keys.map(literal).join(', '), count: issue.keys.length };
    case 'invalid_key':
    case 'invalid_element':
      return { ...base, origin: issue.origin };
    case 'invalid_union': {
      const i = issue as { options?: unknown[]; inclusive?: boolean };
      if (Array.isArray(i.options) && i.options.length > 0) return { ...base, options: i.options.map((o) => `'${String(o)}'`).join(' | ') };
      return i.inclusive === false ? { ...base, union: 'several' } : base;
    }
    case 'custom': {
      const { code, ...values } = (issue.params ?? {}) as Record<string, unknown>;
      if (typeof code !== 'string') return base;
      return { ...base, ...Object.fromEntries(Object.entries(values).filter(([, x]) => typeof x === 'string' || typeof x === 'number')), refinement: code } as ProblemParams;
    }
    default:
      return base;
  }
}

/** The value at a zod issue's path in the parsed data (undefined where the path leaves it). */
function at(root: unknown, path: readonly PropertyKey[]): unknown {
  let x = root;
  for (const key of path) {
    if (x === null || typeof x !== 'object') return undefined;
    x = x instanceof Map ? x.get(key) : (x as Record<PropertyKey, unknown>)[key];
  }
  return x;
}

/** A value's type as zod's English names it ("number", "array", "null", "NaN"). */
function parsedType(x: unknown): string {
  if (typeof x === 'number') return Number.isNaN(x) ? 'NaN' : Number.isFinite(x) ? 'number' : String(x);
  if (x === null) return 'null';
  if (Array.isArray(x)) return 'array';
  if (typeof x === 'object') {
    const proto = Object.getPrototypeOf(x) as { constructor?: { name?: string } } | null;
    return proto && proto !== Object.prototype && proto.constructor?.name ? proto.constructor.name : 'object';
  }
  return typeof x;
}

/** A literal as zod quotes it: strings in double quotes, anything else as written. */
const literal = (x: unknown): string => (typeof x === 'bigint' ? `${x}n` : typeof x === 'string' ? `"${x}"` : String(x));
