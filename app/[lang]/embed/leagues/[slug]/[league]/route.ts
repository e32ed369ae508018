import { competitionEmbed, embedResponse } from '@/server/embeds';

// Dynamic: the production server keeps the answer per competition revision and query (server/embed-policy.mjs)
export const dynamic = 'force-dynamic';

/** GET /embed/leagues/{slug}/{league} (and /en/embed/…): one league's standings for another site's iframe (docs/embeds.md). */
export async function GET(req: Request, ctx: { params: Promise<{ lang: string; slug: string; league: string }> }) {
  const { lang, slug, league } = await ctx.params;
  return embedResponse(competitionEmbed(lang, 'leagues', slug, new URL(req.url).searchParams, league));
}
