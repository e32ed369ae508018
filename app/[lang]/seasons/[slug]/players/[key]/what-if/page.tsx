import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { formatScore } from '@/lib/fraction';
import { describe } from '@/lib/i18n/t';
import { decimalSeparator, type Lang, MESSAGES } from '@/lib/i18n/messages';
import { publicSeasonOr404, readConnection, seasonStandings } from '@/server/data';
import { playerWhatIf } from '@/server/what-if';
import { WhatIfForm } from '@/app/components/what-if-form';
import { playerHref, playerKeyFromParam, SeasonNav } from '@/app/components/season-nav';
import { words } from '@/lib/i18n/words';

// The calculator's answer depends on the address's query: rendered per request (the player page
// itself stays in the page cache; its form sends here).
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: { params: Promise<{ lang: Lang; slug: string; key: string }> }): Promise<Metadata> {
  const { lang, slug, key } = await params;
  const season = publicSeasonOr404(slug);
  const player = seasonStandings(season).players.get(playerKeyFromParam(key));
  return { title: `${words(lang, MESSAGES).whatIf.title} ${player?.name ?? ''} — ${season.name}` };
}

export default async function WhatIfPage({ params, searchParams }: { params: Promise<{ lang: Lang; slug: string; key: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { lang, slug, key: param } = await params;
  const query = await searchParams;
  const m = words(lang, MESSAGES);
  const w = m.whatIf;
  const season = publicSeasonOr404(slug);
  const key = playerKeyFromParam(param);
  const r = playerWhatIf(readConnection(), season, key, query);
  const player = r.standings.players.get(key);
  if (!player) notFound();
  const sep = decimalSeparator(lang);
  const back = playerHref(lang, slug, key);
  const answer = r.answer;
  return (
    <>
      <h1>{player.name}</h1>
      <SeasonNav lang={lang} slug={slug} current="player" />
      <p>
        <Link href={back}>← {w.back}</Link>
      </p>
      {r.problems.length > 0 ? (
        <div className="error" role="alert" data-testid="what-if-problems">
          <p>{w.problems}</p>
          <ul>
            {r.problems.map((p, i) => (
              <li key={i}>
                {w.slot(p.slot)}: {describe(lang, p)}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {answer && !answer.ok ? (
        <p className="error" role="alert" data-testid="what-if-problems">
          {describe(lang, { code: answer.code })}
        </p>
      ) : null}
      {answer && answer.ok ? (
        <section className="card" data-testid="what-if-result" aria-labelledby="what-if-result-title">
          <h2 id="what-if-result-title">{w.result}</h2>
          <ul>
            {answer.tournamentIds.flatMap((id, i) => {
              const slot = r.answered[i]!;
              const res = answer.after.results.find((x) => x.tournament === id);
              if (!res) return [];
              const value = formatScore(res.points * (res.final ? r.standings.rules.multiplier : 1), answer.afterUnit, sep);
              return [
                <li key={id}>
                  {w.worth(w.slot(slot), value)}
                  {res.dropped ? ` — ${w.notCounted}` : ''}
                </li>,
              ];
            })}
          </ul>
          <dl>
            <dt className="muted">{w.totalNowAfter}</dt>
            <dd data-testid="what-if-total">
              {formatScore(answer.now.total, answer.nowUnit, sep)} → <strong>{formatScore(answer.after.total, answer.afterUnit, sep)}</strong>
            </dd>
            <dt className="muted">{w.rankNowAfter}</dt>
            <dd data-testid="what-if-rank">
              {answer.now.rankLabel} → <strong>{answer.after.rankLabel}</strong>
            </dd>
            <dt className="muted">{w.dropped}</dt>
            <dd data-testid="what-if-dropped">{answer.after.droppedTournaments.length ? answer.after.droppedTournaments.map((id) => (answer.tournamentIds.includes(id) ? w.slot(r.answered[answer.tournamentIds.indexOf(id)]!) : (answer.standings.tournaments.find((t) => t.id === id)?.name ?? id))).join(', ') : w.none}</dd>
          </dl>
        </section>
      ) : null}
      <WhatIfForm lang={lang} action={`${back}/what-if`} rules={r.standings.rules} slots={r.slots} fields={r.fields} values={r.values} />
    </>
  );
}
