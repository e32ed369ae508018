// Types of plural-rule.mjs (plain JavaScript, shared with the production server's words).
export function pluralCategory(lang: 'pl' | 'en', n: number): Intl.LDMLPluralRule;
export function pluralOf(lang: 'pl' | 'en', n: number, forms: Partial<Record<Intl.LDMLPluralRule, string>> & { other: string }): string;
