import type { StandingChange } from '@/lib/competitions/round-robin-league/preview-game-change';
import { points, type Lang } from './league-format';
import { LEAGUE_CHANGE_PREVIEW_WORDS } from '@/lib/competitions/round-robin-league/round-robin-league-words';
import { DataTable } from '@/app/components/data-table';
import { words } from '@/lib/i18n/words';


/** The arbiter's preview: each player's place and points before and after one game change. */
export function LeagueChangePreview({ rows, lang }: { rows: readonly StandingChange[]; lang: Lang }) {
  const w = words(lang, LEAGUE_CHANGE_PREVIEW_WORDS);
  const cell = (x: StandingChange['before']) => (x === null ? w.notRanked : `${x.place}. ${w.place}, ${points(lang, x.points)} ${w.pts(x.points)}`);
  return (
    <section className="league-preview" aria-live="polite">
      {rows.some((r) => r.changed) ? null : <p className="explain">{w.nothing}</p>}
      <DataTable data-testid="league-preview">
        <caption>{w.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{w.player}</th>
            <th scope="col" className="num">{w.before}</th>
            <th scope="col" className="num">{w.after}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.startNumber} className={r.changed ? 'changed' : undefined}>
              <th scope="row">{r.name}</th>
              <td className="num">{cell(r.before)}</td>
              <td className="num">
                {r.changed ? <strong>{cell(r.after)}</strong> : cell(r.after)}
                {r.dueAfter.length > r.dueBefore.length ? <small> ({w.newlyDue})</small> : null}
              </td>
            </tr>
          ))}
        </tbody>
      </DataTable>
    </section>
  );
}
