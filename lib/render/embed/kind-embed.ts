import type { EmbedNotice, EmbedOptions } from '@/lib/embed/embed-options';
import type { Lang } from '@/lib/i18n/messages';

/** What one kind's embed shows: its table, what the table is, the full page, and any problem with the query. */
export interface KindEmbed {
  subtitle: string[];
  table: string;
  fullHref: string;
  notices: EmbedNotice[];
}

export interface KindEmbedParams<R> {
  lang: Lang;
  slug: string;
  /** The competition's public page in the embed's language (its kind's path): the embed's "full page" link starts here. */
  href: string;
  result: R;
  options: EmbedOptions;
  /** The league of a season of leagues (/embed/leagues/{slug}/{league}). */
  only?: string;
}

/** A view asked for among `known` (the first is the default), or the default with a notice. */
export function pickView(asked: string | null, known: readonly string[], fallback: string, notices: EmbedNotice[]): string {
  if (asked === null) return fallback;
  if (known.includes(asked)) return asked;
  notices.push({ code: 'BAD_VIEW', value: asked, known: [...known] });
  return fallback;
}
