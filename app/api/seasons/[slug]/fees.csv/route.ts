import { feesTable } from '@/lib/calendar/compliance';
import { toCsv } from '@/lib/export/csv';
import { download } from '@/server/api';
import { allReservations, reservationTournamentCode } from '@/server/reservations';
import { withRoute } from '@/server/route';
import { getStandings } from '@/server/standings';

export const dynamic = 'force-dynamic';

/** GET — fees owed per played tournament, for the association's treasurer (the arbiter: session or token). */
export const GET = withRoute<{ slug: string }>({ roles: ['arbiter'], season: 'any' }, ({ conn, user, season }) => {
  const reservations = allReservations(conn, user, season);
  if (!reservations.ok) return reservations;
  const organizers = new Map(reservations.value.map(({ r }) => [reservationTournamentCode(r), r.club ?? '']));
  const rows = feesTable(getStandings(conn, season).tournaments, organizers);
  return download(toCsv(rows), 'text/csv; charset=utf-8', `attachment; filename="${season.slug}-fees.csv"`);
});
