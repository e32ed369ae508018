import { formatScore, scoreSymbol } from '@/lib/i18n/formats';
import { BracketDiagram, type BracketSide } from '@/app/components/games/bracket-diagram';
import type { TeamLeagueResult } from '@/lib/competitions/team-league/compute-team-league';
import type { KnockoutMatch } from '@/lib/competitions/team-league/knockout-bracket';
import { KNOCKOUT_BRACKET_WORDS } from '@/lib/competitions/team-league/team-league-words';
import { DataTable } from '@/app/components/data-table';
import { words } from '@/lib/i18n/words';
import { TeamName } from './team-name';


interface KnockoutBracketProps {
  result: Pick<TeamLeagueResult, 'knockout' | 'teams' | 'ranking'>;
  lang: 'pl' | 'en';
}

/** The knock-out for places as a table per group and round, then the places decided so far. */
export function KnockoutBracket({ result, lang }: KnockoutBracketProps) {
  const w = words(lang, KNOCKOUT_BRACKET_WORDS);
  const name = (t: number) => result.teams[t]!.name;
  const side = (s: KnockoutMatch['first']) => (s === null ? w.unknown : `${name(s.team)} (${s.seed})`);
  const score = (m: KnockoutMatch) => {
    if (!m.gamePoints) return '';
    const main = formatScore(m.gamePoints[0], m.gamePoints[1]);
    return m.playoff ? `${main}; ${w.playoff} ${formatScore(m.playoff[0], m.playoff[1])}` : main;
  };
  // issue 40, item 4: each side of a match as the bracket draws it — the team and its seed, its game points, the winner
  const bracketSide = (m: KnockoutMatch, k: 0 | 1): BracketSide => {
    const s = k === 0 ? m.first : m.second;
    if (m.status === 'bye' && k === 1) return { label: w.bye, score: null, won: false };
    return { label: s === null ? w.unknown : `${name(s.team)} (${s.seed})`, score: m.gamePoints ? scoreSymbol(m.gamePoints[k]) : null, won: s !== null && m.winner === s.team };
  };
  if (result.knockout.groups.length === 0) return <section className="team-league-knockout" id="knockout"><h2>{w.title}</h2><p>{w.notYet}</p></section>;
  return (
    <section className="team-league-knockout" id="knockout">
      <h2>{w.title}</h2>
      {result.knockout.groups.map((g) => (
        <BracketDiagram
          lang={lang}
          key={`b${g.places[0]}`}
          label={`${w.bracket}: ${w.places(g.places[0], g.places[1])}`}
          columns={g.rounds.map((matches) => ({
            title: `${w.round(matches[0]!.round)}`,
            matches: matches.map((m, k) => ({
              key: String(k),
              title: `${m.places[0]}–${m.places[1]}`,
              sides: [bracketSide(m, 0), bracketSide(m, 1)],
            })),
          }))}
        />
      ))}
      {result.knockout.groups.map((g) => (
        <DataTable key={g.places[0]}>
            <caption>{w.places(g.places[0], g.places[1])}</caption>
            <thead>
              <tr>
                <th scope="col">{w.forPlaces}</th>
                <th scope="col">{w.match}</th>
                <th scope="col" className="num">{w.result}</th>
                <th scope="col">{w.through}</th>
              </tr>
            </thead>
            {g.rounds.map((matches, i) => (
              <tbody key={i}>
                <tr>
                  <th scope="rowgroup" colSpan={4}>{w.round(matches[0]!.round)}</th>
                </tr>
                {matches.map((m, k) => (
                  <tr key={k} data-status={m.status}>
                    <td>{`${m.places[0]}–${m.places[1]}`}</td>
                    <td>{m.status === 'bye' ? `${side(m.first)} — ${w.bye}` : `${side(m.first)} – ${side(m.second)}`}</td>
                    <td className="num">{score(m)}</td>
                    <td>
                      {m.winner !== null && m.status !== 'bye' ? name(m.winner) : ''}
                      {m.decidedBy && w.decidedBy[m.decidedBy] ? <small> ({w.decidedBy[m.decidedBy]})</small> : null}
                      {w.status[m.status] ? <small>{w.status[m.status]}</small> : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            ))}
          </DataTable>
      ))}
      {result.ranking.length > 0 ? (
        <DataTable>
            <caption>{w.ranking}</caption>
            <thead>
              <tr>
                <th scope="col" className="num">{w.place}</th>
                <th scope="col">{w.team}</th>
              </tr>
            </thead>
            <tbody>
              {result.ranking.map((p) => (
                <tr key={p.place}>
                  <td className="num">{p.place}</td>
                  <th scope="row"><TeamName team={p.team} name={name(p.team)} /></th>
                </tr>
              ))}
            </tbody>
          </DataTable>
      ) : null}
      <p className="legend">{w.legend}</p>
    </section>
  );
}
