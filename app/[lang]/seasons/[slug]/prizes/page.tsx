import { seasonFeatures } from '@/lib/series/season-features';
import { seasonSectionTitle } from '@/app/components/page-title';
import Link from 'next/link';
import { CupIcon } from '@/app/components/cup-icon';
import { formatMoney, type Lang, MESSAGES } from '@/lib/i18n/messages';
import { publicSeasonOr404, seasonStandings } from '@/server/data';
import { InProgressNotice } from '@/app/components/in-progress-notice';
import { playerHref, SeasonNav } from '@/app/components/season-nav';
import { XlsxDownload } from '@/app/components/xlsx-link';
import { SeasonEmbedSnippet } from '@/app/components/embed-snippet';
import type { PrizeAward } from '@/lib/series/prizes';
import { DataTable } from '@/app/components/data-table';
import { words } from '@/lib/i18n/words';

// Rendered by Next on each request it gets; the production server keeps the page and the client
// router's payload of it per season revision (scripts/serve.mjs, issue 24): a write shows at once.
export const dynamic = 'force-dynamic';

export const generateMetadata = seasonSectionTitle('prizes');

export default async function PrizesPage({ params }: { params: Promise<{ lang: Lang; slug: string }> }) {
  const { lang, slug } = await params;
  const m = words(lang, MESSAGES);
  const season = publicSeasonOr404(slug);
  const s = seasonStandings(season);
  const place = s.prizes.filter((p) => p.prize === 'place');
  const categories = s.prizes.filter((p) => p.prize !== 'place');
  const categoryLabel = (id: string) => s.rules.categories.find((c) => c.id === id)?.label[lang] ?? id;
  const total = s.prizes.reduce((sum, p) => sum + p.amountGrosze, 0);
  // issue 40, C4: a season without prizes (nor team cups) says so instead of empty prize tables
  if (!seasonFeatures(s.rules).prizes && !(s.rules.teams && s.rules.teamCups > 0)) {
    return (
      <>
        <h1>{season.name}</h1>
        <SeasonNav lang={lang} slug={slug} current="prizes" revision={season.revision} />
        <h2>{m.prizes}</h2>
        <p className="explain" data-testid="no-prizes">{m.noPrizes}</p>
      </>
    );
  }
  return (
    <>
      <h1>{season.name}</h1>
      <SeasonNav lang={lang} slug={slug} current="prizes" revision={season.revision} />
      <h2>{m.placePrizes}</h2>
      <InProgressNotice lang={lang} season={season} />
      <p className="explain">{m.onePrize}</p>
      <PrizeTable lang={lang} slug={slug} testId="place-prizes" firstColumn={m.place} awards={place} label={(p) => p.placeLabel ?? ''} />
      <h2>{m.categoryPrizes}</h2>
      <PrizeTable lang={lang} slug={slug} testId="category-prizes" firstColumn={m.prize} awards={categories} label={(p) => categoryLabel(p.prize)} />
      <p>
        <strong>{m.total}:</strong> {formatMoney(lang, total)}
      </p>
      <h2>{m.teams}</h2>
      <ol>
        {s.teams
          .filter((t) => t.cup)
          .map((t) => (
            <li key={t.club} value={t.rank}>
              <CupIcon /> {t.club}
            </li>
          ))}
      </ol>
      <XlsxDownload lang={lang} href={`/api/seasons/${slug}/standings.xlsx`} />
      {/* issue 26: this table on another site */}
      <SeasonEmbedSnippet lang={lang} slug={slug} seasonName={season.name} standings={s} view="prizes" />
    </>
  );
}

/** A list of awards: what for, who (linked to the player page), how much and whether it is shared. */
function PrizeTable({ lang, slug, testId, firstColumn, awards, label }: { lang: Lang; slug: string; testId: string; firstColumn: string; awards: PrizeAward[]; label: (p: PrizeAward) => string }) {
  const m = words(lang, MESSAGES);
  return (
    <DataTable data-testid={testId} className="prize-table">
      <thead>
        <tr>
          <th scope="col">{firstColumn}</th>
          <th scope="col">{m.player}</th>
          <th scope="col" className="num">
            {m.amount}
          </th>
        </tr>
      </thead>
      <tbody>
        {awards.map((p) => (
          <tr key={`${p.prize}-${p.key}`}>
            <td>{label(p)}</td>
            <td>
              <Link href={playerHref(lang, slug, p.key)}>{p.name}</Link>
            </td>
            <td className="num">
              {formatMoney(lang, p.amountGrosze)}
              {p.sharedBy > 1 ? ` (${m.shared} ÷${p.sharedBy})` : ''}
            </td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
