import type { TeamLeagueResult } from '@/lib/competitions/team-league/compute-team-league';
import type { Lang } from '@/lib/i18n/messages';
import { ROSTERS_WORDS } from '@/lib/competitions/team-league/team-league-words';
import { ParticipantName } from '@/app/components/games/participant-name';
import { participantHref } from '@/lib/people/person-json';
import { DataTable } from '@/app/components/data-table';
import { words } from '@/lib/i18n/words';
import { teamAnchor } from './person-links';


/** Every team with its roster in board order, the women's board marked, then its reserves (issue 10, "teams with rosters"). */
export function TeamRosters({ result, lang, slug }: { result: Pick<TeamLeagueResult, 'teams' | 'players' | 'rules'>; lang: Lang; slug?: string }) {
  const w = words(lang, ROSTERS_WORDS);
  const boards = result.rules.menBoards + (result.rules.womenBoard ? 1 : 0);
  return (
    <section className="team-league-rosters" id="rosters" data-testid="team-rosters">
      <h2>{w.title}</h2>
      <p className="explain">{w.legend}</p>
      {result.teams.map((t) => {
        const players = t.players.map((id) => result.players[id]!);
        const regulars = players.filter((p) => p.board !== null).sort((a, b) => a.board! - b.board!);
        const reserves = players.filter((p) => p.board === null).sort((a, b) => (a.reserveIndex ?? 0) - (b.reserveIndex ?? 0));
        return (
          <div key={t.index} className="roster" id={teamAnchor(t.index)}>
            <h3>
              {t.name}
              {/* issue 40: a club's only team is named as the club — "AZS UG Gdańsk (AZS UG Gdańsk)" said it twice */}
              {t.club !== t.name ? <span className="muted"> ({t.club})</span> : null}
            </h3>
            <DataTable>
              <thead>
                <tr>
                  <th scope="col" className="num">#</th>
                  <th scope="col">{w.name}</th>
                  <th scope="col" className="num">{w.rating}</th>
                </tr>
              </thead>
              <tbody>
                {[...regulars, ...reserves].map((p) => (
                  <tr key={p.id}>
                    <td className="num">{p.board !== null ? w.board(p.board, result.rules.womenBoard && p.board === boards) : w.reserve}</td>
                    <td>
                      <ParticipantName name={p.name} href={slug !== undefined ? participantHref(lang, slug, p.person) : null} />
                      {p.added ? <span className="muted"> — {w.added(p.added)}</span> : null}
                    </td>
                    <td className="num">{p.rating ?? '—'}</td>
                  </tr>
                ))}
              </tbody>
            </DataTable>
          </div>
        );
      })}
    </section>
  );
}
