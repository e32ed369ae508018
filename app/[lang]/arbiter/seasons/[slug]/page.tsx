import type { Metadata } from 'next';
import { seasonPageTitle } from '@/app/components/page-title';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { arbiterSeason } from '@/server/workspace/seasons';
import { listAudit } from '@/server/workspace/accounts';
import { listSeasonTournaments, versionRows } from '@/server/workspace/uploads';
import { getStandings } from '@/server/standings';
import { decimalSeparator, formatDate, localePath, messages, type Lang } from '@/lib/i18n/messages';
import { formatPoints } from '@/lib/half-points';
import { diffVersions } from '@/lib/series/upload-preview';
import { connection } from '@/server/data';
import { arbiterPageAccess } from '@/server/guard';
import { addPlayerAction, deleteTournamentAction, restoreVersionAction, updateSeasonAction } from '@/app/[lang]/arbiter/actions';
import { LinkEditor, RegisterProvider } from '@/app/[lang]/arbiter/register-picker';
import { registerForLinking } from '@/server/workspace/links';
import { ActionButton, NoAccess, SignedInBar } from '@/app/[lang]/arbiter/chrome';
import { ActionForm } from '@/app/[lang]/arbiter/forms';
import { RegistryUpload } from './registry-upload';
import { SeasonRulesFields } from '@/app/[lang]/arbiter/season-rules-form';
import { CalendarSection } from './calendar-section';

export const dynamic = 'force-dynamic';

/** Stored overrides the form's fields do not show, kept in the advanced box so an edit never drops them. */
function advancedOverrides(rulesJson: string): string {
  const stored = JSON.parse(rulesJson) as Record<string, unknown>;
  const shown = new Set(['region', 'multiplier', 'teamSize', 'placePrizes', 'categories', 'window']);
  const rest = Object.fromEntries(Object.entries(stored).filter(([k, v]) => !shown.has(k) && !(k === 'drops' && (v as { kind?: string })?.kind === 'growing')));
  return Object.keys(rest).length ? JSON.stringify(rest, null, 2) : '';
}

export async function generateMetadata({ params }: { params: Promise<{ lang: string; slug: string }> }): Promise<Metadata> {
  const { lang, slug } = await params;
  return seasonPageTitle(lang, slug, lang === 'en' ? 'Arbiter' : 'Sędzia');
}

export default async function ArbiterSeasonPage({ params }: { params: Promise<{ lang: Lang; slug: string }> }) {
  const { lang, slug } = await params;
  const T = (pl: string, en: string) => (lang === 'pl' ? pl : en);
  const access = await arbiterPageAccess(lang, localePath(lang, `/arbiter/seasons/${slug}`));
  if (!access.ok) return <NoAccess lang={lang} email={access.user.email} />;
  const conn = connection();
  const season = arbiterSeason(conn, access.user, slug);
  if (!season) notFound();
  const tournaments = listSeasonTournaments(conn, access.user, season);
  const standings = getStandings(conn, season);
  const ambiguous = standings.tournaments.flatMap((t) => t.rows.filter((r) => r.method === 'ambiguous' || r.method === 'manual').map((r) => ({ t, r })));
  const register = ambiguous.length ? registerForLinking(conn, access.user, season) : [];
  const audit = listAudit(conn, access.user, season.id);
  return (
    <>
      <SignedInBar lang={lang} email={access.user.email} />
      <p>
        <Link href={localePath(lang, '/arbiter')}>← {T('Panel sędziego', 'Arbiter workspace')}</Link> ·{' '}
        <Link href={localePath(lang, `/seasons/${slug}`)}>{T('strona publiczna', 'public page')}</Link>
      </p>
      <h1>{season.name}</h1>
      <p>
        <Link href={localePath(lang, `/arbiter/seasons/${slug}/upload`)} className="button" data-testid="upload-link">
          {T('Wgraj wyniki turnieju', 'Upload tournament results')}
        </Link>
      </p>

      <h2>{T('Turnieje i wersje', 'Tournaments and versions')}</h2>
      <div className="table-wrap">
        <table data-testid="arbiter-tournaments">
          <thead>
            <tr>
              <th>{T('Turniej', 'Tournament')}</th>
              <th>{T('Wersja', 'Version')}</th>
              <th>{T('Kto, kiedy', 'Who, when')}</th>
              <th>sha256</th>
              <th>{T('Zmiany wobec poprzedniej', 'Changes from the previous')}</th>
              <th></th>
            </tr>
          </thead>
          <tbody>
            {tournaments.flatMap((t) =>
              t.versions.map((v, i) => {
                const current = v.id === t.currentVersionId && !t.deletedAt;
                const prev = t.versions[i + 1];
                const diff = prev ? diffVersions(versionRows(conn, prev.id), versionRows(conn, v.id)) : null;
                return (
                  <tr key={v.id} data-testid={`version-${t.code}-${v.version}`}>
                    <td>
                      {i === 0 ? (
                        <>
                          <Link href={localePath(lang, `/arbiter/seasons/${slug}/tournaments/${t.code}`)}>
                            <strong>{t.code}</strong> {t.name}
                          </Link>{' '}
                          ({formatDate(lang, t.date)}){t.final ? ' — ' + T('Finał', 'Final') : ''}
                          {t.deletedAt ? <span className="error"> {T('usunięty', 'deleted')}</span> : null}
                        </>
                      ) : null}
                    </td>
                    <td>
                      v{v.version} {current ? <span className="badge">{T('bieżąca', 'current')}</span> : null}
                      <div className="muted">{v.fileName} · {v.rows} · {v.style}, {v.encoding}</div>
                    </td>
                    <td>
                      {v.by ?? 'cli'}
                      <div className="muted">{v.uploadedAt.replace('T', ' ').slice(0, 19)}</div>
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
                                `${c.name}: ${messages(lang).rowChange(
                                  c.placeFrom !== c.placeTo ? [c.placeFrom, c.placeTo] : null,
                                  c.pointsFrom !== c.pointsTo ? [formatPoints(c.pointsFrom, decimalSeparator(lang)), formatPoints(c.pointsTo, decimalSeparator(lang))] : null,
                                )}`,
                            ),
                          ]
                            .filter(Boolean)
                            .join('; ') || T('bez zmian w wynikach', 'no changes in results')
                        : ''}
                    </td>
                    <td>
                      {!current && (
                        <ActionButton action={restoreVersionAction} fields={{ slug: slug, code: t.code, version: v.version }} label={T('Przywróć', 'Restore')} secondary />
                      )}
                      {current && (
                        <ActionButton action={deleteTournamentAction} fields={{ slug: slug, code: t.code }} label={T('Usuń turniej', 'Delete tournament')} secondary />
                      )}
                    </td>
                  </tr>
                );
              }),
            )}
          </tbody>
        </table>
      </div>

      <h2>{T('Powiązania zawodników do rozstrzygnięcia', 'Players to resolve')}</h2>
      {ambiguous.length === 0 ? (
        <p className="muted">{T('Brak niejednoznacznych wierszy.', 'No ambiguous rows.')}</p>
      ) : (
        <RegisterProvider register={register}>
        <ul data-testid="links-to-resolve">
          {ambiguous.map(({ t, r }) => (
            <li key={`${t.id}-${r.line}`}>
              {t.id} {T('wiersz', 'line')} {r.line}: <strong>{r.name}</strong> —{' '}
              {r.method === 'manual' ? T('powiązany ręcznie', 'linked by hand') : T('pasuje do kilku zawodników', 'matches several players')}
              <LinkEditor lang={lang} slug={slug} code={t.id} line={r.line} rowName={r.name} current={r.method === 'manual' ? (r.playerKey.startsWith('cr:') ? r.playerKey.slice(3) : 'apart') : ''} />
            </li>
          ))}
        </ul>
        </RegisterProvider>
      )}

      <CalendarSection lang={lang} season={season} user={access.user} />

      <h2>{T('Rejestr zawodników', 'Player register')}</h2>
      <RegistryUpload slug={slug} lang={lang} />
      <h3>{T('Dodaj zawodnika ręcznie', 'Add a player by hand')}</h3>
      <ActionForm action={addPlayerAction} submit={T('Dodaj', 'Add')} id="add-player">
        <input type="hidden" name="slug" value={slug} />
        <label>
          ID CR <input name="crId" required inputMode="numeric" />
        </label>
        <label>
          {T('Nazwisko i imię', 'Surname and first name')} <input name="name" required />
        </label>
        <label>
          {T('Rok urodzenia', 'Birth year')} <input name="birthYear" inputMode="numeric" />
        </label>
        <label>
          {T('Płeć', 'Sex')}
          <select name="sex" defaultValue="">
            <option value="">—</option>
            <option value="M">M</option>
            <option value="F">K / F</option>
          </select>
        </label>
        <label>
          {T('Klub', 'Club')} <input name="club" required />
        </label>
        <label>
          {T('Województwo', 'Region')} <input name="region" defaultValue="warmińsko-mazurskie" required />
        </label>
        <label>
          {T('Zarejestrowany od (pierwszy turniej)', 'Registered from (first tournament played)')} <input name="from" type="date" />
        </label>
      </ActionForm>

      <h2>{T('Ustawienia sezonu', 'Season settings')}</h2>
      <ActionForm action={updateSeasonAction} submit={T('Zapisz', 'Save')} id="update-season">
        <input type="hidden" name="slug" value={slug} />
        <label>
          {T('Nazwa', 'Name')} <input name="name" defaultValue={season.name} required />
        </label>
        <p className="muted">
          {T('Preset', 'Preset')}: {season.preset}; {T('zapisane zmiany', 'stored overrides')}: <code>{season.rulesJson}</code>
        </p>
        <SeasonRulesFields lang={lang} rules={standings.rules} advanced={advancedOverrides(season.rulesJson)} />
        <label>
          <input type="checkbox" name="public" defaultChecked={season.public} /> {T('publiczny', 'public')}
        </label>
      </ActionForm>

      <h2>{T('Dziennik zmian', 'Audit log')}</h2>
      <div className="table-wrap">
        <table data-testid="audit-log">
          <thead>
            <tr>
              <th>{T('Kiedy', 'When')}</th>
              <th>{T('Kto', 'Who')}</th>
              <th>{T('Co', 'What')}</th>
              <th>{T('Szczegóły', 'Details')}</th>
            </tr>
          </thead>
          <tbody>
            {audit.map((a) => (
              <tr key={a.id}>
                <td>{a.at.replace('T', ' ').slice(0, 19)}</td>
                <td>
                  {a.by ?? '—'} <span className="muted">({a.via})</span>
                </td>
                <td>{a.action}</td>
                <td className="muted" style={{ whiteSpace: 'normal' }}>
                  {a.details}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
