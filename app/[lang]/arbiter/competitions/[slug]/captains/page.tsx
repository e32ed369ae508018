import Link from 'next/link';
import { ActionForm } from '@/app/[lang]/arbiter/forms';
import { NoAccess, SignedInBar } from '@/app/[lang]/arbiter/chrome';
import { SubmissionCheck } from '@/app/components/competitions/team-league/submission-check';
import { staticTitle } from '@/app/components/page-title';
import { describe } from '@/lib/i18n/t';
import { localePath, type Lang } from '@/lib/i18n/messages';
import { leagueTeamNames, listCaptains, listDecidedSubmissions, listPendingSubmissions } from '@/server/competitions/captains';
import { connection } from '@/server/data';
import { arbiterPageAccess } from '@/server/guard';
import { confirmSubmissionAction, grantCaptainAction, rejectSubmissionAction, revokeCaptainAction } from './actions';

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: { params: Promise<{ lang: string }> }) {
  return staticTitle((await params).lang, 'captains');
}

const RESULT: Record<string, string> = { '1-0': '1–0', '0-1': '0–1', '=': '½–½', '+/-': '+/–', '-/+': '–/+', '-/-': '–/–' };

const words = {
  pl: {
    title: 'Kapitanowie i zgłoszone mecze',
    back: 'Wszystkie rozgrywki',
    pending: 'Zgłoszenia czekające na zatwierdzenie',
    none: 'Brak zgłoszeń.',
    by: (email: string, at: string) => `zgłosił ${email}, ${at.slice(0, 16).replace('T', ' ')} UTC`,
    round: (r: number) => `Runda ${r}`,
    forfeit: (who: string) => `walkower: nie przyjechała ${who}`,
    vacant: 'wakat',
    confirm: 'Zatwierdź (nowa wersja pliku wyników)',
    reject: 'Odrzuć',
    reason: 'Powód (kapitan go zobaczy)',
    noLonger: 'Mecz nie pasuje już do wyników ligi:',
    captains: 'Kapitanowie',
    noCaptains: 'Brak kapitanów.',
    grant: 'Nadaj kapitana drużyny',
    team: 'Drużyna',
    email: 'E-mail',
    password: 'Hasło (tylko dla nowego konta, min. 10 znaków)',
    grantSubmit: 'Nadaj',
    revoke: 'Odbierz uprawnienia',
    captain: 'Kapitan',
    revokeHelp: 'Odebranie uprawnień nie usuwa konta; czekające zgłoszenia tego kapitana zostają do decyzji sędziego.',
    grantHelp: 'Istniejące konto dostaje uprawnienie kapitana tej drużyny; nowy adres — nowe konto kapitana z podanym hasłem.',
    cannot: 'Ta liga jeszcze się nie liczy:',
    both: 'obie drużyny',
    decided: 'Rozpatrzone ostatnio',
    confirmed: (file: string, version: number | null) => `zatwierdzone — ${file}, wersja ${version ?? ''}`,
    rejected: (reason: string | null) => `odrzucone: ${reason ?? ''}`,
  },
  en: {
    title: 'Captains and submitted matches',
    back: 'All competitions',
    pending: 'Submissions waiting for confirmation',
    none: 'No submissions.',
    by: (email: string, at: string) => `sent by ${email}, ${at.slice(0, 16).replace('T', ' ')} UTC`,
    round: (r: number) => `Round ${r}`,
    forfeit: (who: string) => `forfeited: ${who} did not come`,
    vacant: 'vacancy',
    confirm: 'Confirm (a new version of the results file)',
    reject: 'Reject',
    reason: 'Reason (the captain sees it)',
    noLonger: 'The match no longer fits the league’s results:',
    captains: 'Captains',
    noCaptains: 'No captains.',
    grant: 'Make a team’s captain',
    team: 'Team',
    email: 'E-mail',
    password: 'Password (a new account only, at least 10 characters)',
    grantSubmit: 'Grant',
    revoke: 'Revoke',
    captain: 'Captain',
    revokeHelp: 'Revoking keeps the account; this captain’s pending submissions stay for the arbiter to decide.',
    grantHelp: 'An existing account becomes this team’s captain; a new address gets a new captain account with the password given.',
    cannot: 'This league does not compute yet:',
    both: 'both teams',
    decided: 'Decided lately',
    confirmed: (file: string, version: number | null) => `confirmed — ${file}, version ${version ?? ''}`,
    rejected: (reason: string | null) => `rejected: ${reason ?? ''}`,
  },
} as const;

/** The arbiter's captains page of a team league: pending submissions with their check, the captains, a grant form. */
export default async function CaptainsPage({ params }: { params: Promise<{ lang: Lang; slug: string }> }) {
  const { lang, slug } = await params;
  const access = await arbiterPageAccess(lang, localePath(lang, `/arbiter/competitions/${slug}/captains`));
  if (!access.ok) return <NoAccess lang={lang} email={access.user.email} />;
  const w = words[lang];
  const conn = connection();
  const pending = listPendingSubmissions(conn, access.user, slug);
  const captains = listCaptains(conn, access.user, slug);
  const teams = leagueTeamNames(conn, access.user, slug);
  const decided = listDecidedSubmissions(conn, access.user, slug);
  return (
    <>
      <SignedInBar lang={lang} email={access.user.email} />
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
                  <div className="table-wrap">
                    <table>
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
                    </table>
                  </div>
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
