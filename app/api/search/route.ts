import { refuse } from '@/lib/problem';
import { peopleWords } from '@/lib/i18n/people-words';
import { searchDirectory } from '@/server/people';
import { withRoute } from '@/server/route';

export const dynamic = 'force-dynamic';

/** GET /api/search?q=… — players, clubs and competitions (docs/people.md); fewer than 3 letters: 400 SEARCH_TOO_SHORT. */
export const GET = withRoute({}, ({ conn, req }) => {
  const q = (new URL(req.url).searchParams.get('q') ?? '').slice(0, 200);
  const answer = searchDirectory(conn, q);
  if (!answer.ok) return refuse([{ code: answer.code, message: peopleWords('en').tooShort(answer.min), params: { min: answer.min } }]);
  return { ok: true, value: answer.results };
});
