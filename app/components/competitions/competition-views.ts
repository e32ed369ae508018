import type { ReactNode } from 'react';
import type { Lang } from '@/lib/i18n/messages';
import type { EntrySegment } from '@/lib/i18n/kind-words';
import type { User } from '@/server/lookups';
import type { TableRequest } from '@/lib/render/table-pages';

/**
 * The React half of a competition kind (docs/extending.md), beside its pure definition in
 * lib/competitions/<kind>/<kind>-kind.ts: the public page's view over the computed result and the
 * arbiter's entry forms. Each kind's lives in its own folder, app/components/competitions/<kind>/,
 * and is registered once in views.tsx.
 */
export interface CompetitionViews<R = unknown, K extends string = string> {
  /** The kind's one name, as its `CompetitionKind<R>` registered in lib/competitions/registry.ts. */
  kind: K;
  /**
   * The public page over the kind's computed result, typed as the kind's (`R`, the result its
   * `CompetitionKind<R>` loads): no view casts it. The registry of views holds every kind's as
   * `CompetitionViews<unknown>` (a method, so a view of one kind's result is one of the registry's);
   * the public route hands a kind's view only its own kind's result, both found by the kind's name.
   * `table` (issue 42): the page's address and the table state its query asks for; a view pages each
   * table that grows with rows through it (`pageOfRequest`, app/components/table-pager.tsx's `PagedTable`).
   */
  View(props: { lang: Lang; result: R; slug: string; only?: string; table?: TableRequest }): ReactNode;
  /**
   * The arbiter's entry forms (results on a phone, captains' submissions …), each a page of the one
   * arbiter route `/arbiter/competitions/{slug}/{segment}` (app/[lang]/arbiter/competitions/[slug]/[[...part]]);
   * `/arbiter/competitions/{slug}` opens the first. The workspace links each from its competition.
   * Each form's words (its link, its page's <title>) are the kind's, by the form's segment
   * (`entries` of its `KindWordTable`, lib/competitions/<kind>/<kind>-words.ts): tsc refuses a segment
   * the kind's words lack.
   */
  entries: readonly EntryForm<EntrySegment<K>>[];
  /**
   * The pages of a kind whose teams have captains (the team league): the captain's start page
   * `/captain` lists every kind's `teams`, and the one captain route `/captain/{slug}`
   * (app/[lang]/captain/[slug]) renders the competition's kind's `Page`.
   */
  captain?: CaptainPages;
}

/** A team's captain's pages of a kind (`CompetitionViews.captain`). */
export interface CaptainPages {
  /** The teams the signed-in account captains in the kind's competitions: the start page links each to `/captain/{slug}?team={team}`. */
  teams(user: User): readonly { slug: string; competition: string; team: string }[];
  /** The page `/captain/{slug}`, a server component: it asks for a sign-in, refuses and renders as the kind does. */
  Page: (props: CaptainPageProps) => ReactNode | Promise<ReactNode>;
}

/** What the captain route hands a kind's captain page: the account is not checked yet (the page does, as it words it). */
export interface CaptainPageProps {
  lang: Lang;
  slug: string;
  /** The address's query (`?team=…`). */
  query: Record<string, string | string[] | undefined>;
}

/** What the arbiter route hands an entry form's page: the arbiter is signed in (the route checked). */
export interface EntryFormProps {
  lang: Lang;
  slug: string;
  user: User;
  /** The address's query (`?league=…&round=…`). */
  query: Record<string, string | string[] | undefined>;
}

export interface EntryForm<S extends string = string> {
  /** Its address's last segment, unique among every kind's forms; its words are the kind's words' `entries[segment]`. */
  segment: S;
  /** The workspace's link to it: `data-testid="{testId}-{slug}"`. */
  testId: string;
  /** The page, a server component: it reads and refuses through server/ like any page. */
  Page: (props: EntryFormProps) => ReactNode | Promise<ReactNode>;
}
