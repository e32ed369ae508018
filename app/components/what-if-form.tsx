import { type Lang, MESSAGES } from '@/lib/i18n/messages';
import type { RuleSet } from '@/lib/series/rules';
import type { WhatIfField, WhatIfSlot } from '@/lib/series/what-if';
import { words } from '@/lib/i18n/words';

/**
 * The player page's calculator form (issue 14): a plain GET form, so it works without JavaScript,
 * its answer has an address of its own (…/what-if?g1=6,5) and the player page stays cached.
 * The fields are those the season's points need (lib/series/what-if.ts whatIfFields).
 */
export function WhatIfForm({ lang, action, rules, slots, fields, values = {} }: { lang: Lang; action: string; rules: RuleSet; slots: readonly WhatIfSlot[]; fields: readonly WhatIfField[]; values?: Readonly<Record<string, string>> }) {
  const w = words(lang, MESSAGES).whatIf;
  const kind = rules.points.kind;
  const prefix: Record<WhatIfField, string> = { points: 'g', place: 'p', participants: 'n' };
  return (
    <section className="card" data-testid="what-if" aria-labelledby="what-if-title">
      <h2 id="what-if-title">{w.title}</h2>
      <p className="explain">{w.intro}</p>
      <p className="explain" data-testid="what-if-fields">
        {w.fields[kind]}
        {kind === 'game' && fields.includes('place') ? ` ${w.fields.countBack}` : ''}
      </p>
      {slots.length === 0 ? (
        <p className="muted">{w.noTournaments}</p>
      ) : (
        <form method="get" action={action} className="stack" data-testid="what-if-form">
          {slots.map((slot) => (
            <fieldset key={slot.id} className="what-if-slot">
              <legend>
                {w.slot(slot.id)}
                {slot.final && rules.multiplier !== 1 ? ` (×${rules.multiplier})` : ''}
              </legend>
              {fields.map((f) => {
                const name = `${prefix[f]}${slot.id}`;
                return (
                  <label key={f}>
                    {w[f]}{' '}
                    <input
                      name={name}
                      defaultValue={values[name] ?? ''}
                      inputMode={f === 'points' ? 'decimal' : 'numeric'}
                      autoComplete="off"
                      size={5}
                      maxLength={8}
                      pattern={f === 'points' ? '\\d+([.,]\\d*)?|\\d*½' : '\\d+'}
                      data-testid={`what-if-${name}`}
                    />
                  </label>
                );
              })}
            </fieldset>
          ))}
          <p>
            <button type="submit" data-testid="what-if-submit">
              {w.submit}
            </button>
          </p>
        </form>
      )}
      <p className="explain" data-testid="what-if-semantics">
        {w.semantics}
      </p>
    </section>
  );
}
