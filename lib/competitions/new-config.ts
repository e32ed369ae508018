import type { CompetitionKind, FolderProblem, NewCompetitionFields } from './kind';
import { coded, type Loaded } from '@/lib/problem';
import { normalizeName } from '@/lib/identity/normalize-name';
import { isIsoDate } from '@/lib/dates';
import { askedOverrides } from '@/lib/config/asked-rules';

/** A part's id from its name: letters and digits of the name joined by -, else `{fallback}-{n}`; unique among `taken`. */
export function partId(name: string, n: number, taken: ReadonlySet<string>, fallback = 'liga'): string {
  const base = normalizeName(name).replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 40) || `${fallback}-${n}`;
  let id = base;
  for (let k = 2; taken.has(id); k++) id = `${base}-${k}`;
  return id;
}

/**
 * Issue 40, B5: the description file (`event.json`, `league.json`, `team-league.json`) of a new
 * competition, written from the arbiter's form instead of by hand. The preset must be one of the
 * kind's; the text is then stored through the kind's own loader (server/competitions.ts), which
 * refuses it with its lines like any upload. Pure.
 */
export function newConfigText(kind: CompetitionKind<unknown>, fields: NewCompetitionFields): Loaded<{ file: string; text: string }, FolderProblem> {
  const name = fields.name.trim();
  const errors: FolderProblem[] = [];
  if (!name) errors.push(coded<FolderProblem>({ file: kind.configFile, line: 0, code: 'MISSING_NAME', params: { what: 'competition', max: 200 } }));
  if (!Object.hasOwn(kind.presets.info, fields.preset)) errors.push(coded<FolderProblem>({ file: kind.configFile, line: 0, code: 'UNKNOWN_PRESET', params: { preset: fields.preset } }));
  const from = fields.dates?.from.trim() ?? '';
  const to = fields.dates?.to.trim() ?? '';
  for (const value of [from, to]) if (value !== '' && !isIsoDate(value)) errors.push(coded<FolderProblem>({ file: kind.configFile, line: 0, code: 'INVALID_DATE', params: { value } }));
  if (from !== '' && to !== '' && isIsoDate(from) && isIsoDate(to) && to < from) errors.push(coded<FolderProblem>({ file: kind.configFile, line: 0, code: 'DATE_ORDER', params: { from, to } }));
  errors.push(...(kind.newConfigProblems?.(fields) ?? []));
  if (errors.length) return { ok: false, errors, warnings: [] };
  const parts = fields.parts.map((p) => p.trim()).filter(Boolean);
  // only what the preset leaves open, and only where it differs from the preset (lib/config/asked-rules.ts)
  const rules = askedOverrides(kind.presets.info[fields.preset]!, fields.rules);
  const withRules = Object.keys(rules).length > 0 ? { rules } : {};
  const config = kind.newConfig
    ? kind.newConfig({ name, preset: fields.preset, parts, ...(from ? { dates: { from, to: to || from } } : {}), ...(fields.gameDays ? { gameDays: fields.gameDays } : {}), ...withRules })
    : { ...(JSON.parse(kind.template) as Record<string, unknown>), name, preset: fields.preset, ...withRules };
  return { ok: true, file: kind.configFile, text: `${JSON.stringify(config, null, 2)}\n`, warnings: [] };
}
