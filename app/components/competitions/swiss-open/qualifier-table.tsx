import { formatTiebreak, decimalSeparator } from '@/lib/i18n/messages';
import { formatPoints } from '@/lib/half-points';
import type { SwissOpenResult } from '@/lib/competitions/swiss-open/compute-swiss-open';
import type { QualifierStatus } from '@/lib/competitions/swiss-open/qualifier-cut';

const words = {
  pl: {
    title: 'Turniej eliminacyjny',
    rounds: (played: number, of: number) => `Rozegrane rundy: ${played} z ${of}`,
    rank: 'Miejsce',
    no: 'Nr',
    name: 'Zawodnik',
    points: 'Pkt',
    status: 'Status',
    statuses: { qualified: 'awans', playoff: 'dogrywka', out: 'turniej szwajcarski', withdrawn: 'wycofany', open: '' } satisfies Record<QualifierStatus, string>,
    cut: (n: number) => `Awans dla ${n} najlepszych (pkt 2.5). Kolejność: punkty, potem kolejno`,
    tie: (points: string, k: number) => `Zawodnicy z ${points} pkt — tyle, ile ma 16. zawodnik — grają dogrywkę o ${k} ${k === 1 ? 'miejsce' : 'miejsca'} (pkt 2.5.1).`,
    lot: 'Pełny remis we wszystkich punktacjach — kolejność rozstrzyga losowanie (event.json „lots”):',
    underWay: 'Turniej trwa: kolejność jest tymczasowa.',
  },
  en: {
    title: 'Qualifier',
    rounds: (played: number, of: number) => `Rounds played: ${played} of ${of}`,
    rank: 'Rank',
    no: 'No',
    name: 'Player',
    points: 'Pts',
    status: 'Status',
    statuses: { qualified: 'qualified', playoff: 'play-off', out: 'Swiss', withdrawn: 'withdrawn', open: '' } satisfies Record<QualifierStatus, string>,
    cut: (n: number) => `The top ${n} qualify (§2.5). Order: points, then`,
    tie: (points: string, k: number) => `Players on ${points} points — the 16th's score — play off for ${k} place${k === 1 ? '' : 's'} (§2.5.1).`,
    lot: 'Level on every tie-break — a lot decides the order (event.json "lots"):',
    underWay: 'Under way: the order is provisional.',
  },
};

/** The qualifier's standings with the tie-break columns, the cut line and the tied group at the cut. */
export function QualifierTable({ result, lang }: { result: SwissOpenResult; lang: 'pl' | 'en' }) {
  const w = words[lang];
  const q = result.qualifier;
  const chain = result.rules.qualifier.chain;
  const sep = decimalSeparator(lang);
  let eligible = 0;
  return (
    <section className="qualifier">
      <h2>{w.title}</h2>
      <p>{w.rounds(q.roundsPlayed, q.rounds)}</p>
      <p>
        {w.cut(result.rules.qualifier.qualifiers)} {chain.join(', ')}.
      </p>
      {!q.complete && <p>{w.underWay}</p>}
      {result.playoff && q.cutPoints !== null && <p>{w.tie(formatPoints(q.cutPoints, sep), result.playoff.places)}</p>}
      {q.openTies.length > 0 && (
        <p>
          {w.lot} {q.openTies.map((t) => t.join(' = ')).join('; ')}
        </p>
      )}
      <div className="table-wrap">
        <table>
          <thead>
            <tr>
              <th scope="col" className="num">{w.rank}</th>
              <th scope="col" className="num">{w.no}</th>
              <th scope="col">{w.name}</th>
              <th scope="col" className="num">{w.points}</th>
              {chain.map((c) => (
                <th scope="col" className="num" key={c}>{c}</th>
              ))}
              <th scope="col">{w.status}</th>
            </tr>
          </thead>
          <tbody>
            {q.rows.map((row) => {
              if (row.status !== 'withdrawn') eligible++;
              // the cut line runs under the last qualifying place
              const cutBelow = q.complete && eligible === result.rules.qualifier.qualifiers && row.status !== 'withdrawn';
              const classes = [row.status === 'playoff' ? 'tied' : '', cutBelow ? 'cut' : ''].filter(Boolean).join(' ');
              return (
                <tr key={row.startNumber} className={classes || undefined}>
                  <td className="num">{row.rank}</td>
                  <td className="num">{row.startNumber}</td>
                  <th scope="row">{row.name}</th>
                  <td className="num">{formatPoints(row.points, sep)}</td>
                  {chain.map((c) => (
                    <td className="num" key={c}>{formatTiebreak(lang, c, row.values[c] ?? 0)}</td>
                  ))}
                  <td>{w.statuses[row.status]}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}
