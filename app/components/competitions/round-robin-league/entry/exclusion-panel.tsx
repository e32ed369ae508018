'use client';
import { ActionStatus } from '@/app/components/action-status';
import { startTransition, useActionState } from 'react';
import { LeagueChangePreview } from '@/app/components/competitions/round-robin-league/league-change-preview';
import type { Lang } from '@/lib/i18n/messages';
import type { ExclusionState } from './actions';
import { EXCLUSION_PANEL_WORDS } from '@/lib/competitions/round-robin-league/round-robin-league-words';
import { DataTable } from '@/app/components/data-table';
import { ClientButton } from '@/app/components/client-button';
import { words } from '@/lib/i18n/words';

/** One player an exclusion rule flags, or whom the arbiter excluded. */
export interface FlaggedPlayer {
  startNumber: number;
  name: string;
  /** "3 own postponed games not yet played", "2 absences without warning" … */
  why: string;
  confirmed: boolean;
}


/**
 * The arbiter's decision on the exclusions the library flags (competitions.md §4): a preview of the
 * consequence (annulled or forfeited, the table before and after, the games that change), then
 * "Confirm exclusion" — or, for a confirmed one, "Undo exclusion" — which stores league.json anew.
 */
export function ExclusionPanel({
  action,
  lang,
  competition,
  league,
  flagged,
}: {
  action: (prev: ExclusionState, form: FormData) => Promise<ExclusionState>;
  lang: Lang;
  competition: string;
  league: string;
  flagged: FlaggedPlayer[];
}) {
  const w = words(lang, EXCLUSION_PANEL_WORDS);
  const [state, formAction, pending] = useActionState<ExclusionState, FormData>(action, { ok: true, message: '' });
  const send = (fields: Record<string, string>) => {
    const data = new FormData();
    data.set('lang', lang);
    data.set('competition', competition);
    data.set('league', league);
    for (const [k, v] of Object.entries(fields)) data.set(k, v);
    startTransition(() => formAction(data));
  };
  const shown = state.preview;
  return (
    <section className="stack" data-testid="league-exclusion-panel" aria-labelledby="league-exclusion-title">
      <h2 id="league-exclusion-title">{w.title}</h2>
      {flagged.length === 0 && <p className="muted">{w.none}</p>}
      {flagged.length > 0 && (
        <ul>
          {flagged.map((f) => (
            <li key={f.startNumber} data-testid={`exclusion-${f.startNumber}`}>
              <strong>
                {f.startNumber}. {f.name}
              </strong>{' '}
              — {f.why}; {f.confirmed ? w.confirmed : w.due}.{' '}
              <ClientButton type="button" className="secondary" busy={pending} onClick={() => send({ player: String(f.startNumber), decision: f.confirmed ? 'undo' : 'confirm', intent: 'preview' })}>
                {f.confirmed ? w.previewUndo : w.previewConfirm}
              </ClientButton>
            </li>
          ))}
        </ul>
      )}
      <ActionStatus state={state} testId="league-exclusion-status" />
      {shown && (
        <div className="stack" data-testid="league-exclusion-preview">
          <p>
            <strong>{shown.consequence}</strong>
          </p>
          {shown.games.length > 0 && (
            <DataTable data-testid="league-exclusion-games">
              <caption>{w.games}</caption>
              <thead>
                <tr>
                  <th scope="col" className="num">{w.round}</th>
                  <th scope="col">{w.game}</th>
                  <th scope="col">{w.before}</th>
                  <th scope="col">{w.after}</th>
                </tr>
              </thead>
              <tbody>
                {shown.games.map((g) => (
                  <tr key={`${g.round}-${g.white}`}>
                    <td className="num">{g.round}</td>
                    <td>
                      {g.white} – {g.black}
                    </td>
                    <td>{g.before}</td>
                    <td>
                      <strong>{g.after}</strong>
                    </td>
                  </tr>
                ))}
              </tbody>
            </DataTable>
          )}
          <LeagueChangePreview rows={shown.rows} lang={lang} />
          <p>
            <ClientButton type="button" busy={pending} onClick={() => send({ player: String(shown.startNumber), decision: shown.exclude ? 'confirm' : 'undo', intent: 'save', basedOn: shown.basedOn })}>
              {shown.exclude ? w.confirm : w.undo}
            </ClientButton>
          </p>
        </div>
      )}
    </section>
  );
}
