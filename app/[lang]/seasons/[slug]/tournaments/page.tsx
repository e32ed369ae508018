import { seasonSectionTitle } from '@/app/components/page-title';
import Link from 'next/link';
import { formatDate, localePath, type Lang, MESSAGES } from '@/lib/i18n/messages';
import { publicSeasonOr404, seasonStandingsWithProvisional } from '@/server/data';
import { IN_PROGRESS_WORDS } from '@/lib/i18n/in-progress-words';
import { SeasonNav } from '@/app/components/season-nav';
import { DataTable } from '@/app/components/data-table';
import { words } from '@/lib/i18n/words';

// Rendered by Next on each request it gets; the production server keeps the page and the client
// router's payload of it per season revision (scripts/serve.mjs, issue 24): a write shows at once.
export const dynamic = 'force-dynamic';

export const generateMetadata = seasonSectionTitle('tournaments');

export default async function TournamentsPage({ params }: { params: Promise<{ lang: Lang; slug: string }> }) {
  const { lang, slug } = await params;
  const m = words(lang, MESSAGES);
  const season = publicSeasonOr404(slug);
  // issue 25: the tournaments in progress are listed too, marked (the official table leaves them out)
  const { official, provisional, inProgress } = seasonStandingsWithProvisional(season);
  const s = provisional ?? official;
  const w = words(lang, IN_PROGRESS_WORDS);
  return (
    <>
      <h1>{season.name}</h1>
      <SeasonNav lang={lang} slug={slug} current="tournaments" revision={season.revision} />
      <h2>{m.tournaments}</h2>
      <DataTable data-testid="tournaments-table">
        <thead>
          <tr>
            <th scope="col" className="num">#</th>
            <th scope="col">{m.date}</th>
            <th scope="col">{m.tournament}</th>
            <th scope="col" className="num">{m.players}</th>
          </tr>
        </thead>
        <tbody>
          {s.tournaments.map((t, i) => (
            <tr key={t.id}>
              <td className="num">{t.final ? m.finalShort : i + 1}</td>
              <td>{formatDate(lang, t.date)}</td>
              <td>
                <Link href={localePath(lang, `/seasons/${slug}/tournaments/${t.id}`)}>{t.name}</Link>
                {t.final && <span className="badge"> {m.final} ×{s.rules.multiplier}</span>}
                {inProgress.has(t.id) && (
                  <span className="badge provisional-mark" data-testid="tournament-in-progress-mark">
                    {' '}
                    {w.tournamentMark({ name: t.name, ...inProgress.get(t.id)! })}
                  </span>
                )}
              </td>
              <td className="num">{t.rows.length}</td>
            </tr>
          ))}
        </tbody>
      </DataTable>
    </>
  );
}
