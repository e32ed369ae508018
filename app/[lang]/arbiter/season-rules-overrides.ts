import { isFullDate, isWindowEnd } from '@/lib/calendar/season-window';
import { PRESETS, type RuleSet } from '@/lib/series/rules';
import { coded, refuse, type Problem, type Result, said, type ParamsArg } from '@/lib/problem';

/**
 * The overrides of a preset from the season form's fields (SeasonRulesFields), plus the advanced
 * JSON merged last. Only values that differ from the preset are kept, so the stored overrides stay
 * readable. A field that cannot be read is a refusal of one coded problem (issue 39: a `Result` like
 * every use case's; the action says it in the page's language).
 */
type FormCode = 'UNKNOWN_PRESET' | 'BAD_PLACE_PRIZES' | 'BAD_ADVANCED_RULES' | 'BAD_SEASON_WINDOW' | 'SEASON_WINDOW_ORDER';
const refused = <C extends FormCode>(code: C, ...[params]: ParamsArg<C>) => refuse([said<Problem<FormCode>>(params ? { code, params } : { code })]);

/**
 * The rules the season form's own fields carry (SeasonRulesFields, read by overridesFromForm): a
 * stored override of any other rule — or a `drops` that is not the form's growing kind — is shown in
 * the advanced box, so an edit through the fields never drops it.
 */
const FORM_FIELDS = new Set(['region', 'multiplier', 'teamSize', 'placePrizes', 'categories', 'window']);
const formShows = (key: string, value: unknown) => FORM_FIELDS.has(key) || (key === 'drops' && (value as { kind?: string } | null)?.kind === 'growing');

/**
 * A season's stored overrides (its `rulesJson`) as the arbiter's season page shows them, read once:
 * whether they change the preset at all (`{}`: none; text that is not an object counts as a change,
 * shown as it is) and the part the form's fields do not show, as the advanced box's JSON ('' when none).
 */
export function storedOverrides(rulesJson: string): { any: boolean; advanced: string } {
  let stored: unknown;
  try {
    stored = JSON.parse(rulesJson);
  } catch {
    return { any: true, advanced: '' };
  }
  if (stored === null || typeof stored !== 'object' || Array.isArray(stored)) return { any: true, advanced: '' };
  const rest = Object.fromEntries(Object.entries(stored).filter(([k, v]) => !formShows(k, v)));
  return { any: Object.keys(stored).length > 0, advanced: Object.keys(rest).length ? JSON.stringify(rest, null, 2) : '' };
}

export function overridesFromForm(form: FormData, preset: string): Result<Record<string, unknown>> {
  const base: RuleSet | undefined = PRESETS[preset];
  if (!base) return refused('UNKNOWN_PRESET', { preset });
  const out: Record<string, unknown> = {};
  const text = (k: string) => String(form.get(k) ?? '').trim();
  const int = (k: string) => (text(k) === '' ? null : Number(text(k)));
  const region = text('region');
  if (form.has('region') && region !== (base.region ?? '')) out.region = region === '' ? null : region;
  const firstAfter = int('dropsFirstAfter');
  const every = int('dropsEvery');
  if (firstAfter !== null && every !== null) {
    const d = base.drops.kind === 'growing' ? base.drops : null;
    if (!d || d.firstAfter !== firstAfter || d.every !== every) out.drops = { kind: 'growing', firstAfter, every };
  }
  for (const k of ['multiplier', 'teamSize'] as const) {
    const v = int(k);
    if (v !== null && v !== base[k]) out[k] = v;
  }
  if (text('placePrizes') !== '') {
    const prizes = text('placePrizes').split(/[,;\s]+/).filter(Boolean).map(Number);
    if (prizes.some((p) => !Number.isFinite(p) || p < 0)) return refused('BAD_PLACE_PRIZES');
    if (prizes.join(',') !== base.placePrizes.join(',')) out.placePrizes = prizes;
  }
  const amount = int('categoryAmount');
  if (amount !== null && base.categories.some((c) => c.amount !== amount)) out.categories = base.categories.map((c) => ({ ...c, amount }));
  const from = text('windowFrom');
  const to = text('windowTo');
  if (from && to) {
    // month-days of the season's year, or full dates for a series of several years (issue 27)
    if (!isWindowEnd(from) || !isWindowEnd(to) || isFullDate(from) !== isFullDate(to)) return refused('BAD_SEASON_WINDOW', { from, to });
    if (isFullDate(from) && to < from) return refused('SEASON_WINDOW_ORDER', { from, to });
    if (from !== base.window.from || to !== base.window.to) out.window = { from, to };
  }
  const advanced = text('rules');
  if (advanced) {
    try {
      const v = JSON.parse(advanced);
      if (typeof v !== 'object' || v === null || Array.isArray(v)) throw new Error('not an object');
      Object.assign(out, v);
    } catch {
      return refused('BAD_ADVANCED_RULES');
    }
  }
  return { ok: true, value: out };
}

/**
 * The tournaments still to come as the arbiter sets them (issue 14): `remainingRegular` empty =
 * from the calendar (null); else a count and whether the Final is still to come. A count that is
 * not a whole number is passed on as it is, for updateSeason to refuse with its message.
 */
export function remainingFromForm(form: FormData): { regular: number; final: boolean } | null {
  const raw = String(form.get('remainingRegular') ?? '').trim();
  if (raw === '') return null;
  return { regular: /^\d+$/.test(raw) ? Number(raw) : Number.NaN, final: form.get('remainingFinal') === 'on' };
}
