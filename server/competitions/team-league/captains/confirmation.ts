/** The arbiter's confirmation of a captain's submission: its rows written into the league's board-results file. */
import type { Result } from '@/lib/problem';
import type { Connection } from '@/db/client';
import { audit } from '@/db/queries/audit';
import { markConfirmed, submissionStatus } from '@/db/queries/captains';
import type { User } from '@/db/schema';
import { isArbiter, notAllowed } from '@/server/workspace/access';
import { putCompetitionFiles } from '@/server/competitions';
import { checkSubmission, pendingOf, submissionRow } from './submissions';
import { fail, isoNow, leagueFolder } from './league-folder';
import { TEAM_LEAGUE_FILE as TEAM_LEAGUE_FILE_NAME } from '@/lib/competitions/team-league/load-team-league';

/**
 * Confirms a submission (arbiters only): its rows go into the board-results CSV as a new version
 * (and team-league.json names the file when it named none), the submission is marked confirmed —
 * one transaction, with an audit line. Checked on the files as they are now, before the
 * transaction; the files are stored by putCompetitionFiles like any other write of the folder, and
 * only if they are still the versions the check read (else 409, nothing stored).
 */
export function confirmSubmission(conn: Connection, user: User | null, slug: string, id: number): Result<{ file: string; version: number }> {
  if (!isArbiter(user)) return notAllowed(user);
  const folder = leagueFolder(conn, slug);
  if (!folder.ok) return folder;
  const s = pendingOf(conn, id, slug);
  if (!s.ok) return s;
  const check = checkSubmission(folder.value, submissionRow(s.value).submission);
  if (!check.ok) return check;
  const { file, config } = check.value;
  const written = config ? [file, { name: TEAM_LEAGUE_FILE_NAME, bytes: config }] : [file];
  const r = putCompetitionFiles(conn, user, slug, written, {
    via: 'web',
    basedOn: folder.value.basis,
    within: {
      refuse: () => {
        const still = submissionStatus(conn, id);
        return still === 'pending' ? null : fail('CAPTAIN_DECIDED', { id, status: still ?? '' }).errors[0]!;
      },
      after: (saved) => {
        const version = saved[0]!.version;
        markConfirmed(conn, id, { decidedBy: user.id, decidedAt: isoNow(), fileName: file.name, fileVersion: version });
        audit(conn, { userId: user.id, via: 'web' }, 'captain.confirm', null, { slug, submission: id, team: s.value.team, round: s.value.round, file: file.name, version });
      },
    },
  });
  if (!r.ok) return r;
  return { ok: true, value: { file: file.name, version: r.value.saved[0]!.version } };
}
