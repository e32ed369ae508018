import { tournamentVersions } from '@/server/lookups';
import { authorize } from '@/server/api';
import { notFound, withRoute } from '@/server/route';

export const dynamic = 'force-dynamic';

/**
 * GET …/versions → [{version, uploadedAt, sha256, rows, by, fileName, current}] — public, like the
 * results themselves; but who uploaded is an e-mail address only for a signed-in arbiter (or an
 * arbiter's token): the public sees the uploader's role ("arbiter", "organizer"; "cli" for the
 * command line) and no file name (issue 11, defect 14).
 */
export const GET = withRoute<{ slug: string; id: string }>({ season: 'public' }, async ({ req, conn, season, params }) => {
  const versions = tournamentVersions(conn, season, params.id);
  if (!versions) return notFound({ what: 'tournament', name: params.id, season: season.slug });
  const arbiter = req.headers.has('authorization') || req.headers.has('cookie') ? (await authorize(conn, req, ['arbiter'])).ok : false;
  return {
    ok: true,
    value: versions.map((v) => ({
      version: v.version,
      uploadedAt: v.uploadedAt,
      sha256: v.sha256,
      rows: v.rows,
      by: arbiter ? v.by : (v.role ?? 'cli'),
      ...(arbiter ? { fileName: v.fileName } : {}),
      current: v.current,
    })),
  };
});
