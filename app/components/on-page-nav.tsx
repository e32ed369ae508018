import type { Lang } from '@/lib/i18n/messages';
import { ON_PAGE_WORDS } from '@/lib/i18n/games-words';
import { words } from '@/lib/i18n/words';

/**
 * Issue 40, item 4: a long page's sections as links at its top (chess-results' tabs, here anchors on
 * one page): `sections` are `[id of the element, key of its words]`, in page order; a section the
 * page does not show is left out by the caller. Hidden in print.
 */
export function OnPageNav({ lang, sections }: { lang: Lang; sections: readonly (readonly [id: string, word: string])[] }) {
  const w = words(lang, ON_PAGE_WORDS);
  if (sections.length < 3) return null;
  return (
    <nav className="on-page no-print" aria-label={w.label} data-testid="on-page-nav">
      <span className="muted">{w.label}:</span>{' '}
      {sections.map(([id, word], i) => (
        <span key={id}>
          {i > 0 ? ' · ' : ''}
          <a href={`#${id}`}>{w.sections[word] ?? word}</a>
        </span>
      ))}
    </nav>
  );
}
