import { embedResponse, seasonEmbed } from '@/server/embeds';

// Dynamic: the production server keeps the answer per season revision and query (server/embed-policy.mjs)
export const dynamic = 'force-dynamic';

/** GET /embed/seasons/{slug} (and /en/embed/…): a season's table for another site's iframe (docs/embeds.md). */
export async function GET(req: Request, ctx: { params: Promise<{ lang: string; slug: string }> }) {
  const { lang, slug } = await ctx.params;
  return embedResponse(seasonEmbed(lang, slug, new URL(req.url).searchParams));
}
