import type { RuleSet } from '@/lib/series/rules';

/**
 * The rule-set overrides an arbiter sets without writing JSON: region, drops, Final multiplier,
 * team size, place prizes, category prize amount, season window. "Advanced" JSON is merged last.
 */
export function SeasonRulesFields({ lang, rules, advanced }: { lang: 'pl' | 'en'; rules: RuleSet; advanced: string }) {
  const T = (pl: string, en: string) => (lang === 'pl' ? pl : en);
  const drops = rules.drops.kind === 'growing' ? rules.drops : { firstAfter: 9, every: 3 };
  return (
    <fieldset className="stack">
      <legend>{T('Reguły klasyfikacji', 'Classification rules')}</legend>
      <label>
        {T('Województwo (klasyfikowani zawodnicy)', 'Region (classified players)')} <input name="region" defaultValue={rules.region ?? ''} />
      </label>
      <label>
        {T('Odrzucanie: pierwszy wynik odrzucany od N turniejów', 'Drops: the first drop from N tournaments')} <input name="dropsFirstAfter" type="number" min={1} defaultValue={drops.firstAfter} />
      </label>
      <label>
        {T('… i kolejny co M turniejów', '… and one more every M tournaments')} <input name="dropsEvery" type="number" min={1} defaultValue={drops.every} />
      </label>
      <label>
        {T('Mnożnik Finału', 'Final multiplier')} <input name="multiplier" type="number" min={0} defaultValue={rules.multiplier} />
      </label>
      <label>
        {T('Liczba zawodników w wyniku drużyny', 'Players counted for a team')} <input name="teamSize" type="number" min={1} defaultValue={rules.teamSize} />
      </label>
      <label>
        {T('Nagrody za miejsca (zł, po przecinku)', 'Place prizes (zł, comma-separated)')} <input name="placePrizes" defaultValue={rules.placePrizes.join(', ')} />
      </label>
      <label>
        {T('Nagroda w każdej kategorii (zł)', 'Each category prize (zł)')} <input name="categoryAmount" type="number" min={0} defaultValue={rules.categories[0]?.amount ?? 50} />
      </label>
      <fieldset className="stack">
        <legend>{T('Okres sezonu (MM-DD)', 'Season window (MM-DD)')}</legend>
        <label>
          {T('Od', 'From')} <input name="windowFrom" size={5} pattern="\d{2}-\d{2}" defaultValue={rules.window.from} />
        </label>
        <label>
          {T('Do', 'To')} <input name="windowTo" size={5} pattern="\d{2}-\d{2}" defaultValue={rules.window.to} />
        </label>
      </fieldset>
      <details>
        <summary>{T('Zaawansowane (JSON, nadpisuje pola powyżej)', 'Advanced (JSON, overrides the fields above)')}</summary>
        <textarea name="rules" rows={4} defaultValue={advanced} aria-label={T('Zaawansowane reguły JSON', 'Advanced rules JSON')} />
      </details>
    </fieldset>
  );
}
