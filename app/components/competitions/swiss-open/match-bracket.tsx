import { decimalSeparator } from '@/lib/i18n/messages';
import { formatPoints } from '@/lib/half-points';
import type { SwissOpenResult } from '@/lib/competitions/swiss-open/compute-swiss-open';
import type { MatchStatus } from '@/lib/competitions/swiss-open/knockout-match';
import { PlayerName, SlotName } from './slot-name';

const words = {
  pl: {
    title: 'Półfinały, mecz o 3. miejsce i finał',
    rule: 'Mecze dwupartiowe; przy wyniku 1–1 partia nagłej śmierci (białe muszą wygrać) — pkt 2.7.3.',
    names: { 'semi-1': 'Półfinał: zwycięzca grupy I – zwycięzca grupy IV', 'semi-2': 'Półfinał: zwycięzca grupy II – zwycięzca grupy III', third: 'Mecz o 3. miejsce', final: 'Finał' } as Record<string, string>,
    game: (r: number | 'A') => (r === 'A' ? 'Armagedon' : `Partia ${r}`),
    status: { waiting: 'czeka na zawodników', 'to-play': 'do rozegrania', 'under-way': 'w toku', armageddon: '1–1: czeka na armagedon', decided: 'rozstrzygnięty' } satisfies Record<MatchStatus, string>,
    winner: 'Zwycięzca:',
    byWithdrawal: '(wycofanie przeciwnika)',
    white: 'Białe',
    black: 'Czarne',
    result: 'Wynik',
    toPlay: 'do rozegrania',
  },
  en: {
    title: 'Semi-finals, third place and final',
    rule: 'Two-game matches; at 1–1 one armageddon (white must win) — §2.7.3.',
    names: { 'semi-1': 'Semi-final: winner of group I – winner of group IV', 'semi-2': 'Semi-final: winner of group II – winner of group III', third: 'Third-place match', final: 'Final' } as Record<string, string>,
    game: (r: number | 'A') => (r === 'A' ? 'Armageddon' : `Game ${r}`),
    status: { waiting: 'waiting for its players', 'to-play': 'to play', 'under-way': 'under way', armageddon: '1–1: armageddon to play', decided: 'decided' } satisfies Record<MatchStatus, string>,
    winner: 'Winner:',
    byWithdrawal: '(opponent withdrew)',
    white: 'White',
    black: 'Black',
    result: 'Result',
    toPlay: 'to play',
  },
};

/** The knock-out matches with their game-by-game results. */
export function MatchBracket({ result, lang }: { result: SwissOpenResult; lang: 'pl' | 'en' }) {
  const w = words[lang];
  const sep = decimalSeparator(lang);
  const { players } = result;
  return (
    <section className="matches">
      <h2>{w.title}</h2>
      <p>{w.rule}</p>
      {result.matches.map((m) => (
        <article key={m.id} className={`match ${m.status}`}>
          <h3>{w.names[m.id] ?? m.id}</h3>
          <p>
            <SlotName slot={m.players[0]} players={players} lang={lang} /> – <SlotName slot={m.players[1]} players={players} lang={lang} />{' '}
            {m.games.some((g) => g.result !== null) && (
              <strong>
                {formatPoints(m.score[0], sep)}–{formatPoints(m.score[1], sep)}
              </strong>
            )}{' '}
            <span className="status">({w.status[m.status]})</span>
          </p>
          {m.games.length > 0 && (
            <div className="table-wrap">
              <table>
                <thead>
                  <tr>
                    <th scope="col"></th>
                    <th scope="col">{w.white}</th>
                    <th scope="col">{w.black}</th>
                    <th scope="col">{w.result}</th>
                  </tr>
                </thead>
                <tbody>
                  {m.games.map((g) => (
                    <tr key={String(g.round)}>
                      <th scope="row">{w.game(g.round)}</th>
                      <td><PlayerName startNo={g.white} players={players} /></td>
                      <td><PlayerName startNo={g.black} players={players} /></td>
                      <td>{g.result ?? w.toPlay}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          {m.winner !== null && (
            <p>
              {w.winner} <PlayerName startNo={m.winner} players={players} /> {m.decidedBy === 'withdrawal' && w.byWithdrawal}
            </p>
          )}
        </article>
      ))}
    </section>
  );
}
