import { searchDirectory } from '@/server/people';
import { withRoute } from '@/server/route';

export const dynamic = 'force-dynamic';

/** GET /api/search?q=… — players, clubs and competitions (docs/people.md); fewer than 3 letters: 400 SEARCH_TOO_SHORT. */
export const GET = withRoute({}, ({ conn, req }) => {
  const q = (new URL(req.url).searchParams.get('q') ?? '').slice(0, 200);
  return searchDirectory(conn, q);
});
