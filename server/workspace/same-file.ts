/**
 * Issue 40, C6: the same file under a new tournament id doubled everyone's points without a word.
 * Before a commit the preview says when the file is another tournament's of the season — the same
 * bytes, or the same rows (names and points) in another export.
 */
import type { Connection } from '@/db/client';
import type { Season, User } from '@/db/schema';
import { currentFileHashes } from '@/db/queries/current-files';
import { sha256 } from '@/db/queries/uploads';
import { coded, type Problem, type Result } from '@/lib/problem';
import { sameResultsAs, type ComparedRow } from '@/lib/series/same-results';
import { getCurrentVersions } from '@/server/standings';
import { forArbiter } from './access';

export function sameFileWarnings(conn: Connection, user: User | null, season: Season, p: { code: string; bytes: Uint8Array; rows: readonly ComparedRow[] }): Result<Problem[]> {
  return forArbiter(user, (user) => {
    const others = currentFileHashes(conn, season.id).filter((t) => t.code !== p.code);
    const names = new Map(others.map((t) => [t.code, t.name]));
    const digest = sha256(p.bytes);
    const sameBytes = others.filter((t) => t.sha256 === digest).map((t) => t.code);
    const versions = getCurrentVersions(conn, season);
    const sameRows = sameResultsAs(
      p.rows,
      others.filter((t) => !sameBytes.includes(t.code) && versions.has(t.code)).map((t) => ({ code: t.code, rows: versions.get(t.code)!.rows })),
    );
    return [
      ...sameBytes.map((code) => ({ code, how: 'bytes' as const })),
      ...sameRows.map((code) => ({ code, how: 'rows' as const })),
    ].map(({ code, how }) => ({ ...coded<Problem>({ code: 'UPLOAD_SAME_AS_OTHER', params: { tournament: code, name: names.get(code) ?? code, how } }), line: 0, severity: 'warning' as const }));
  });
}
