import { notFound, withRoute } from '@/server/route';
import { langOf, tournamentWorkbook, xlsxResponse } from '@/server/exports';

export const dynamic = 'force-dynamic';

/** GET /api/seasons/{slug}/tournaments/{id}/results.xlsx — one tournament's results as its page shows them; `?lang=pl` in Polish. */
export const GET = withRoute<{ slug: string; id: string }>({ season: 'public' }, ({ conn, season, params, req }) => {
  const bytes = tournamentWorkbook(conn, season, params.id, langOf(req));
  return bytes ? xlsxResponse(bytes, `${season.slug}-${params.id}`) : notFound({ what: 'tournament-sheet', name: params.id, season: season.slug });
});
