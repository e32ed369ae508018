import { shown } from '@/server/guard';
import Link from 'next/link';
import { ActionForm } from '@/app/[lang]/arbiter/forms';
import { SignedInBar } from '@/app/[lang]/arbiter/chrome';
import type { EntryFormProps } from '../../competition-views';
import { SubmissionCheck } from '@/app/components/competitions/team-league/submission-check';
import { describe } from '@/lib/i18n/t';
import { localePath } from '@/lib/i18n/messages';
import { leagueTeamNames, listCaptains, listDecidedSubmissions, listPendingSubmissions } from '@/server/competitions/team-league/captains';
import { connection } from '@/server/data';
import { confirmSubmissionAction, grantCaptainAction, rejectSubmissionAction, revokeCaptainAction } from './actions';
import { CAPTAINS_PAGE_WORDS } from '@/lib/competitions/team-league/team-league-words';
import { DataTable } from '@/app/components/data-table';
import { words } from '@/lib/i18n/words';


const RESULT: Record<string, string> = { '1-0': '1–0', '0-1': '0–1', '=': '½–½', '+/-': '+/–', '-/+': '–/+', '-/-': '–/–' };


/** The arbiter's captains page of a team league: pending submissions with their check, the captains, a grant form. */
export function CaptainsPage({ lang, slug, user }: EntryFormProps) {
  const w = words(lang, CAPTAINS_PAGE_WORDS);
  const conn = connection();
  const pending = listPendingSubmissions(conn, user, slug);
  const captains = shown(listCaptains(conn, user, slug));
  const teams = shown(leagueTeamNames(conn, user, slug));
  const decided = shown(listDecidedSubmissions(conn, user, slug));
  return (
    <>
      <SignedInBar lang={lang} email={user.email} />
      <p>
        <Link href={localePath(lang, '/arbiter/competitions')}>← {w.back}</Link>
      </p>
      <h1>{w.title}</h1>
      {!pending.ok ? (
        <>
          <p>{w.cannot}</p>
          <ul>
            {pending.errors.map((e, i) => (
              <li key={i}>{describe(lang, e)}</li>
            ))}
          </ul>
        </>
      ) : (
        <section>
          <h2>{w.pending}</h2>
          {pending.value.length === 0 && <p data-testid="no-submissions">{w.none}</p>}
          {pending.value.map((s) => {
            const sub = s.submission;
            return (
              <article key={s.id} className="submission" data-testid={`submission-${s.id}`}>
                <h3>
                  {w.round(s.round)}: {sub.home} – {sub.away}
                </h3>
                <p className="muted">{w.by(s.by, s.submittedAt)}</p>
                {sub.forfeit !== null ? (
                  <p>{w.forfeit(sub.forfeit === 'home' ? sub.home : sub.forfeit === 'away' ? sub.away : w.both)}</p>
                ) : (
                  <DataTable>
                    <tbody>
                      {sub.boards.map((b) => (
                        <tr key={b.board}>
                          <td className="num">{b.board}</td>
                          <td>{b.homePlayer ?? <em>{w.vacant}</em>}</td>
                          <td className="num">{RESULT[b.result] ?? b.result}</td>
                          <td>{b.awayPlayer ?? <em>{w.vacant}</em>}</td>
                        </tr>
                      ))}
                    </tbody>
                  </DataTable>
                )}
                {s.check.ok ? (
                  <SubmissionCheck violations={s.check.value.violations} table={s.check.value.table} lang={lang} />
                ) : (
                  <>
                    <p className="error">{w.noLonger}</p>
                    <ul>
                      {s.check.errors.map((e, i) => (
                        <li key={i}>{describe(lang, e)}</li>
                      ))}
                    </ul>
                  </>
                )}
                <ActionForm action={confirmSubmissionAction} submit={w.confirm} id={`confirm-${s.id}`}>
                  <input type="hidden" name="lang" value={lang} />
                  <input type="hidden" name="competition" value={slug} />
                  <input type="hidden" name="id" value={s.id} />
                </ActionForm>
                <ActionForm action={rejectSubmissionAction} submit={w.reject} id={`reject-${s.id}`}>
                  <input type="hidden" name="lang" value={lang} />
                  <input type="hidden" name="competition" value={slug} />
                  <input type="hidden" name="id" value={s.id} />
                  <label>
                    {w.reason} <input name="reason" maxLength={500} required />
                  </label>
                </ActionForm>
              </article>
            );
          })}
        </section>
      )}
      {decided.length > 0 && (
        <section>
          <h2>{w.decided}</h2>
          <ul data-testid="decided-submissions">
            {decided.map((s) => (
              <li key={s.id}>
                {w.round(s.round)}: {s.submission.home} – {s.submission.away} ({s.by}) —{' '}
                {s.status === 'confirmed' ? w.confirmed(s.fileName ?? '', s.fileVersion) : w.rejected(s.reason)}
              </li>
            ))}
          </ul>
        </section>
      )}
      <section>
        <h2>{w.captains}</h2>
        {captains.length === 0 ? (
          <p>{w.noCaptains}</p>
        ) : (
          <ul data-testid="captains">
            {captains.map((c) => (
              <li key={c.id}>
                {c.team}: {c.email}
              </li>
            ))}
          </ul>
        )}
        {captains.length > 0 && (
          <>
            <h3>{w.revoke}</h3>
            <p className="explain">{w.revokeHelp}</p>
            {/* one form below the list: its answer stays on the page after the captain leaves the list */}
            <ActionForm action={revokeCaptainAction} submit={w.revoke} id="revoke-captain">
              <input type="hidden" name="lang" value={lang} />
              <input type="hidden" name="competition" value={slug} />
              <label>
                {w.captain}{' '}
                <select name="id">
                  {captains.map((c) => (
                    <option key={c.id} value={c.id}>
                      {c.team}: {c.email}
                    </option>
                  ))}
                </select>
              </label>
            </ActionForm>
          </>
        )}
        <h3>{w.grant}</h3>
        <p className="explain">{w.grantHelp}</p>
        <ActionForm action={grantCaptainAction} submit={w.grantSubmit} id="grant-captain">
          <input type="hidden" name="lang" value={lang} />
          <input type="hidden" name="competition" value={slug} />
          <label>
            {w.team}{' '}
            {teams.length > 0 ? (
              <select name="team">
                {teams.map((t) => (
                  <option key={t} value={t}>
                    {t}
                  </option>
                ))}
              </select>
            ) : (
              <input name="team" required maxLength={200} />
            )}
          </label>
          <label>
            {w.email} <input name="email" type="email" required maxLength={320} autoComplete="off" />
          </label>
          <label>
            {w.password} <input name="password" type="password" maxLength={500} autoComplete="new-password" />
          </label>
        </ActionForm>
      </section>
    </>
  );
}
