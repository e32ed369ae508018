import { RuleSetSchema, type RuleSet } from '@/lib/series/rules';
import { formSchemaOf } from '@/lib/config/schema-form';
import { RulesEditor } from './rules-editor';

/** The rule set's schema as the generated fields read it (computed once). */
const RULE_SET_FORM_SCHEMA = formSchemaOf(RuleSetSchema);
import { WORKSPACE_WORDS } from '@/lib/i18n/workspace-words';
import { seasonFeatures } from '@/lib/series/season-features';
import { words } from '@/lib/i18n/words';

/**
 * The rule-set overrides an arbiter sets without writing JSON: region, drops, Final multiplier,
 * team size, place prizes, category prize amount, season window; then every rule in fields generated
 * from the schema (RulesEditor), whose changes are the JSON merged last.
 */
export function SeasonRulesFields({ lang, rules, advanced }: { lang: 'pl' | 'en'; rules: RuleSet; advanced: string }) {
  const w = words(lang, WORKSPACE_WORDS);
  // the two drop fields say the growing rule (§2 of the W-M regulation); a preset that counts
  // otherwise (best N, best n − k …) keeps its own rule, described above the fields, and the
  // advanced JSON changes it
  const drops = rules.drops.kind === 'growing' ? rules.drops : null;
  // issue 40, C4: a preset without a Final, teams or prizes shows no field for them (a field not sent
  // keeps the stored value; the advanced JSON turns them on)
  const has = seasonFeatures(rules);
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
      {has.final ? (
        <label>
          {w.finalMultiplier} <input name="multiplier" type="number" min={0} defaultValue={rules.multiplier} />
        </label>
      ) : null}
      {has.teams ? (
        <label>
          {w.playersCountedTeam} <input name="teamSize" type="number" min={1} defaultValue={rules.teamSize} />
        </label>
      ) : null}
      {has.prizes ? (
        <label>
          {w.placePrizesZComma} <input name="placePrizes" defaultValue={rules.placePrizes.join(', ')} />
        </label>
      ) : null}
      {rules.categories.length > 0 ? (
        <label>
          {w.eachCategoryPrizeZ} <input name="categoryAmount" type="number" min={0} defaultValue={rules.categories[0]!.amount} />
        </label>
      ) : null}
      {!has.final || !has.teams || !has.prizes ? <p className="muted" data-testid="rules-not-in-preset">{w.notInPreset(has)}</p> : null}
      <fieldset className="stack">
        <legend>{w.seasonWindowMmDd}</legend>
        <label>
          {w.from} <input name="windowFrom" size={10} pattern="(\d{4}-)?\d{2}-\d{2}" defaultValue={rules.window.from} />
        </label>
        <label>
          {w.to} <input name="windowTo" size={10} pattern="(\d{4}-)?\d{2}-\d{2}" defaultValue={rules.window.to} />
        </label>
      </fieldset>
      {/* issue 40, C5: every other rule in fields from the schema, with the JSON view and an example */}
      <RulesEditor lang={lang} schema={RULE_SET_FORM_SCHEMA} rules={rules as unknown as Record<string, unknown>} advanced={advanced} omit={['region', 'window', ...(has.final ? ['multiplier'] : []), ...(has.teams ? ['teamSize'] : []), ...(has.prizes ? ['placePrizes'] : [])]} />
    </fieldset>
  );
}
