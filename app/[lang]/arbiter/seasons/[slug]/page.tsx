import type { Metadata } from 'next';
import { seasonPageTitle } from '@/app/components/page-title';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { arbiterSeason } from '@/server/seasons';
import { listAudit } from '@/server/workspace/accounts';
import { listSeasonTournaments, storedVersionRows } from '@/server/uploads';
import { calendarRemaining, getStandings } from '@/server/standings';
import { decimalSeparator, formatDate, localePath, type Lang, MESSAGES } from '@/lib/i18n/messages';
import { formatPoints } from '@/lib/half-points';
import { SCHEMA_FORM_WORDS } from '@/lib/i18n/schema-form-words';
import { diffVersions } from '@/lib/series/upload-preview';
import { connection } from '@/server/data';
import { arbiterPageAccess, shown } from '@/server/guard';
import { addPlayerAction, editRegisterEntryAction, removeRegisterEntryAction, restoreRegisterEntryAction } from '@/app/[lang]/arbiter/actions/register';
import { listRegisterRows, registerSize as registerSizeOf, removedRegisterEntries } from '@/server/workspace/registry';
import { deleteTournamentAction, restoreVersionAction } from '@/app/[lang]/arbiter/actions/tournaments';
import { updateSeasonAction } from '@/app/[lang]/arbiter/actions/seasons';
import { StateButton } from '@/app/[lang]/arbiter/state-button';
import { associationTime, readAuditEntry } from '@/lib/i18n/audit-words';
import { seasonWindow } from '@/lib/calendar/season-window';
import { MAX_TEXT_LENGTH } from '@/lib/import/values';
import { LinkEditor, RegisterProvider } from '@/app/[lang]/arbiter/register-picker';
import { registerForLinkingRows } from '@/server/workspace/register-search';
import { NoAccess, SignedInBar } from '@/app/[lang]/arbiter/chrome';
import { ActionForm } from '@/app/[lang]/arbiter/forms';
import { RegistryUpload } from './registry-upload';
import { SeasonRulesFields } from '@/app/[lang]/arbiter/season-rules-form';
import { storedOverrides } from '@/app/[lang]/arbiter/season-rules-overrides';
import { RulesPreviewButton } from '@/app/[lang]/arbiter/rules-preview';
import { CalendarSection } from './calendar-section';
import { WORKSPACE_WORDS } from '@/lib/i18n/workspace-words';
import { answerSpellingAction } from '@/app/[lang]/arbiter/actions/spellings';
import { seasonSpellingAnswers } from '@/server/workspace/spellings';
import { DataTable } from '@/app/components/data-table';
import { words } from '@/lib/i18n/words';
import { langParam } from '@/lib/i18n/lang-path';

export const dynamic = 'force-dynamic';

/** Issue 14: the tournaments still to come, for every player's outlook — the calendar's count unless the arbiter sets one. */
function RemainingFields({ lang, season, calendar }: { lang: Lang; season: { remainingRegular: number | null; remainingFinal: boolean }; calendar: { regular: number; final: boolean } }) {
  const w = words(lang, WORKSPACE_WORDS);
  return (
    <fieldset className="stack" data-testid="remaining-fields">
      <legend>{w.remainingLegend}</legend>
      <p className="muted">
        {w.remainingFromCalendar}: {calendar.regular}
        {calendar.final ? w.remainingAndFinal : ''}. {w.remainingEmptyHint}
      </p>
      <label>
        {w.remainingRegular} <input name="remainingRegular" type="number" min={0} max={100} inputMode="numeric" defaultValue={season.remainingRegular ?? ''} />
      </label>
      <label>
        <input type="checkbox" name="remainingFinal" defaultChecked={season.remainingRegular !== null && season.remainingFinal} /> {w.remainingFinal}
      </label>
    </fieldset>
  );
}

/**
 * A register entry's fields after its CR id, the same in the form that adds one by hand and the one
 * that corrects it (issue 40, B2): prefilled from `entry` where given.
 */
function RegisterEntryFields({
  lang,
  maxFrom,
  entry,
  regionRequired,
}: {
  lang: Lang;
  maxFrom: string;
  entry: { name?: string; birthYear?: number | null; sex?: string | null; club?: string | null; region?: string | null; from?: string | null };
  regionRequired: boolean;
}) {
  const w = words(lang, WORKSPACE_WORDS);
  return (
    <>
      <label>
        {/* the limit in the field, and the server's message names it (issue 29, defect 10) */}
        {w.surnameFirstName} <input name="name" required maxLength={MAX_TEXT_LENGTH} defaultValue={entry.name ?? ''} />
      </label>
      <label>
        {w.birthYear} <input name="birthYear" inputMode="numeric" defaultValue={entry.birthYear ?? ''} />
      </label>
      <label>
        {w.sex}
        <select name="sex" defaultValue={entry.sex ?? ''}>
          <option value="">—</option>
          <option value="M">{w.sexMan}</option>
          <option value="F">{w.sexWoman}</option>
        </select>
      </label>
      <label>
        {w.club} <input name="club" required maxLength={MAX_TEXT_LENGTH} defaultValue={entry.club ?? ''} />
      </label>
      <label>
        {w.region} <input name="region" maxLength={MAX_TEXT_LENGTH} defaultValue={entry.region ?? ''} required={regionRequired} />
      </label>
      <label>
        {w.registeredFromFirstTournament} <input name="from" type="date" max={maxFrom} defaultValue={entry.from ?? ''} />
      </label>
      <label>
        {/* issue 40, B2: the answer says how many results would stop counting; this sends the form again anyway */}
        <input type="checkbox" name="confirmUncounted" value="1" /> {w.saveAnyway}
      </label>
    </>
  );
}

export async function generateMetadata({ params }: { params: Promise<{ lang: string; slug: string }> }): Promise<Metadata> {
  const { lang, slug } = await params;
  return seasonPageTitle(slug, words(langParam(lang, 'pl'), WORKSPACE_WORDS).arbiterTitle);
}

export default async function ArbiterSeasonPage({ params, searchParams }: { params: Promise<{ lang: Lang; slug: string }>; searchParams: Promise<{ entries?: string | string[]; edit?: string | string[] }> }) {
  const { lang, slug } = await params;
  const query = await searchParams;
  const asked = query.entries;
  const entriesQuery = (Array.isArray(asked) ? asked[0] : asked) ?? '';
  const editAsked = (Array.isArray(query.edit) ? query.edit[0] : query.edit) ?? '';
  const w = words(lang, WORKSPACE_WORDS);
  const access = await arbiterPageAccess(lang, localePath(lang, `/arbiter/seasons/${slug}`));
  if (!access.ok) return <NoAccess lang={lang} email={access.user.email} />;
  const conn = connection();
  const season = shown(arbiterSeason(conn, access.user, slug));
  if (!season) notFound();
  const tournaments = shown(listSeasonTournaments(conn, access.user, season));
  const standings = getStandings(conn, season);
  const overrides = storedOverrides(season.rulesJson);
  const ambiguous = standings.tournaments.flatMap((t) => t.rows.filter((r) => r.method === 'ambiguous' || r.method === 'manual').map((r) => ({ t, r })));
  // the players these rows are about, not a register of 150,000 (issue 31); the pickers search the rest
  const register = ambiguous.length ? shown(registerForLinkingRows(conn, access.user, season, ambiguous.map(({ r }) => ({ name: r.name, candidates: r.candidates, crId: r.playerKey.startsWith('cr:') ? r.playerKey.slice(3) : null })))) : { entries: [], total: 0 };
  const audit = shown(listAudit(conn, access.user, season.id));
  // formats §6: spellings that may be one player, and the answers given (each can be changed)
  const spellingAnswers = shown(seasonSpellingAnswers(conn, access.user, season));
  // the season's last day: a registration from a later date is refused (the field says so first)
  const window = seasonWindow(season.year, standings.rules.window);
  const entries = shown(listRegisterRows(conn, access.user, season, entriesQuery));
  // the entry being edited (?edit=id), among those listed for the search
  const editing = entries.find((e) => String(e.id) === editAsked) ?? null;
  const editHref = (id: number | null) => `?${new URLSearchParams({ ...(entriesQuery ? { entries: entriesQuery } : {}), ...(id !== null ? { edit: String(id) } : {}) })}#${id !== null ? 'edit-entry' : 'register-entries'}`;
  const removed = shown(removedRegisterEntries(conn, access.user, season));
  const registerSize = shown(registerSizeOf(conn, access.user, season));
  return (
    <>
      <SignedInBar lang={lang} email={access.user.email} />
      <p>
        <Link href={localePath(lang, '/arbiter')}>← {w.arbiterWorkspace}</Link> ·{' '}
        <Link href={localePath(lang, `/seasons/${slug}`)}>{w.publicPage}</Link>
      </p>
      <h1>{season.name}</h1>
      <p>
        <Link href={localePath(lang, `/arbiter/seasons/${slug}/upload`)} className="button" data-testid="upload-link">
          {w.uploadTournamentResults}
        </Link>
      </p>

      <h2>{w.tournamentsVersions}</h2>
      <DataTable data-testid="arbiter-tournaments">
        <thead>
          <tr>
            <th className="sticky">{w.tournament}</th>
            <th>{w.version}</th>
            <th>{w.whoWhen}</th>
            <th>sha256</th>
            <th>{w.changesFromPrevious}</th>
            <th className="sticky-end"></th>
          </tr>
        </thead>
        <tbody>
          {tournaments.flatMap((t) =>
            t.versions.map((v, i) => {
              const current = v.id === t.currentVersionId && !t.deletedAt;
              const prev = t.versions[i + 1];
              const diff = prev ? diffVersions(storedVersionRows(conn, prev.id), storedVersionRows(conn, v.id)) : null;
              return (
                <tr key={v.id} data-testid={`version-${t.code}-${v.version}`}>
                  {/* issue 40, C7: the tournament's name and the buttons stay in view at 1366 px and after an action */}
                  <td className="sticky">
                    {i === 0 ? (
                      <>
                        <Link href={localePath(lang, `/arbiter/seasons/${slug}/tournaments/${t.code}`)}>
                          <strong>{t.code}</strong> {t.name}
                        </Link>{' '}
                        ({formatDate(lang, t.date)}){t.final ? ' — ' + w.final : ''}
                        {t.deletedAt ? <span className="error"> {w.deleted}</span> : null}
                      </>
                    ) : null}
                  </td>
                  <td>
                    v{v.version} {current ? <span className="badge">{w.current}</span> : null}
                    <div className="muted">{v.fileName} · {v.rows} · {v.style}, {v.encoding}</div>
                  </td>
                  <td>
                    {v.by ?? 'cli'}
                    <div className="muted">{associationTime(lang, v.uploadedAt)}</div>
                  </td>
                  <td>
                    <code title={v.sha256}>{v.sha256.slice(0, 12)}…</code>
                  </td>
                  <td className="muted" style={{ whiteSpace: 'normal', maxWidth: '22rem' }}>
                    {diff
                      ? [
                          diff.added.length ? `+ ${diff.added.join(', ')}` : '',
                          diff.removed.length ? `− ${diff.removed.join(', ')}` : '',
                          // "Nowak Jan: miejsce 8 → 6" — "1. 8 → 1. 6" read as nothing (issue 11)
                          ...diff.changed.map(
                            (c) =>
                              `${c.name}: ${words(lang, MESSAGES).rowChange(
                                c.placeFrom !== c.placeTo ? [c.placeFrom, c.placeTo] : null,
                                c.pointsFrom !== c.pointsTo ? [formatPoints(c.pointsFrom, decimalSeparator(lang)), formatPoints(c.pointsTo, decimalSeparator(lang))] : null,
                              )}`,
                          ),
                        ]
                          .filter(Boolean)
                          .join('; ') || w.noChangesResults
                      : ''}
                  </td>
                  <td className="sticky-end">
                    {/* one slot for both buttons: after a delete the row's button turns into "Przywróć" and keeps the message of what was done */}
                    {current ? (
                      <StateButton
                        action={deleteTournamentAction}
                        fields={{ slug: slug, code: t.code, lang }}
                        label={w.deleteTournament}
                        secondary
                        testId={`delete-${t.code}`}
                        confirm={{ question: w.deleteTournamentQuestion(t.code, t.name), yes: w.deleteYes, no: w.cancel }}
                      />
                    ) : (
                      <StateButton action={restoreVersionAction} fields={{ slug: slug, code: t.code, version: v.version, lang }} label={w.restore} secondary testId={`restore-${t.code}-${v.version}`} />
                    )}
                  </td>
                </tr>
              );
            }),
          )}
        </tbody>
      </DataTable>

      <h2>{w.playersResolve}</h2>
      {ambiguous.length === 0 ? (
        <p className="muted">{w.noAmbiguousRows}</p>
      ) : (
        <RegisterProvider register={register.entries} searchSlug={register.total > register.entries.length ? slug : undefined}>
        <ul data-testid="links-to-resolve">
          {ambiguous.map(({ t, r }) => (
            <li key={`${t.id}-${r.line}`}>
              {t.id} {w.line} {r.line}: <strong>{r.name}</strong> —{' '}
              {r.method === 'manual' ? w.linkedHand : w.matchesSeveralPlayers}
              <LinkEditor lang={lang} slug={slug} code={t.id} line={r.line} rowName={r.name} current={r.method === 'manual' ? (r.playerKey.startsWith('cr:') ? r.playerKey.slice(3) : 'apart') : ''} />
            </li>
          ))}
        </ul>
        </RegisterProvider>
      )}

      <h2>{w.spellingsHeading}</h2>
      {standings.proposals.length === 0 && spellingAnswers.length === 0 ? (
        <p className="muted">{w.spellingsNone}</p>
      ) : (
        <ul data-testid="spelling-proposals">
          {standings.proposals.map((p) => (
            <li key={`${p.name}\u0000${p.sameAs}`}>
              {w.samePlayerQuestionAt(p.name, p.at.file, p.at.line, p.sameAs, p.sameAsAt.file, p.sameAsAt.line)}{' '}
              <StateButton action={answerSpellingAction} fields={{ slug, lang, name: p.name, sameAs: p.sameAs, same: 'yes' }} label={w.samePlayerYes} secondary />{' '}
              <StateButton action={answerSpellingAction} fields={{ slug, lang, name: p.name, sameAs: p.sameAs, same: 'no' }} label={w.samePlayerNo} secondary />
            </li>
          ))}
          {spellingAnswers.map((a) => (
            <li key={`${a.name}\u0000${a.sameAs}`} className="muted">
              {a.name} — {a.sameAs}: {a.same ? w.samePlayerYes : w.samePlayerNo}{' '}
              <StateButton action={answerSpellingAction} fields={{ slug, lang, name: a.name, sameAs: a.sameAs, same: a.same ? 'no' : 'yes' }} label={a.same ? w.samePlayerNo : w.samePlayerYes} secondary />
            </li>
          ))}
        </ul>
      )}

      <CalendarSection lang={lang} season={season} user={access.user} />

      <h2>{w.playerRegister}</h2>
      <p className="muted" data-testid="register-rule">{w.registerRegionRule(standings.rules.region)}</p>
      <RegistryUpload slug={slug} lang={lang} />
      <h3 id="register-entries">{w.registerEntries}</h3>
      <p className="muted">{w.registerEntriesHint(registerSize)}</p>
      <form method="get" action={`#register-entries`} className="row">
        <label>
          {w.registerEntriesSearch} <input type="search" name="entries" defaultValue={entriesQuery} maxLength={200} />
        </label>{' '}
        <button type="submit" className="secondary">{w.search}</button>
      </form>
      {entries.length === 0 ? (
        <p className="muted">{w.noRegisterEntries}</p>
      ) : (
        <DataTable data-testid="register-entries">
          <thead>
            <tr>
              <th>{w.crId}</th>
              <th>{w.surnameFirstName}</th>
              <th>{w.birthYear}</th>
              <th>{w.club}</th>
              <th>{w.membership}</th>
              <th></th>
            </tr>
          </thead>
          <tbody>
            {entries.map((e) => (
              <tr key={e.id} data-testid={`register-entry-${e.crId}`}>
                <td>{e.crId}</td>
                <td>{e.name}</td>
                <td>{e.birthYear ?? '—'}</td>
                <td>{e.club ?? '—'} {e.region ? <span className="muted">({e.region})</span> : null}</td>
                <td>{e.from ? formatDate(lang, e.from) : '…'} – {e.to ? formatDate(lang, e.to) : '…'}</td>
                <td>
                  <StateButton
                    action={removeRegisterEntryAction}
                    fields={{ slug, id: e.id, lang }}
                    label={w.removeEntry}
                    secondary
                    testId={`remove-entry-${e.crId}`}
                    confirm={{ question: w.removeEntryQuestion(e.name, e.crId), yes: w.removeYes, no: w.cancel }}
                    anyway={{ code: 'REGISTER_CHANGE_UNCOUNTS', field: 'confirmUncounted', label: w.removeAnyway }}
                  />
                  {/* issue 40, B2 item 3: the entry is corrected in a form below the table, the whole width of
                      the page (in the last cell it was ~120 px wide and cut off on a phone); a link, so no script is needed */}
                  <a href={editHref(e.id)} className="edit-entry-link" data-testid={`edit-entry-link-${e.crId}`}>
                    {w.editEntry}
                  </a>
                </td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      )}
      {editing ? (
        <section id="edit-entry" className="stack" data-testid={`edit-entry-${editing.crId}`} aria-labelledby="edit-entry-title">
          <h4 id="edit-entry-title">
            {w.editEntry}: {editing.name}
          </h4>
          <ActionForm action={editRegisterEntryAction} submit={w.save} id={`edit-entry-form-${editing.id}`}>
            <input type="hidden" name="slug" value={slug} />
            <input type="hidden" name="id" value={editing.id} />
            <p className="muted">{w.editEntryLegend(editing.name, editing.crId)}</p>
            <RegisterEntryFields lang={lang} maxFrom={window.to} entry={editing} regionRequired={false} />
          </ActionForm>
          <a href={editHref(null)} data-testid="edit-entry-close">
            {w.cancel}
          </a>
        </section>
      ) : null}
      {removed.length > 0 ? (
        <>
          <h3>{w.removedEntries}</h3>
          <ul data-testid="removed-register-entries">
            {removed.map((r) => (
              <li key={r.auditId}>
                {r.row.name} ({w.crId} {r.row.crId}) · {r.row.club ?? '—'} · <span className="muted">{associationTime(lang, r.at)}</span>{' '}
                <StateButton action={restoreRegisterEntryAction} fields={{ slug, auditId: r.auditId, lang }} label={w.restore} secondary testId={`restore-entry-${r.row.crId}`} />
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <h3>{w.addPlayerHand}</h3>
      <ActionForm action={addPlayerAction} submit={w.add} id="add-player">
        <input type="hidden" name="slug" value={slug} />
        <label>
          {w.crId} <input name="crId" required inputMode="numeric" />
        </label>
        <RegisterEntryFields lang={lang} maxFrom={window.to} entry={{ region: standings.rules.region }} regionRequired={standings.rules.region !== null} />
      </ActionForm>

      <h2>{w.seasonSettings}</h2>
      <ActionForm action={updateSeasonAction} submit={w.save} id="update-season">
        <input type="hidden" name="slug" value={slug} />
        <label>
          {w.name} <input name="name" defaultValue={season.name} required />
        </label>
        <p className="muted">
          {/* no changes said in words: a new arbiter read '{}' (issue 40 walk) */}
          {w.preset}: {season.preset}; {w.storedOverrides}: {overrides.any ? <code>{season.rulesJson}</code> : words(lang, SCHEMA_FORM_WORDS).noOverrides}
        </p>
        <SeasonRulesFields lang={lang} rules={standings.rules} advanced={overrides.advanced} />
        <RulesPreviewButton lang={lang} />
        <RemainingFields lang={lang} season={season} calendar={calendarRemaining(conn, season)} />
        <label>
          <input type="checkbox" name="public" defaultChecked={season.public} /> {w.public}
        </label>
      </ActionForm>

      <h2>{w.auditLog}</h2>
      <DataTable data-testid="audit-log">
        <thead>
          <tr>
            <th>{w.when}</th>
            <th>{w.who}</th>
            <th>{w.what}</th>
            <th>{w.details}</th>
          </tr>
        </thead>
        <tbody>
          {audit.map((a) => {
            const r = readAuditEntry(lang, a);
            return (
              <tr key={a.id}>
                <td>{r.when}</td>
                <td>{r.who}</td>
                <td>
                  {r.what} <span className="muted">({r.code})</span>
                </td>
                <td className="muted" style={{ whiteSpace: 'normal' }}>
                  {r.details}
                </td>
              </tr>
            );
          })}
        </tbody>
      </DataTable>
    </>
  );
}
