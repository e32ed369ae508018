import { describeCompliance } from '@/lib/i18n/catalogue';
import { describe } from '@/lib/i18n/t';
import type { ComplianceItem } from '@/lib/calendar/compliance';
import type { Lang } from '@/lib/i18n/messages';

/**
 * A planned tournament against regulation §1, in the page's language: each failed rule, then how
 * many items were not given. The ✓ is shown only when every item was given and met — a ✓ beside
 * "11 items not given" read as approval of what nobody checked.
 */
export function ComplianceSummary({ lang, checks }: { lang: Lang; checks: readonly ComplianceItem[] }) {
  const failed = checks.filter((c) => c.ok === false);
  const missing = checks.filter((c) => c.ok === null).length;
  return (
    <div data-testid="compliance">
      {failed.length === 0 && missing === 0 ? <span className="ok">✓ {describe(lang, { code: 'COMPLIANCE_OK' })}</span> : null}
      {failed.length > 0 && (
        <ul className="compact">
          {failed.map((c) => (
            <li key={c.code} className="error">
              ✗ {describeCompliance(lang, c)}
            </li>
          ))}
        </ul>
      )}
      {missing > 0 && (
        // which items (issue 29, defect 10: "Nie podano: 9 z 13 pozycji" named none of them)
        <details className="muted" data-testid="items-not-given">
          <summary>{describe(lang, { code: 'ITEMS_NOT_GIVEN', params: { count: missing, total: checks.length } })}</summary>
          <ul className="compact">
            {checks
              .filter((c) => c.ok === null)
              .map((c) => (
                <li key={c.code}>{describeCompliance(lang, c)}</li>
              ))}
          </ul>
        </details>
      )}
    </div>
  );
}
