import { isPlainObject } from './json-text';
import { valueAt, type PresetInfo } from './presets';
import { sameValue } from './schema-form';

/**
 * Issue 40: what a new event's form gives for the rules its preset leaves open (`PresetInfo.asks`),
 * as the `rules` of its description file — only the asked paths, and only where the value differs
 * from the preset's (an event that keeps the preset's nine rounds writes no `rules`). Anything else
 * the form might send is not the form's to set and is left out. Pure.
 */
export function askedOverrides(info: Pick<PresetInfo<unknown>, 'asks' | 'rules'>, given: unknown): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (!isPlainObject(given)) return out;
  for (const path of info.asks) {
    const value = valueAt(given, path);
    if (value === undefined || sameValue(value, valueAt(info.rules, path))) continue;
    setPath(out, path.split('.'), value);
  }
  return out;
}

/** The asked rules at their paths with the preset's values: what the form starts from. */
export function askedValues(info: Pick<PresetInfo<unknown>, 'asks' | 'rules'>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const path of info.asks) setPath(out, path.split('.'), valueAt(info.rules, path));
  return out;
}

function setPath(target: Record<string, unknown>, keys: string[], value: unknown): void {
  let at = target;
  for (const key of keys.slice(0, -1)) {
    if (!isPlainObject(at[key])) at[key] = {};
    at = at[key] as Record<string, unknown>;
  }
  at[keys[keys.length - 1]!] = value;
}
