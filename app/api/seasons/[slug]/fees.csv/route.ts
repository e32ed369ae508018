import { allReservations, reservationTournamentCode } from '@/server/reservations';
import { getStandings } from '@/server/standings';
import { feesOwed } from '@/lib/calendar/compliance';
import { toCsv } from '@/lib/export/csv';
import { authorize, seasonOr404 } from '@/server/api';
import { connection } from '@/server/data';

export const dynamic = 'force-dynamic';

/** GET — fees owed per played tournament, for the association's treasurer (the arbiter: session or token). */
export async function GET(req: Request, ctx: { params: Promise<{ slug: string }> }) {
  const { slug } = await ctx.params;
  const conn = connection();
  const auth = await authorize(conn, req, ['arbiter']);
  if (!auth.ok) return auth.response;
  const user = auth.user;
  const found = seasonOr404(conn, slug, { publicOnly: false });
  if (!found.ok) return found.response;
  const season = found.season;
  const standings = getStandings(conn, season);
  const reservations = allReservations(conn, user, season);
  const zl = (g: number) => (g / 100).toFixed(2);
  const rows: (string | number | null)[][] = [['tournament', 'date', 'name', 'organizer', 'players', 'association_fee_zl', 'fide_fee_zl', 'total_zl']];
  let sum = 0;
  for (const t of standings.tournaments) {
    const r = reservations.find(({ r }) => reservationTournamentCode(r) === t.id)?.r;
    const f = feesOwed(t.rows.length, t.final);
    sum += f.totalGrosze;
    rows.push([t.id, t.date, t.name, r?.club ?? '', f.players, zl(f.associationGrosze), zl(f.fideGrosze), zl(f.totalGrosze)]);
  }
  rows.push(['', '', 'total', '', '', '', '', zl(sum)]);
  return new Response(toCsv(rows), { headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': `attachment; filename="${slug}-fees.csv"`, 'cache-control': 'no-store' } });
}
