import { playerKeyFromParam } from '@/lib/render/site-links';
import { notFound, withRoute } from '@/server/route';
import { langOf, playerWorkbook, xlsxResponse } from '@/server/exports';

export const dynamic = 'force-dynamic';

/** GET /api/seasons/{slug}/players/{key}/results.xlsx — a player's results of the season (the player page's key: a CR id or a name key); `?lang=pl` in Polish. */
export const GET = withRoute<{ slug: string; key: string }>({ season: 'public' }, ({ conn, season, params, req }) => {
  const key = playerKeyFromParam(params.key);
  const bytes = playerWorkbook(conn, season, key, langOf(req));
  return bytes ? xlsxResponse(bytes, `${season.slug}-${key}`) : notFound({ what: 'player-sheet', name: key, season: season.slug });
});
