import type { Metadata } from 'next';
import { seasonPageTitle } from '@/app/components/page-title';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getStandings } from '@/server/standings';
import { arbiterSeason } from '@/server/seasons';
import { formatPoints } from '@/lib/half-points';
import { decimalSeparator, formatDate, localePath, type Lang, MESSAGES } from '@/lib/i18n/messages';
import { connection } from '@/server/data';
import { arbiterPageAccess, shown } from '@/server/guard';
import { LinkEditor, RegisterProvider } from '@/app/[lang]/arbiter/register-picker';
import { registerForLinkingRows } from '@/server/workspace/register-search';
import { NoAccess, SignedInBar } from '@/app/[lang]/arbiter/chrome';
import { WORKSPACE_WORDS } from '@/lib/i18n/workspace-words';
import { DataTable } from '@/app/components/data-table';
import { words } from '@/lib/i18n/words';
import { langParam } from '@/lib/i18n/lang-path';

export const dynamic = 'force-dynamic';

/** Every row of a tournament with how it is linked; the arbiter links or unlinks any row by hand. */
export async function generateMetadata({ params }: { params: Promise<{ lang: string; slug: string; code: string }> }): Promise<Metadata> {
  const { lang, slug, code } = await params;
  return seasonPageTitle(slug, words(langParam(lang, 'pl'), WORKSPACE_WORDS).linksTitle(code));
}

export default async function ArbiterTournamentPage({ params }: { params: Promise<{ lang: Lang; slug: string; code: string }> }) {
  const { lang, slug, code } = await params;
  const w = words(lang, WORKSPACE_WORDS);
  const m = words(lang, MESSAGES);
  const access = await arbiterPageAccess(lang, localePath(lang, `/arbiter/seasons/${slug}/tournaments/${code}`));
  if (!access.ok) return <NoAccess lang={lang} email={access.user.email} />;
  const conn = connection();
  const season = shown(arbiterSeason(conn, access.user, slug));
  if (!season) notFound();
  const s = getStandings(conn, season);
  const t = s.tournaments.find((x) => x.id === code);
  if (!t) notFound();
  // the players these rows are about, not a register of 150,000 (issue 31); the pickers search the rest
  const register = shown(registerForLinkingRows(conn, access.user, season, t.rows.map((r) => ({ name: r.name, candidates: r.candidates, crId: r.playerKey.startsWith('cr:') ? r.playerKey.slice(3) : null }))));
  const sep = decimalSeparator(lang);
  return (
    <>
      <SignedInBar lang={lang} email={access.user.email} />
      <p>
        <Link href={localePath(lang, `/arbiter/seasons/${slug}`)}>← {season.name}</Link>
      </p>
      <h1>
        {t.name} — {formatDate(lang, t.date)}
      </h1>
      <p className="explain">
        {w.linkChoiceExplained}
      </p>
      <RegisterProvider register={register.entries} searchSlug={register.total > register.entries.length ? slug : undefined}>
      {/* on a phone each row is a card of labelled lines (issue 40, C8: the page was 831 px wide at 390) */}
      <DataTable data-testid="arbiter-rows" className="stacked">
        <thead>
          <tr>
            <th>{m.place}</th>
            <th>{m.player}</th>
            <th>{m.points}</th>
            <th>{m.linkedBy}</th>
            <th>{m.eligible}</th>
            <th>{w.changeLink}</th>
          </tr>
        </thead>
        <tbody>
          {[...t.rows].sort((a, b) => a.place - b.place).map((r) => {
            const linked = r.playerKey.startsWith('cr:') ? s.players.get(r.playerKey) : undefined;
            return (
              <tr key={r.line}>
                <td data-label={m.place}>{r.place}</td>
                <td data-label={m.player}>{r.name}</td>
                <td data-label={m.points}>{formatPoints(r.gamePoints, sep)}</td>
                <td data-label={m.linkedBy}>
                  {m.method[r.method] ?? r.method}
                  {linked ? (
                    <span className="muted">
                      {' '}
                      → {linked.name} ({linked.crId})
                    </span>
                  ) : null}
                </td>
                <td data-label={m.eligible} className={r.eligible ? undefined : 'ineligible'}>{r.eligible ? m.yes : `${m.no} — ${m.reason[r.reason ?? ''] ?? ''}`}</td>
                <td data-label={w.changeLink}>
                  <LinkEditor lang={lang} slug={slug} code={code} line={r.line} rowName={r.name} current={r.method === 'manual' ? (r.playerKey.startsWith('cr:') ? r.playerKey.slice(3) : 'apart') : ''} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </DataTable>
      </RegisterProvider>
    </>
  );
}
