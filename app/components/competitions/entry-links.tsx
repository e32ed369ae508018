import Link from 'next/link';
import { Fragment } from 'react';
import { localePath, type Lang } from '@/lib/i18n/messages';
import { COMPETITION_VIEWS, entryFormTable } from './views';
import { words } from '@/lib/i18n/words';

/** The arbiter workspace's links to a competition's entry forms (its kind's views), each a page of the one arbiter route; nothing when the kind has none. */
export function EntryLinks({ kind, slug, lang }: { kind: string; slug: string; lang: Lang }) {
  const entries = Object.hasOwn(COMPETITION_VIEWS, kind) ? COMPETITION_VIEWS[kind]!.entries : [];
  if (entries.length === 0) return null;
  return (
    <p>
      {entries.map((entry, i) => (
        <Fragment key={entry.segment}>
          {i > 0 ? ' · ' : null}
          <Link href={localePath(lang, `/arbiter/competitions/${slug}/${entry.segment}`)} data-testid={`${entry.testId}-${slug}`}>
            {words(lang, entryFormTable(entry)).label}
          </Link>
        </Fragment>
      ))}
    </p>
  );
}
