import { personToJson } from '@/lib/people/person-json';
import { getPerson } from '@/server/people';
import { notFound, withRoute } from '@/server/route';

export const dynamic = 'force-dynamic';

/** GET /api/players/{key} — one person's competitions of every kind and year (docs/people.md); 404 for an unknown key. */
export const GET = withRoute<{ key: string }>({}, ({ conn, params }) => {
  const key = decodeURIComponent(params.key);
  const view = getPerson(conn, key);
  if (!view) return notFound({ what: 'player', name: key });
  return { ok: true, value: personToJson(view.person, view.profiles) };
});
