import { personOfSeasonPlayer } from '@/server/people';
import { personHref } from '@/lib/people/person-json';
import { PEOPLE_WORDS } from '@/lib/i18n/people-words';
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { formatScore } from '@/lib/fraction';
import { formatPoints } from '@/lib/half-points';
import { decimalSeparator, formatDate, localePath, type Lang, MESSAGES } from '@/lib/i18n/messages';
import { connection, publicSeasonOr404, readConnection, seasonPlayerProgressCached, seasonStandings } from '@/server/data';
import { getTournamentGames, keysByStartNumber } from '@/server/games';
import { PlayerGames } from '@/app/components/games/player-games';
import { OutlookCard } from '@/app/components/outlook-card';
import { WhatIfForm } from '@/app/components/what-if-form';
import { calculatorSlots, whatIfFields } from '@/lib/series/what-if';
import { PlayerProfileFacts } from '@/app/components/player-profile';
import { ENTRIES_WORDS } from '@/lib/i18n/entries-words';
import { getPlayerProfile } from '@/server/player-profile';
import { playerHref } from '@/app/components/season-nav';
import type { ProgressPoint } from '@/lib/series/progression';
import { categoryRanks } from '@/lib/render/standings-grid';
import { playerKeyFromParam, SeasonNav } from '@/app/components/season-nav';
import { XlsxDownload } from '@/app/components/xlsx-link';
import { InProgressNotice } from '@/app/components/in-progress-notice';
import { DataTable } from '@/app/components/data-table';
import { words } from '@/lib/i18n/words';

// Rendered by Next on each request it gets; the production server keeps the page and the client
// router's payload of it per season revision (scripts/serve.mjs, issue 24): a write shows at once.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: { params: Promise<{ lang: Lang; slug: string; key: string }> }): Promise<Metadata> {
  const { slug, key } = await params;
  const season = publicSeasonOr404(slug);
  const player = seasonStandings(season).players.get(playerKeyFromParam(key));
  return { title: player ? `${player.name} — ${season.name}` : season.name };
}

export default async function PlayerPage({ params }: { params: Promise<{ lang: Lang; slug: string; key: string }> }) {
  const { lang, slug, key: param } = await params;
  const m = words(lang, MESSAGES);
  const season = publicSeasonOr404(slug);
  const s = seasonStandings(season);
  const key = playerKeyFromParam(param);
  const player = s.players.get(key);
  if (!player) notFound();
  const entry = s.individual.find((e) => e.key === key);
  const sep = decimalSeparator(lang);
  const rows = s.tournaments.flatMap((t) => t.rows.filter((r) => r.playerKey === key).map((r) => ({ t, r })));
  const progress = await seasonPlayerProgressCached(season, key);
  const classified = new Set(s.individual.map((e) => e.key));
  // a game names players by start number, the season's rows by the file's line of it (never by a spelling)
  const keysOf = new Map<string, Map<number, string>>();
  const gamesOf = rows.flatMap(({ t, r }) => {
    const games = getTournamentGames(connection(), season, t.id);
    if (!games) return [];
    keysOf.set(t.id, keysByStartNumber(games, t.rows.filter((x) => classified.has(x.playerKey))));
    const me = [...games.lineOf].find(([, line]) => line === r.line)?.[0];
    if (me === undefined) return [];
    const ratingOf = new Map(games.startingList.map((e) => [e.startNumber, e.rating]));
    return [{ id: t.id, name: t.name, date: t.date, table: games.table, playerStartNumber: me, ratingOf, card: games.ratings.get(me) ?? null }];
  });
  const opponentHref = (tournamentId: string, startNumber: number) => {
    const found = keysOf.get(tournamentId)?.get(startNumber);
    return found ? playerHref(lang, slug, found) : null;
  };
  // issue 40, C11: the player's page across every competition
  const person = personOfSeasonPlayer(readConnection(), slug, key);
  const categoryLabel = (id: string) => s.rules.categories.find((c) => c.id === id)?.label[lang] ?? id;
  return (
    <>
      <h1>{player.name}</h1>
      {player.spellings && player.spellings.length > 0 ? (
        <p className="muted" data-testid="player-spellings">
          {m.alsoWrittenAs}: {player.spellings.join(', ')}
        </p>
      ) : null}
      <SeasonNav lang={lang} slug={slug} current="player" revision={season.revision} />
      <InProgressNotice lang={lang} season={season} />
      <p>
        <Link href={localePath(lang, `/seasons/${slug}`)}>← {season.name}</Link>
        {person ? (
          <>
            {' · '}
            <Link href={personHref(lang, person)} data-testid="person-link">
              {words(lang, PEOPLE_WORDS).allCompetitions}
            </Link>
          </>
        ) : null}
        {/* issue 41: the season's next tournament taking entries, the form filled from the register (a page kept per revision links no date) */}
        {' · '}
        <Link href={`${localePath(lang, '/tournaments/next')}?season=${encodeURIComponent(slug)}${key.startsWith('cr:') ? `&player=${encodeURIComponent(key)}` : ''}`} data-testid="enter-next" prefetch={false}>
          {words(lang, ENTRIES_WORDS).enterNext}
        </Link>
      </p>
      <PlayerProfileFacts lang={lang} profile={getPlayerProfile(readConnection(), season, key)!} />
      {entry ? (
        <dl className="cards" data-testid="player-summary">
          <div className="card">
            <dt className="muted">{m.rank}</dt>
            <dd style={{ fontSize: '1.6rem', margin: 0 }}>{entry.rankLabel}</dd>
          </div>
          <div className="card">
            <dt className="muted">{m.total}</dt>
            <dd style={{ fontSize: '1.6rem', margin: 0 }}>
              {formatScore(entry.total, s.unit, sep)}{' '}
              <span className="muted" style={{ fontSize: '1rem' }}>
                ({m.regular} {formatScore(entry.regular, s.unit, sep)} + {m.final} {formatScore(entry.final, s.unit, sep)})
              </span>
            </dd>
          </div>
          <div className="card">
            <dt className="muted">{m.club}</dt>
            <dd style={{ margin: 0 }}>
              {entry.club ?? '—'}
              {player.crId ? <span className="muted"> · CR {player.crId}</span> : null}
            </dd>
            {entry.categories.length > 0 && (
              <dd style={{ margin: 0 }} className="muted" data-testid="player-categories">
                {m.categories}: {entry.categories.map((c) => `${categoryLabel(c)} (${m.rank} ${categoryRanks(s).get(entry.key)?.[c] ?? '—'})`).join(', ')}
              </dd>
            )}
          </div>
          <div className="card">
            <dt className="muted">{m.tournamentsPlayed}</dt>
            <dd style={{ fontSize: '1.6rem', margin: 0 }} data-testid="player-played">
              {entry.eventsPlayed} / {s.tournaments.length}
            </dd>
          </div>
        </dl>
      ) : (
        <p>{m.notInTable}</p>
      )}
      <h2>{m.history}</h2>
      <DataTable fit data-testid="player-history">
        <thead>
          <tr>
            <th scope="col">{m.date}</th>
            <th scope="col">{m.tournament}</th>
            <th scope="col" className="num">{m.place}</th>
            <th scope="col" className="num">{m.points}</th>
            <th scope="col" className="wrap">{m.counted}</th>
          </tr>
        </thead>
        <tbody>
          {s.tournaments.map((t) => {
            const r = rows.find((x) => x.t === t)?.r;
            const res = entry?.results.find((x) => x.tournament === t.id);
            const droppedAbsence = !r && entry?.droppedTournaments.includes(t.id);
            const status = !r
              ? droppedAbsence
                ? m.absentDropped
                : m.absent
              : !r.eligible
                ? `${m.no} — ${m.reason[r.reason ?? ''] ?? ''}`
                : res?.dropped
                  ? m.dropped
                  : t.final
                    ? `${m.yes} (×${s.rules.multiplier})`
                    : m.yes;
            return (
              <tr key={t.id} className={r ? undefined : 'absent'}>
                <td>{formatDate(lang, t.date)}</td>
                <td className="wrap">
                  <Link href={localePath(lang, `/seasons/${slug}/tournaments/${t.id}`)}>{t.name}</Link>
                </td>
                <td className="num">{r ? r.place : '—'}</td>
                <td className="num">
                  {r ? <span className={res?.dropped ? 'dropped' : !r.eligible ? 'ineligible' : undefined}>{formatPoints(r.gamePoints, sep)}</span> : droppedAbsence ? <span className="dropped">–</span> : '—'}
                </td>
                <td className="wrap">{status}</td>
              </tr>
            );
          })}
        </tbody>
      </DataTable>
      <XlsxDownload lang={lang} href={`/api/seasons/${slug}/players/${key.startsWith('cr:') ? key.slice(3) : encodeURIComponent(key)}/results.xlsx`} />
      {entry?.outlook && s.remaining ? <OutlookCard lang={lang} outlook={entry.outlook} unit={s.unit} remaining={s.remaining} source={season.remainingRegular === null ? 'calendar' : 'arbiter'} /> : null}
      {entry ? <WhatIfForm lang={lang} action={`${playerHref(lang, slug, key)}/what-if`} rules={s.rules} slots={calculatorSlots(s)} fields={whatIfFields(s.rules)} /> : null}
      <PlayerGames lang={lang} tournaments={gamesOf} hrefOf={opponentHref} />
      {progress.some((p) => p.total !== null) && (
        <>
          <h2>{m.chartTitle}</h2>
          <ProgressChart points={progress} lang={lang} unit={s.unit} />
        </>
      )}
    </>
  );
}

/** Cumulative points (line, left axis) and rank (dashed, right axis, 1 at the top) after each tournament. */
function ProgressChart({ points, lang, unit }: { points: ProgressPoint[]; lang: Lang; unit: number }) {
  const m = words(lang, MESSAGES);
  const W = 640, H = 260, L = 44, R = 44, T = 16, B = 34;
  const maxTotal = Math.max(unit, ...points.map((p) => p.total ?? 0));
  const maxRank = Math.max(1, ...points.map((p) => p.rank ?? 0));
  const x = (i: number) => L + (points.length === 1 ? (W - L - R) / 2 : (i * (W - L - R)) / (points.length - 1));
  const yTotal = (v: number) => T + (H - T - B) * (1 - v / maxTotal);
  const yRank = (r: number) => T + ((H - T - B) * (r - 1)) / Math.max(1, maxRank - 1);
  const line = (get: (p: ProgressPoint) => number | null, y: (v: number) => number) =>
    points.map((p, i) => ({ v: get(p), i })).filter((p) => p.v !== null).map((p, k) => `${k === 0 ? 'M' : 'L'}${x(p.i).toFixed(1)},${y(p.v!).toFixed(1)}`).join(' ');
  const sep = decimalSeparator(lang);
  return (
    <figure style={{ margin: 0 }}>
      <svg className="chart" viewBox={`0 0 ${W} ${H}`} role="img" aria-label={m.chartTitle} data-testid="progress-chart">
        <line x1={L} y1={H - B} x2={W - R} y2={H - B} stroke="#ccd" />
        <text x={4} y={T + 4} fontSize="11" fill="#0b5cad">{formatScore(maxTotal, unit, sep)}</text>
        <text x={4} y={H - B} fontSize="11" fill="#0b5cad">0</text>
        <text x={W - R + 6} y={T + 4} fontSize="11" fill="#a3262a">1.</text>
        <text x={W - R + 6} y={H - B} fontSize="11" fill="#a3262a">{maxRank}.</text>
        {points.map((p, i) => (
          <text key={p.tournament} x={x(i)} y={H - B + 16} fontSize="10" textAnchor="middle" fill="#5b6470">
            {i + 1}
          </text>
        ))}
        <path d={line((p) => p.total, yTotal)} fill="none" stroke="#0b5cad" strokeWidth="2.5" />
        <path d={line((p) => p.rank, yRank)} fill="none" stroke="#a3262a" strokeWidth="1.5" strokeDasharray="5 4" />
        {points.map((p, i) => (p.total !== null ? <circle key={p.tournament} cx={x(i)} cy={yTotal(p.total)} r="3" fill="#0b5cad" /> : null))}
      </svg>
      <figcaption className="muted" style={{ fontSize: '.85rem' }}>
        <span style={{ color: '#0b5cad' }}>━</span> {m.cumulative} · <span style={{ color: '#a3262a' }}>╍</span> {m.rankAfter}
      </figcaption>
      <table className="visually-hidden">
        <thead>
          <tr>
            <th>{m.afterTournament}</th>
            <th>{m.cumulative}</th>
            <th>{m.rankAfter}</th>
          </tr>
        </thead>
        <tbody>
          {points.map((p) => (
            <tr key={p.tournament}>
              <td>{formatDate(lang, p.date)}</td>
              <td>{p.total === null ? '—' : formatScore(p.total, unit, sep)}</td>
              <td>{p.rank ?? '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
