import type { RuleSet } from '@/lib/series/rules';
import { workspaceWords } from '@/lib/i18n/workspace-words';

/**
 * The rule-set overrides an arbiter sets without writing JSON: region, drops, Final multiplier,
 * team size, place prizes, category prize amount, season window. "Advanced" JSON is merged last.
 */
export function SeasonRulesFields({ lang, rules, advanced }: { lang: 'pl' | 'en'; rules: RuleSet; advanced: string }) {
  const w = workspaceWords(lang);
  // the two drop fields say the growing rule (§2 of the W-M regulation); a preset that counts
  // otherwise (best N, best n − k …) keeps its own rule, described above the fields, and the
  // advanced JSON changes it
  const drops = rules.drops.kind === 'growing' ? rules.drops : null;
  return (
    <fieldset className="stack">
      <legend>{w.classificationRules}</legend>
      <label>
        {w.regionClassifiedPlayers} <input name="region" defaultValue={rules.region ?? ''} />
      </label>
      {drops && (
        <>
          <label>
            {w.dropsFirstDropFrom} <input name="dropsFirstAfter" type="number" min={1} defaultValue={drops.firstAfter} />
          </label>
          <label>
            {w.oneMoreEveryM} <input name="dropsEvery" type="number" min={1} defaultValue={drops.every} />
          </label>
        </>
      )}
      <label>
        {w.finalMultiplier} <input name="multiplier" type="number" min={0} defaultValue={rules.multiplier} />
      </label>
      <label>
        {w.playersCountedTeam} <input name="teamSize" type="number" min={1} defaultValue={rules.teamSize} />
      </label>
      <label>
        {w.placePrizesZComma} <input name="placePrizes" defaultValue={rules.placePrizes.join(', ')} />
      </label>
      <label>
        {w.eachCategoryPrizeZ} <input name="categoryAmount" type="number" min={0} defaultValue={rules.categories[0]?.amount ?? 50} />
      </label>
      <fieldset className="stack">
        <legend>{w.seasonWindowMmDd}</legend>
        <label>
          {w.from} <input name="windowFrom" size={10} pattern="(\d{4}-)?\d{2}-\d{2}" defaultValue={rules.window.from} />
        </label>
        <label>
          {w.to} <input name="windowTo" size={10} pattern="(\d{4}-)?\d{2}-\d{2}" defaultValue={rules.window.to} />
        </label>
      </fieldset>
      <details>
        <summary>{w.advancedJsonOverridesFields}</summary>
        <textarea name="rules" rows={4} defaultValue={advanced} aria-label={w.advancedRulesJson} />
      </details>
    </fieldset>
  );
}
