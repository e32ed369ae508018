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
export interface CompetitionViews<R = unknown> {
  /** The kind's one name, as its `CompetitionKind<R>` registered in lib/competitions/registry.ts. */
  kind: string;
  /**
   * The public page over the kind's computed result, typed as the kind's (`R`, the result its
   * `CompetitionKind<R>` loads): no view casts it. The registry of views holds every kind's as
   * `CompetitionViews<unknown>` (a method, so a view of one kind's result is one of the registry's);
   * the public route hands a kind's view only its own kind's result, both found by the kind's name.
   */
  View(props: { lang: Lang; result: R; slug: string; only?: string }): ReactNode;
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
