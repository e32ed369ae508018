import { withRoute } from '@/server/route';
import { langOf, seasonWorkbook, xlsxResponse } from '@/server/exports';

export const dynamic = 'force-dynamic';

/** GET /api/seasons/{slug}/standings.xlsx — the season's tables (individual, teams, prizes) as tabs of one workbook; `?lang=pl` in Polish. */
export const GET = withRoute<{ slug: string }>({ season: 'public' }, ({ conn, season, req }) => xlsxResponse(seasonWorkbook(conn, season, langOf(req)), `${season.slug}-standings`));
