import type { Metadata } from 'next';
import { seasonPageTitle } from '@/app/components/page-title';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getStandings } from '@/server/standings';
import { arbiterSeason } from '@/server/workspace/seasons';
import { formatPoints } from '@/lib/half-points';
import { decimalSeparator, formatDate, localePath, messages, type Lang } from '@/lib/i18n/messages';
import { connection } from '@/server/data';
import { arbiterPageAccess } from '@/server/guard';
import { setLinkAction } from '@/app/[lang]/arbiter/actions';
import { NoAccess, SignedInBar } from '@/app/[lang]/arbiter/chrome';

export const dynamic = 'force-dynamic';

/** Every row of a tournament with how it is linked; the arbiter links or unlinks any row by hand. */
export async function generateMetadata({ params }: { params: Promise<{ lang: string; slug: string; code: string }> }): Promise<Metadata> {
  const { lang, slug, code } = await params;
  return seasonPageTitle(lang, slug, lang === 'en' ? `Links of ${code}` : `Powiązania ${code}`);
}

export default async function ArbiterTournamentPage({ params }: { params: Promise<{ lang: Lang; slug: string; code: string }> }) {
  const { lang, slug, code } = await params;
  const T = (pl: string, en: string) => (lang === 'pl' ? pl : en);
  const m = messages(lang);
  const access = await arbiterPageAccess(lang, localePath(lang, `/arbiter/seasons/${slug}/tournaments/${code}`));
  if (!access.ok) return <NoAccess lang={lang} email={access.user.email} />;
  const conn = connection();
  const season = arbiterSeason(conn, access.user, slug);
  if (!season) notFound();
  const s = getStandings(conn, season);
  const t = s.tournaments.find((x) => x.id === code);
  if (!t) notFound();
  const registry = [...s.players.values()].filter((p) => p.inRegistry && p.crId);
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
        {T(
          'Wpisz ID CR zawodnika z rejestru (podpowiedzi po nazwisku), „osobny”, aby nie łączyć, albo „auto”, aby wrócić do automatycznego powiązania. Decyzja obowiązuje też po ponownym wgraniu pliku.',
          'Type the register player’s CR id (suggested by name), “apart” to keep the row apart, or “auto” to go back to automatic linking. The decision survives re-uploads of the file.',
        )}
      </p>
      <datalist id="registry-players">
        {registry.map((p) => (
          <option key={p.crId} value={p.crId!}>
            {p.name}
          </option>
        ))}
        <option value="apart">{T('osobny zawodnik', 'a separate player')}</option>
        <option value="auto">{T('automatycznie', 'automatic')}</option>
      </datalist>
      <div className="table-wrap">
        <table data-testid="arbiter-rows">
          <thead>
            <tr>
              <th>{m.place}</th>
              <th>{m.player}</th>
              <th>{m.points}</th>
              <th>{m.linkedBy}</th>
              <th>{m.eligible}</th>
              <th>{T('Zmień powiązanie', 'Change the link')}</th>
            </tr>
          </thead>
          <tbody>
            {[...t.rows].sort((a, b) => a.place - b.place).map((r) => {
              const linked = r.playerKey.startsWith('cr:') ? s.players.get(r.playerKey) : undefined;
              return (
                <tr key={r.line}>
                  <td>{r.place}</td>
                  <td>{r.name}</td>
                  <td>{formatPoints(r.gamePoints, sep)}</td>
                  <td>
                    {m.method[r.method] ?? r.method}
                    {linked ? (
                      <span className="muted">
                        {' '}
                        → {linked.name} ({linked.crId})
                      </span>
                    ) : null}
                  </td>
                  <td className={r.eligible ? undefined : 'ineligible'}>{r.eligible ? m.yes : `${m.no} — ${m.reason[r.reason ?? ''] ?? ''}`}</td>
                  <td>
                    <form action={setLinkAction} className="inline">
                      <input type="hidden" name="slug" value={slug} />
                      <input type="hidden" name="code" value={code} />
                      <input type="hidden" name="line" value={r.line} />
                      <input name="crId" list="registry-players" size={9} required aria-label={T(`Powiązanie: ${r.name}`, `Link for ${r.name}`)} />
                      <button type="submit" className="secondary">
                        {T('Zapisz', 'Save')}
                      </button>
                    </form>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </>
  );
}
