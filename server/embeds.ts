import 'server-only';
import type { Connection } from '@/db/client';
import { getCompetitionBySlug, lastCompetitionFileAt } from '@/db/queries/competitions';
import { getSeasonBySlug } from '@/db/queries/seasons';
import { lastUploadAt } from '@/db/queries/uploads';
import { competitionKind } from '@/lib/competitions/registry';
import { parseEmbedOptions } from '@/lib/embed/embed-options';
import { EMBED_WORDS } from '@/lib/i18n/embed-words';
import { isLang, localePath, type Lang } from '@/lib/i18n/messages';
import { renderCompetitionEmbed } from '@/lib/render/embed/competition-embed';
import { renderEmbedFrame } from '@/lib/render/embed/embed-frame';
import { renderSeasonEmbed } from '@/lib/render/embed/season-embed';
import { escapeHtml } from '@/lib/render/html';
import { publishedCompetition } from './competitions';
import { currentDate } from './clock';
import { readConnection } from './data';
import { getStandings } from './standings';
import { words } from '@/lib/i18n/words';

/**
 * The embeddable tables (issue 26, docs/embeds.md): the route handlers of /embed/… call these. The
 * production server keeps each answer in its page cache per (season or competition, revision,
 * canonical query), so a club's front page costs the site what a static file does.
 */
type EmbedAnswer = { status: 200 | 404; html: string };

const HEADERS = { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' };

/** An answer as the route's Response. Framing and caching headers are the production server's (server/framing.mjs, site-policy.mjs). */
export function embedResponse(a: EmbedAnswer): Response {
  return new Response(a.html, { status: a.status, headers: HEADERS });
}

/** The 404 of an embed: a readable frame, not the site's page (it shows inside somebody else's). */
function missing(lang: Lang): EmbedAnswer {
  const w = words(lang, EMBED_WORDS);
  return { status: 404, html: renderEmbedFrame({ lang, theme: 'light', name: '404', subtitle: '', fullHref: localePath(lang, '/'), lastChange: null, notices: [], table: `<p data-testid="embed-not-found">${escapeHtml(w.notFound)}</p>` }) };
}

/** When the competition's files last changed (every write of a competition stores a file version). */
function competitionLastChange(conn: Connection, competitionId: number): string | null {
  return lastCompetitionFileAt(conn, competitionId);
}

/** /embed/seasons/{slug}?view=&category=&club=&top=&theme= */
export function seasonEmbed(langParam: string, slug: string, query: URLSearchParams): EmbedAnswer {
  const lang: Lang = isLang(langParam) ? langParam : 'pl';
  const conn = readConnection();
  const season = isLang(langParam) ? getSeasonBySlug(conn, slug) : undefined;
  if (!season || !season.public) return missing(lang);
  const standings = getStandings(conn, season);
  // the data's last change: the last stored upload, as the season page's "last change" (lib/render/season-page-html.ts)
  const lastChange = lastUploadAt(conn, season.id) ?? season.createdAt;
  return { status: 200, html: renderSeasonEmbed({ lang, slug: season.slug, seasonName: season.name, standings, lastChange, options: parseEmbedOptions(query), revision: season.revision }) };
}

/**
 * /embed/{path}/{slug}[/{part}]: a competition of the kind whose public path is `path`; a kind with
 * parts (lib/competitions/kind.ts) embeds one part (one league of a season of leagues), never the whole.
 */
export function competitionEmbed(langParam: string, path: string, slug: string, query: URLSearchParams, part?: readonly string[]): EmbedAnswer {
  const lang: Lang = isLang(langParam) ? langParam : 'pl';
  const conn = readConnection();
  const competition = isLang(langParam) ? getCompetitionBySlug(conn, slug) : undefined;
  const kind = competition ? competitionKind(competition.kind) : null;
  if (!competition || !competition.public || !kind || kind.path !== path || (part?.length ?? 0) !== (kind.parts ? 1 : 0)) return missing(lang);
  const only = part?.[0];
  // a draft (files missing, or no result yet) is not public, here as on its page (issue 28)
  const published = publishedCompetition(conn, competition, currentDate());
  if (!published) return missing(lang);
  const { view } = published;
  // a league that is not in the season: the page names the leagues there are, with a 404
  const unknownLeague = only !== undefined && view.load.ok && !(view.load.result as { leagues?: { id: string }[] }).leagues?.some((l) => l.id === only);
  return {
    status: unknownLeague ? 404 : 200,
    html: renderCompetitionEmbed({
      lang,
      kind: competition.kind,
      path,
      slug: competition.slug,
      name: competition.name,
      result: view.load.ok ? view.load.result : null,
      lastChange: competitionLastChange(conn, competition.id) ?? competition.createdAt,
      options: parseEmbedOptions(query),
      only,
      revision: competition.revision,
    }),
  };
}
