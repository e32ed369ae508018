import { uploadTournament } from '@/db/queries/uploads';
import { authorize, errors, guarded, json, readBody, revalidateSeason, seasonOr404 } from '@/server/api';
import { connection } from '@/server/data';

export const dynamic = 'force-dynamic';

/**
 * PUT /api/seasons/{slug}/tournaments/{id}?name=…&date=YYYY-MM-DD[&final=true] — body: the results
 * file as exported → 200 {version, rows, warnings}. Uploading again makes a new version.
 */
export const PUT = guarded(async (req: Request, ctx: { params: Promise<{ slug: string; id: string }> }) => {
  const { slug, id } = await ctx.params;
  const conn = connection();
  const auth = await authorize(conn, req, ['arbiter']);
  if (!auth.ok) return auth.response;
  const found = seasonOr404(conn, slug, { publicOnly: false });
  if (!found.ok) return found.response;
  const season = found.season;
  const body = await readBody(req);
  if (!body.ok) return body.response;
  const q = new URL(req.url).searchParams;
  const r = uploadTournament(conn, { userId: auth.user.id, via: 'api' }, {
    season,
    code: id,
    name: q.get('name') ?? id,
    date: q.get('date') ?? '',
    final: q.get('final') === 'true',
    fileName: q.get('file') ?? `${id}.csv`,
    bytes: body.bytes,
  });
  if (!r.ok) return errors(r.status, r.errors);
  revalidateSeason(slug);
  return json(r.value);
});
