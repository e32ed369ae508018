// The one plural rule of the site's words (issue 39, item 2): a count's CLDR plural category in a
// language, by Intl.PluralRules (Polish: one, few, many, other for fractions; English: one, other).
// Every table of lib/i18n chooses a noun's form through it. Plain JavaScript, so the production
// server's words (live-words.mjs) share it without a build step.

const RULES = { pl: new Intl.PluralRules('pl'), en: new Intl.PluralRules('en') };

/** The plural category of `n` in `lang`. */
export function pluralCategory(lang, n) {
  return RULES[lang].select(n);
}

/** The form of `forms` (keyed by category; `other` always given) that goes with `n` in `lang`. */
export function pluralOf(lang, n, forms) {
  return forms[RULES[lang].select(n)] ?? forms.other;
}
