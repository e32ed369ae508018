import { versionBytes } from '@/db/queries/uploads';
import { authorize, errors, seasonOr404 } from '@/server/api';
import { connection } from '@/server/data';

export const dynamic = 'force-dynamic';

/** GET …/versions/{n} — the file exactly as uploaded (arbiters only: it may hold birth dates). */
export async function GET(req: Request, ctx: { params: Promise<{ slug: string; id: string; version: string }> }) {
  const { slug, id, version } = await ctx.params;
  const conn = connection();
  const auth = await authorize(conn, req, ['arbiter']);
  if (!auth.ok) return auth.response;
  const found = seasonOr404(conn, slug, { publicOnly: false });
  if (!found.ok) return found.response;
  const season = found.season;
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
