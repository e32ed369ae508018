import { listVersions } from '@/db/queries/uploads';
import { errors, json, seasonOr404 } from '@/server/api';
import { connection } from '@/server/data';

export const dynamic = 'force-dynamic';

/** GET …/versions → [{version, uploadedAt, sha256, rows, fileName, current}] — public, like the results themselves; who uploaded (an e-mail) is not. */
export async function GET(_req: Request, ctx: { params: Promise<{ slug: string; id: string }> }) {
  const { slug, id } = await ctx.params;
  const conn = connection();
  const found = seasonOr404(conn, slug, { publicOnly: true });
  if (!found.ok) return found.response;
  const season = found.season;
  const versions = listVersions(conn, season.id, id);
  if (!versions) return errors(404, [{ code: 'NOT_FOUND', message: `No tournament "${id}" in "${slug}".` }]);
  return json(versions.map((v) => ({ version: v.version, uploadedAt: v.uploadedAt, sha256: v.sha256, rows: v.rows, fileName: v.fileName, current: v.current })));
}
