'use client';
import { ActionStatus } from '@/app/components/action-status';
import { submitWithIntent } from '@/app/components/submit-with-intent';
import { useActionState, useState } from 'react';
import { LeagueChangePreview } from '@/app/components/competitions/round-robin-league/league-change-preview';
import type { Lang } from '@/lib/i18n/messages';
import type { LeagueGameState } from './actions';
import { LEAGUE_GAME_FORM_WORDS } from '@/lib/competitions/round-robin-league/round-robin-league-words';
import { ClientButton } from '@/app/components/client-button';
import { words } from '@/lib/i18n/words';

export interface RoundGame {
  white: number;
  black: number;
  whiteName: string;
  blackName: string;
  /** What is recorded now: "1–0", "przełożona" … */
  now: string;
}


const RESULTS = ['1-0', '0-1', '1/2-1/2', '+/-', '-/+', '-/-'] as const;

/** One game's change: the fields of its kind, a preview of the table, then save. */
export function LeagueGameForm({
  action,
  lang,
  competition,
  league,
  round,
  games,
  warningHours,
  basedOn,
}: {
  action: (prev: LeagueGameState, form: FormData) => Promise<LeagueGameState>;
  lang: Lang;
  competition: string;
  league: string;
  round: number;
  games: RoundGame[];
  warningHours: number;
  /** The versions of the files the page was computed on; a preview brings its own. */
  basedOn: string;
}) {
  const w = words(lang, LEAGUE_GAME_FORM_WORDS);
  const [state, formAction, pending] = useActionState<LeagueGameState, FormData>(action, { ok: true, message: '' });
  const [kind, setKind] = useState<'result' | 'postponement' | 'made-up'>('result');
  const [game, setGame] = useState(games[0] ? `${games[0].white}-${games[0].black}` : '');
  const chosen = games.find((g) => `${g.white}-${g.black}` === game);
  return (
    <form
      onSubmit={submitWithIntent(formAction)}
      className="stack"
      aria-describedby="league-game-status"
      data-testid="league-game-form"
    >
      <input type="hidden" name="lang" value={lang} />
      <input type="hidden" name="competition" value={competition} />
      <input type="hidden" name="league" value={league} />
      <input type="hidden" name="round" value={round} />
      <input type="hidden" name="basedOn" value={state.basedOn ?? basedOn} />
      <label>
        {w.game}{' '}
        <select name="game" value={game} onChange={(e) => setGame(e.target.value)}>
          {games.map((g) => (
            <option key={`${g.white}-${g.black}`} value={`${g.white}-${g.black}`}>
              {g.white}. {g.whiteName} – {g.black}. {g.blackName}
              {g.now ? ` (${g.now})` : ''}
            </option>
          ))}
        </select>
      </label>
      <fieldset>
        <legend>{w.kind}</legend>
        {(['result', 'postponement', 'made-up'] as const).map((k) => (
          <label key={k}>
            <input type="radio" name="kind" value={k} checked={kind === k} onChange={() => setKind(k)} /> {w.kinds[k]}
          </label>
        ))}
      </fieldset>
      {kind === 'result' && (
        <label>
          {w.result}{' '}
          <select name="result" defaultValue="1-0">
            {RESULTS.map((r) => (
              <option key={r} value={r}>
                {r}
              </option>
            ))}
            <option value="">{w.clear}</option>
          </select>
        </label>
      )}
      {kind === 'postponement' && (
        <>
          <p className="explain">{w.rule(warningHours)}</p>
          <label>
            {w.player}{' '}
            <select name="player">
              {chosen &&
                [
                  [chosen.white, chosen.whiteName],
                  [chosen.black, chosen.blackName],
                ].map(([n, name]) => (
                  <option key={n} value={n}>
                    {n}. {name}
                  </option>
                ))}
            </select>
          </label>
          <label>
            {w.warned} <input type="datetime-local" name="warned" />
          </label>
          <label>
            {w.reason} <input name="reason" maxLength={200} />
          </label>
          <label>
            {w.accepted}{' '}
            <select name="accepted" defaultValue="yes">
              <option value="yes">{w.yes}</option>
              <option value="no">{w.no}</option>
            </select>
          </label>
        </>
      )}
      {kind === 'made-up' && (
        <>
          <label>
            {w.date} <input type="date" name="date" required />
          </label>
          <label>
            {w.madeUpResult}{' '}
            <select name="madeUpResult" defaultValue="none">
              <option value="none">{w.none}</option>
              {RESULTS.map((r) => (
                <option key={r} value={r}>
                  {r}
                </option>
              ))}
            </select>
          </label>
        </>
      )}
      <p>
        <ClientButton type="submit" name="intent" value="preview" busy={pending} className="secondary">
          {w.preview}
        </ClientButton>{' '}
        <ClientButton type="submit" name="intent" value="save" busy={pending}>
          {w.save}
        </ClientButton>
      </p>
      <ActionStatus state={state} id="league-game-status" testId="league-game-status" />
      {state.rows && <LeagueChangePreview rows={state.rows} lang={lang} />}
    </form>
  );
}
