import { getSeasonBySlug } from '../../../../../../../../db/queries/seasons';
import { versionBytes } from '../../../../../../../../db/queries/uploads';
import { authorize, errors } from '../../../../../../../../lib/server/api';
import { connection } from '../../../../../../../../lib/server/data';

export const dynamic = 'force-dynamic';

/** GET …/versions/{n} — the file exactly as uploaded (arbiters only: it may hold birth dates). */
export async function GET(req: Request, ctx: { params: Promise<{ slug: string; id: string; version: string }> }) {
  const { slug, id, version } = await ctx.params;
  const conn = connection();
  const auth = await authorize(conn, req, ['arbiter']);
  if (!auth.ok) return auth.response;
  const season = getSeasonBySlug(conn, slug);
  if (!season) return errors(404, [{ code: 'NOT_FOUND', message: `No season "${slug}".` }]);
  const v = /^\d+$/.test(version) ? versionBytes(conn, season.id, id, Number(version)) : null;
  if (!v) return errors(404, [{ code: 'NOT_FOUND', message: 'No such version.' }]);
  return new Response(new Uint8Array(v.bytes), {
    headers: {
      'content-type': 'application/octet-stream',
      'content-disposition': `attachment; filename="${v.fileName.replace(/[^\w.-]/g, '_')}"`,
      'x-content-sha256': v.sha256,
      'cache-control': 'no-store',
    },
  });
}
