'use client';
import type { Lang } from '@/lib/i18n/messages';
import { WORKSPACE_WORDS } from '@/lib/i18n/workspace-words';
import { score, type Preview } from './preview-types';
import { words } from '@/lib/i18n/words';

const SHOWN = 30;

/** Who moves in the season's table if the file is stored: place and total before → after (the first 30). */
export function SeasonMoves({ lang, preview }: { lang: Lang; preview: Preview }) {
  const w = words(lang, WORKSPACE_WORDS);
  const { moves, unit } = preview.preview;
  const total = (units: number | null) => (units === null ? '—' : score(units, unit, lang));
  return (
    <>
      <h3>{w.changesSeasonTable}</h3>
      {moves.length === 0 ? (
        <p className="muted">{w.noChanges}</p>
      ) : (
        <ul data-testid="preview-moves">
          {moves.slice(0, SHOWN).map((m) => (
            <li key={m.key}>
              {m.name}: {m.before ?? '—'} → {m.after ?? '—'}{' '}
              <span className="muted">
                ({total(m.totalBefore)} → {total(m.totalAfter)} {w.ptsLower})
              </span>
            </li>
          ))}
          {moves.length > SHOWN && <li className="muted">… +{moves.length - SHOWN}</li>}
        </ul>
      )}
    </>
  );
}
