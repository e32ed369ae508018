/** Small readings of a JSON configuration's text shared by every kind's loader: where a key or an error stands. */

export function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** The 1-based line of a character offset. */
export function lineAt(text: string, offset: number): number {
  return text.slice(0, offset).split('\n').length;
}

/** The line of a key (`"key":`) in the text, for problems about its value; 0 when it is not there. */
export function lineOfKey(text: string, key: string): number {
  if (!key) return 0;
  const m = new RegExp(`"${key.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}"\\s*:`).exec(text);
  return m ? lineAt(text, m.index) : 0;
}

/** The line of the n-th (0-based) match of `pattern` (a global expression), e.g. the n-th `"id":`; 0 when there are fewer. */
export function lineOfNth(text: string, pattern: RegExp, n: number): number {
  let k = 0;
  for (const m of text.matchAll(pattern)) if (k++ === n) return lineAt(text, m.index);
  return 0;
}

/** A zod issue's path as a reader writes it: `leagues[0].file`. */
export function issuePath(path: readonly PropertyKey[]): string {
  return path.map((p) => (typeof p === 'number' ? `[${p}]` : `.${String(p)}`)).join('').replace(/^\./, '');
}

/**
 * One merge rule for every preset and every override (guides/architecture.md §12): objects merge
 * field by field, arrays and scalars replace, and an object with another `kind` starts a new
 * variant instead of mixing the fields of two variants.
 */
export function deepMerge(base: Record<string, unknown>, patch: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...base };
  for (const [k, v] of Object.entries(patch)) {
    const b = out[k];
    if (isPlainObject(b) && isPlainObject(v)) out[k] = 'kind' in v && b.kind !== v.kind ? v : deepMerge(b, v);
    else out[k] = v;
  }
  return out;
}
