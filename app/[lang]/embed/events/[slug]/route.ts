import { competitionEmbed, embedResponse } from '@/server/embeds';

// Dynamic: the production server keeps the answer per competition revision and query (server/embed-policy.mjs)
export const dynamic = 'force-dynamic';

/** GET /embed/events/{slug} (and /en/embed/…): the competition's table for another site's iframe (docs/embeds.md). */
export async function GET(req: Request, ctx: { params: Promise<{ lang: string; slug: string }> }) {
  const { lang, slug } = await ctx.params;
  return embedResponse(competitionEmbed(lang, 'events', slug, new URL(req.url).searchParams));
}
