import { competitionEmbed, embedResponse } from '@/server/embeds';

// Dynamic: the production server keeps the answer per competition revision and query (server/embed-policy.mjs)
export const dynamic = 'force-dynamic';

/**
 * GET /embed/{kind's path}/{slug}[/{part}] (and /en/embed/…): a competition's table for another
 * site's iframe (docs/embeds.md) — `/embed/leagues/{slug}/{league}` is one league's standings. The
 * kind comes from the registry by its public path (server/embeds.ts).
 */
export async function GET(req: Request, ctx: { params: Promise<{ lang: string; kind: string; slug: string; part?: string[] }> }) {
  const { lang, kind, slug, part } = await ctx.params;
  return embedResponse(competitionEmbed(lang, kind, slug, new URL(req.url).searchParams, part));
}
