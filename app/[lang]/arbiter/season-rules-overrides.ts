import { PRESETS, type RuleSet } from '@/lib/series/rules';

/**
 * The overrides of a preset from the season form's fields (SeasonRulesFields), plus the advanced
 * JSON merged last. Only values that differ from the preset are kept, so the stored overrides stay
 * readable. Returns a message for a field that cannot be read.
 */
export function overridesFromForm(form: FormData, preset: string): { ok: true; rules: Record<string, unknown> } | { ok: false; message: string } {
  const base: RuleSet | undefined = PRESETS[preset];
  if (!base) return { ok: false, message: `Nieznany preset "${preset}". · Unknown preset.` };
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
    if (prizes.some((p) => !Number.isFinite(p) || p < 0)) return { ok: false, message: 'Nagrody za miejsca: liczby po przecinku. · Place prizes: comma-separated numbers.' };
    if (prizes.join(',') !== base.placePrizes.join(',')) out.placePrizes = prizes;
  }
  const amount = int('categoryAmount');
  if (amount !== null && base.categories.some((c) => c.amount !== amount)) out.categories = base.categories.map((c) => ({ ...c, amount }));
  const from = text('windowFrom');
  const to = text('windowTo');
  if (from && to && (from !== base.window.from || to !== base.window.to)) out.window = { from, to };
  const advanced = text('rules');
  if (advanced) {
    try {
      const v = JSON.parse(advanced);
      if (typeof v !== 'object' || v === null || Array.isArray(v)) throw new Error('not an object');
      Object.assign(out, v);
    } catch {
      return { ok: false, message: 'Zaawansowane reguły muszą być obiektem JSON. · Advanced rules must be a JSON object.' };
    }
  }
  return { ok: true, rules: out };
}
