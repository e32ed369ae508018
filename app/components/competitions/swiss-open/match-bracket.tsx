import { formatGameResult, formatScore, scoreSymbol } from '@/lib/i18n/formats';
import { BracketDiagram, type BracketMatch } from '@/app/components/games/bracket-diagram';
import type { SwissOpenResult } from '@/lib/competitions/swiss-open/compute-swiss-open';
import type { MatchStatus } from '@/lib/competitions/swiss-open/knockout-match';
import { PlayerName, SlotName } from './slot-name';
import { MATCH_BRACKET_WORDS, SLOT_NAME_WORDS } from '@/lib/competitions/swiss-open/swiss-open-words';
import { hasFinalStage } from '@/lib/competitions/swiss-open/swiss-open-rules';
import { GROUP_NAMES } from '@/lib/games/stage-label';
import type { Slot } from '@/lib/competitions/swiss-open/slot';
import { DataTable } from '@/app/components/data-table';
import { words } from '@/lib/i18n/words';


/** The knock-out matches with their game-by-game results. */
export function MatchBracket({ result, lang, slug }: { result: SwissOpenResult; lang: 'pl' | 'en'; slug?: string }) {
  const w = words(lang, MATCH_BRACKET_WORDS);
  const { players } = result;
  return (
    <section className="matches" id="matches">
      <h2>{w.title}</h2>
      <p>{w.rule}</p>
      <BracketDiagram lang={lang} label={w.bracket} columns={bracketColumns(result, lang, slug)} />
      {result.matches.map((m) => (
        <article key={m.id} className={`match ${m.status}`}>
          <h3>{w.names[m.id] ?? m.id}</h3>
          <p>
            <SlotName slot={m.players[0]} players={players} lang={lang} slug={slug} /> – <SlotName slot={m.players[1]} players={players} lang={lang} slug={slug} />{' '}
            {m.games.some((g) => g.result !== null) && <strong>{formatScore(m.score[0], m.score[1])}</strong>}{' '}
            <span className="status">({w.status[m.status]})</span>
          </p>
          {m.games.length > 0 && (
            <DataTable>
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
                    <td><PlayerName startNo={g.white} players={players} lang={lang} slug={slug} /></td>
                    <td><PlayerName startNo={g.black} players={players} lang={lang} slug={slug} /></td>
                    <td>{g.result === null ? w.toPlay : formatGameResult(g.result)}</td>
                  </tr>
                ))}
              </tbody>
            </DataTable>
          )}
          {m.winner !== null && (
            <p>
              {w.winner} <PlayerName startNo={m.winner} players={players} lang={lang} slug={slug} /> {m.decidedBy === 'withdrawal' && w.byWithdrawal}
            </p>
          )}
        </article>
      ))}
    </section>
  );
}

/** The open's knock-out as a bracket (issue 40, item 4): the semi-finals, then the final with the third-place match. */
function bracketColumns(result: SwissOpenResult, lang: 'pl' | 'en', slug: string | undefined) {
  const w = words(lang, MATCH_BRACKET_WORDS);
  const box = (id: string, title?: string): BracketMatch[] => {
    const m = result.matches.find((x) => x.id === id);
    if (!m) return [];
    const played = m.games.some((g) => g.result !== null);
    const side = (k: 0 | 1) => ({
      label: m.players[k].startNo === null ? <UnknownSide text={sourceOf(id, k)} slot={m.players[k]} result={result} lang={lang} /> : <SlotName slot={m.players[k]} players={result.players} lang={lang} slug={slug} />,
      score: played ? scoreSymbol(m.score[k]) : null,
      won: m.winner !== null && m.winner === m.players[k].startNo,
    });
    return [{ key: id, ...(title ? { title } : {}), sides: [side(0), side(1)] }];
  };
  // where a side not known yet comes from: a group's winner (§2.7.3, the rules' semiFinals), a semi-final's winner or loser
  const semis = hasFinalStage(result.rules) ? result.rules.semiFinals : null;
  const sourceOf = (id: string, k: 0 | 1): string | null => {
    if (id === 'semi-1' || id === 'semi-2') {
      const group = semis?.[id === 'semi-1' ? 0 : 1][k];
      return group === undefined ? null : w.groupWinner(GROUP_NAMES[group - 1] ?? String(group));
    }
    if (id === 'final') return w.semiWinner(k + 1);
    if (id === 'third') return w.semiLoser(k + 1);
    return null;
  };
  return [
    { title: w.semis, matches: [...box('semi-1'), ...box('semi-2')] },
    { title: w.finals, matches: [...box('final', w.finalShort), ...box('third', w.thirdShort)] },
  ];
}

/**
 * A side of the bracket not known yet (issue 40 walk): where it comes from, short, with everyone who
 * could still be there in its tooltip — the list itself made the final's box wider than the page at 1366 px.
 */
function UnknownSide({ text, slot, result, lang }: { text: string | null; slot: Slot; result: SwissOpenResult; lang: 'pl' | 'en' }) {
  const w = words(lang, SLOT_NAME_WORDS);
  if (text === null) return <SlotName slot={slot} players={result.players} lang={lang} />;
  const names = slot.candidates.map((c) => result.players.find((p) => p.startNo === c)?.name ?? String(c));
  return (
    <span className="open" title={names.length ? `${w.oneOf} ${names.join(', ')}` : undefined}>
      {text}
    </span>
  );
}
