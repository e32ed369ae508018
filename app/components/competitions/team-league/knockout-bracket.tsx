import { decimalSeparator } from '@/lib/i18n/messages';
import { formatPoints } from '@/lib/half-points';
import type { TeamLeagueResult } from '@/lib/competitions/team-league/compute-team-league';
import type { KnockoutMatch } from '@/lib/competitions/team-league/knockout-bracket';

const words = {
  pl: {
    title: 'Faza pucharowa — o miejsca',
    places: (a: number, b: number) => `Miejsca ${a}–${b}`,
    round: (n: number) => `Runda ${n}`,
    forPlaces: 'O miejsca',
    match: 'Mecz',
    result: 'Wynik',
    through: 'Dalej / wygrywa',
    bye: 'wolny los',
    unknown: 'zwycięzca wcześniejszego meczu',
    playoff: 'dogrywka',
    status: { 'not-played': 'do rozegrania', 'awaiting-playoff': 'remis — czeka na dogrywkę', 'awaiting-teams': 'czeka na wcześniejsze mecze', decided: '', bye: '' },
    decidedBy: { match: '', forfeit: 'walkower', playoff: 'po dogrywce', 'higher-swiss-place': 'wyższe miejsce w fazie szwajcarskiej' },
    notYet: 'Faza pucharowa zacznie się po ostatniej rundzie systemem szwajcarskim.',
    ranking: 'Klasyfikacja końcowa',
    place: 'Miejsce',
    team: 'Drużyna',
    legend: 'Schemat: A 1–8, B 4–5, C 3–6, D 2–7; zwycięzcy A–B i C–D, potem finał; przegrani grają dalej tym samym schematem aż do ustalenia wszystkich miejsc (9–16 tak samo). Remis w meczu o miejsca 1–8, 1–4 i 1–2: dogrywka tempem 25 minut odwrotnymi kolorami, a gdy i ona nie rozstrzygnie — wyższe miejsce z fazy szwajcarskiej; w pozostałych meczach od razu wyższe miejsce.',
  },
  en: {
    title: 'Knock-out for places',
    places: (a: number, b: number) => `Places ${a}–${b}`,
    round: (n: number) => `Round ${n}`,
    forPlaces: 'For places',
    match: 'Match',
    result: 'Result',
    through: 'Goes through / wins',
    bye: 'bye',
    unknown: 'winner of an earlier match',
    playoff: 'play-off',
    status: { 'not-played': 'to be played', 'awaiting-playoff': 'drawn — play-off to come', 'awaiting-teams': 'awaiting earlier matches', decided: '', bye: '' },
    decidedBy: { match: '', forfeit: 'forfeit', playoff: 'after the play-off', 'higher-swiss-place': 'higher Swiss place' },
    notYet: 'The knock-out starts after the last Swiss round.',
    ranking: 'Final ranking',
    place: 'Place',
    team: 'Team',
    legend: 'Scheme: A 1–8, B 4–5, C 3–6, D 2–7; the winners of A–B and C–D, then the final; losers keep playing by the same scheme until every place is decided (9–16 likewise). A drawn match for places 1–8, 1–4 and 1–2: a play-off at 25 minutes with reversed colours, and if still drawn the higher Swiss place; in every other match the higher Swiss place at once.',
  },
} as const;

export interface KnockoutBracketProps {
  result: Pick<TeamLeagueResult, 'knockout' | 'teams' | 'ranking'>;
  lang: 'pl' | 'en';
}

/** The knock-out for places as a table per group and round, then the places decided so far. */
export function KnockoutBracket({ result, lang }: KnockoutBracketProps) {
  const w = words[lang];
  const sep = decimalSeparator(lang);
  const name = (t: number) => result.teams[t]!.name;
  const side = (s: KnockoutMatch['first']) => (s === null ? w.unknown : `${name(s.team)} (${s.seed})`);
  const score = (m: KnockoutMatch) => {
    if (!m.gamePoints) return '';
    const main = `${formatPoints(m.gamePoints[0], sep)}:${formatPoints(m.gamePoints[1], sep)}`;
    return m.playoff ? `${main}; ${w.playoff} ${formatPoints(m.playoff[0], sep)}:${formatPoints(m.playoff[1], sep)}` : main;
  };
  if (result.knockout.groups.length === 0) return <section className="team-league-knockout"><h2>{w.title}</h2><p>{w.notYet}</p></section>;
  return (
    <section className="team-league-knockout">
      <h2>{w.title}</h2>
      {result.knockout.groups.map((g) => (
        <div key={g.places[0]} className="table-wrap">
          <table>
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
          </table>
        </div>
      ))}
      {result.ranking.length > 0 ? (
        <div className="table-wrap">
          <table>
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
                  <th scope="row">{name(p.team)}</th>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <p className="legend">{w.legend}</p>
    </section>
  );
}
