import { listVersions } from '@/db/queries/uploads';
import { notFound, withRoute } from '@/server/route';

export const dynamic = 'force-dynamic';

/** GET …/versions → [{version, uploadedAt, sha256, rows, by}] — public, like the results themselves. */
export const GET = withRoute<{ slug: string; id: string }>({ season: 'public' }, ({ conn, season, params }) => {
  const versions = listVersions(conn, season.id, params.id);
  if (!versions) return notFound(`No tournament "${params.id}" in "${season.slug}".`);
  return { ok: true, value: versions.map((v) => ({ version: v.version, uploadedAt: v.uploadedAt, sha256: v.sha256, rows: v.rows, by: v.by, fileName: v.fileName, current: v.current })) };
});
