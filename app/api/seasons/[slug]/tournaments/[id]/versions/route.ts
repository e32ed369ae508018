import { listVersions } from '@/db/queries/uploads';
import { notFound, withRoute } from '@/server/route';

export const dynamic = 'force-dynamic';

/** GET …/versions → [{version, uploadedAt, sha256, rows, fileName, current}] — public, like the results themselves; who uploaded (an e-mail) is not. */
export const GET = withRoute<{ slug: string; id: string }>({ season: 'public' }, ({ conn, season, params }) => {
  const versions = listVersions(conn, season.id, params.id);
  if (!versions) return notFound(`No tournament "${params.id}" in "${season.slug}".`);
  return { ok: true, value: versions.map((v) => ({ version: v.version, uploadedAt: v.uploadedAt, sha256: v.sha256, rows: v.rows, fileName: v.fileName, current: v.current })) };
});
