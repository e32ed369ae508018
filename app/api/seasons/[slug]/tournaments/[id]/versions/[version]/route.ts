import { tournamentVersionBytes } from '@/server/lookups';
import { download } from '@/server/api';
import { notFound, withRoute } from '@/server/route';

export const dynamic = 'force-dynamic';

/** GET …/versions/{n} — the file exactly as uploaded (arbiters only: it may hold birth dates). */
export const GET = withRoute<{ slug: string; id: string; version: string }>({ roles: ['arbiter'], season: 'any' }, ({ conn, season, params }) => {
  const v = /^\d+$/.test(params.version) ? tournamentVersionBytes(conn, season, params.id, Number(params.version)) : null;
  if (!v) return notFound({ what: 'version' });
  return download(new Uint8Array(v.bytes), 'application/octet-stream', `attachment; filename="${v.fileName.replace(/[^\w.-]/g, '_')}"`, { 'x-content-sha256': v.sha256 });
});
