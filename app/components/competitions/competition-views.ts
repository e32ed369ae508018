import type { ReactNode } from 'react';
import type { Lang } from '@/lib/i18n/messages';
import type { PageTitleKey } from '@/lib/i18n/page-title-words';
import type { SiteWordKey } from '@/lib/i18n/site-words';
import type { User } from '@/server/lookups';

/**
 * The React half of a competition kind (docs/extending.md), beside its pure definition in
 * lib/competitions/<kind>/<kind>-kind.ts: the public page's view over the computed result and the
 * arbiter's entry forms. Each kind's lives in its own folder, app/components/competitions/<kind>/,
 * and is registered once in views.tsx.
 */
export interface CompetitionViews {
  /** The kind's one name, as its `CompetitionKind` registered in lib/competitions/registry.ts. */
  kind: string;
  View: (props: { lang: Lang; result: unknown; slug: string; only?: string }) => ReactNode;
  /**
   * The arbiter's entry forms (results on a phone, captains' submissions …), each a page of the one
   * arbiter route `/arbiter/competitions/{slug}/{segment}` (app/[lang]/arbiter/competitions/[slug]/[[...part]]);
   * `/arbiter/competitions/{slug}` opens the first. The workspace links each from its competition.
   */
  entries: readonly EntryForm[];
}

/** What the arbiter route hands an entry form's page: the arbiter is signed in (the route checked). */
export interface EntryFormProps {
  lang: Lang;
  slug: string;
  user: User;
  /** The address's query (`?league=…&round=…`). */
  query: Record<string, string | string[] | undefined>;
}

export interface EntryForm {
  /** Its address's last segment, unique among every kind's forms. */
  segment: string;
  /** The workspace's link to it: `data-testid="{testId}-{slug}"`, its words lib/i18n/site-words.ts. */
  testId: string;
  label: SiteWordKey;
  /** Its page's <title> (lib/i18n/page-title-words.ts). */
  title: PageTitleKey;
  /** The page, a server component: it reads and refuses through server/ like any page. */
  Page: (props: EntryFormProps) => ReactNode | Promise<ReactNode>;
}
