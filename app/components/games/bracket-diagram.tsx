import type { ReactNode } from 'react';
import type { Lang } from '@/lib/i18n/messages';
import { BRACKET_WORDS } from '@/lib/i18n/games-words';
import { words } from '@/lib/i18n/words';

export interface BracketSide {
  label: ReactNode;
  /** This side's score, as results are written (lib/i18n/formats.ts scoreSymbol); null before the match. */
  score: string | null;
  won: boolean;
}

export interface BracketMatch {
  key: string;
  /** A match's own name within its column (the third-place match beside the final). */
  title?: string;
  sides: [BracketSide, BracketSide];
}

/**
 * Issue 40, item 4: a knock-out drawn as a bracket — a column per round, each match a box with both
 * sides, the winner in bold, the columns spaced so a match sits between the two it follows. The
 * game-by-game tables stay below it; this is the picture a spectator reads first. Scrolls sideways
 * in its own box on a phone, framed as the wide tables are (`table-wrap`) with a shadow at an edge
 * that has more beyond it (public/site.css) and a line saying so under it, and reachable by keyboard
 * to scroll (tabIndex 0). A column is at most 18rem wide and a long name wraps, so at a laptop's width
 * the bracket of an open fits the page (the walk found it cut at 1366 px).
 */
export function BracketDiagram({ columns, label, lang }: { columns: readonly { title: string; matches: readonly BracketMatch[] }[]; label: string; lang: Lang }) {
  return (
    <>
    <div className="bracket table-wrap" role="group" aria-label={label} data-testid="bracket" tabIndex={0}>
      {columns.map((c, i) => (
        <div className="bracket-col" key={i}>
          <div className="bracket-col-title">{c.title}</div>
          <div className="bracket-col-matches">
            {c.matches.map((m) => (
              <div className="bracket-match" key={m.key}>
                {m.title ? <div className="bracket-match-title">{m.title}</div> : null}
                {m.sides.map((s, k) => (
                  <div className={s.won ? 'bracket-side won' : 'bracket-side'} key={k}>
                    <span className="bracket-name">{s.label}</span>
                    <span className="bracket-score">{s.score ?? ''}</span>
                  </div>
                ))}
              </div>
            ))}
          </div>
        </div>
      ))}
    </div>
    {/* issue 40 walk: the shadow alone was missed — said in words where the bracket can be wider than the screen (public/site.css) */}
    <p className="bracket-hint muted no-print" data-testid="bracket-hint">{words(lang, BRACKET_WORDS).hint}</p>
    </>
  );
}
