import { createSeason } from '@/db/queries/seasons';
import { authorize, errors, guarded, json } from '@/server/api';
import { connection } from '@/server/data';

export const dynamic = 'force-dynamic';

/** POST /api/seasons {slug, name, year, preset, rules} → 201 {slug}. Arbiters only. */
export const POST = guarded(async (req: Request) => {
  const conn = connection();
  const auth = await authorize(conn, req, ['arbiter']);
  if (!auth.ok) return auth.response;
  let body: unknown;
  try {
    body = await req.json();
  } catch {
    return errors(422, [{ code: 'INVALID_JSON', message: 'The body must be JSON: {"slug", "name", "year", "preset", "rules"}.' }]);
  }
  if (typeof body !== 'object' || body === null) return errors(422, [{ code: 'INVALID_JSON', message: 'The body must be a JSON object.' }]);
  const r = createSeason(conn, { userId: auth.user.id, via: 'api' }, body as never);
  if (!r.ok) return errors(r.status, r.errors);
  return json({ slug: r.value.slug }, 201, { location: `/api/seasons/${r.value.slug}/standings` });
});
