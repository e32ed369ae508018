import type { CrossCell, LeagueResult } from '@/lib/competitions/round-robin-league/compute-league';
import { cellSymbol, playerName, points, type Lang } from './league-format';
import { LEAGUE_CROSS_TABLE_WORDS } from '@/lib/competitions/round-robin-league/round-robin-league-words';
import { ParticipantName } from '@/app/components/games/participant-name';
import { participantHref } from '@/lib/people/person-json';
import { words } from '@/lib/i18n/words';


/** The round-robin table as chess players know it: rows and columns by start number. */
export function LeagueCrossTable({ league, lang, slug }: { league: LeagueResult; lang: Lang; slug?: string }) {
  const id = `league-${league.id}-cross-table`;
  const w = words(lang, LEAGUE_CROSS_TABLE_WORDS);
  return (
    <section className="league-cross-table" id={id}>
      <div className="table-wrap fit-screen">
        <table className="cross-table" data-testid="league-cross-table">
          <caption>{w.caption}</caption>
          <thead>
            <tr>
              <th scope="col" className="num">{w.number}</th>
              <th scope="col">{w.name}</th>
              {league.crossTable.map((r) => (
                <th scope="col" className="num game" key={r.startNumber} title={r.name}>
                  {r.startNumber}
                </th>
              ))}
              <th scope="col" className="num">{w.points}</th>
              <th scope="col" className="num">{w.place}</th>
            </tr>
          </thead>
          <tbody>
            {league.crossTable.map((row) => (
              <tr key={row.startNumber} className={row.exclusion ?? undefined}>
                <td className="num">{row.startNumber}</td>
                {/* the names stay in view while the cross-table scrolls sideways (issue 29, defect 9: site.css, table.cross-table) */}
                <th scope="row">
                  {row.exclusion === 'annulled' ? (
                    <del>{row.name}</del>
                  ) : (
                    <ParticipantName name={row.name} href={slug !== undefined ? participantHref(lang, slug, row.startNumber, league.id) : null} />
                  )}
                </th>
                {row.cells.map((cell) => (
                  <Cell key={cell.opponent} cell={cell} league={league} lang={lang} />
                ))}
                <td className="num">{row.points === null ? <del>{points(lang, row.recordedPoints)}</del> : points(lang, row.points)}</td>
                <td className="num">{row.place ?? '–'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="explain">{w.legend}</p>
    </section>
  );
}

function Cell({ cell, league, lang }: { cell: CrossCell; league: LeagueResult; lang: Lang }) {
  const w = words(lang, LEAGUE_CROSS_TABLE_WORDS);
  // the diagonal filled and shaded, as chess-results draws it (issue 40: it was an empty cell)
  if (cell.kind === 'self') return <td className="num game self diagonal" aria-hidden="true">×</td>;
  if (cell.kind === 'postponed') {
    return (
      <td className="num game postponed" title={w.postponedTitle(cell.round!)}>
        {w.postponed}
      </td>
    );
  }
  if (cell.code === null) return <td className="num game" title={cell.round && league.roundsKnown ? w.round(cell.round) : undefined} />;
  const symbol = cellSymbol(cell.code);
  if (cell.kind === 'annulled') {
    return (
      <td className="num game annulled" title={w.annulledTitle(playerName(league, cell.annulledBecause!))}>
        <del>{symbol}</del>
      </td>
    );
  }
  // issue 40: a game without a known round has no round to name
  const title = cell.forfeitedBecause !== null ? w.forfeitTitle(playerName(league, cell.forfeitedBecause)) : league.roundsKnown ? w.round(cell.round!) : undefined;
  return (
    <td className="num game" title={title}>
      {symbol}
    </td>
  );
}
