'use client';
import { ActionStatus } from '@/app/components/action-status';
import { submitWithIntent } from '@/app/components/submit-with-intent';
import { useActionState, useState } from 'react';
import { SubmissionCheck } from '@/app/components/competitions/team-league/submission-check';
import type { Lang } from '@/lib/i18n/messages';
import type { CaptainState } from './actions';
import { CAPTAIN_FORM_WORDS } from '@/lib/competitions/team-league/team-league-words';
import { ClientButton } from '@/app/components/client-button';
import { words } from '@/lib/i18n/words';

export interface TeamRoster {
  name: string;
  /** The club's players the team may field, its own regulars in board order first, then the club's reserves and other teams' players. */
  players: string[];
}

export interface KnownMatch {
  round: number;
  opponent: string;
  side: 'home' | 'away';
}


/** The captain's phone form: the match, board by board, checked before it is sent. */
export function CaptainForm({
  action,
  lang,
  competition,
  team,
  teams,
  boards,
  rounds,
  defaultRound,
  known,
}: {
  action: (prev: CaptainState, form: FormData) => Promise<CaptainState>;
  lang: Lang;
  competition: string;
  team: string;
  teams: TeamRoster[];
  boards: number;
  rounds: number;
  defaultRound: number;
  known: KnownMatch[];
}) {
  const w = words(lang, CAPTAIN_FORM_WORDS);
  const [state, formAction, pending] = useActionState<CaptainState, FormData>(action, { ok: true, message: '' });
  const others = teams.filter((t) => t.name !== team);
  const first = known.find((k) => k.round === defaultRound);
  const [round, setRound] = useState(defaultRound);
  const [opponent, setOpponent] = useState(first?.opponent ?? others[0]?.name ?? '');
  const [side, setSide] = useState<'home' | 'away'>(first?.side ?? 'home');
  const [forfeit, setForfeit] = useState<'none' | 'home' | 'away' | 'both'>('none');
  const own = teams.find((t) => t.name === team);
  const theirs = teams.find((t) => t.name === opponent);
  const homeTeam = side === 'home' ? own : theirs;
  const awayTeam = side === 'home' ? theirs : own;
  const pick = (r: number) => {
    setRound(r);
    const k = known.find((x) => x.round === r);
    if (k) {
      setOpponent(k.opponent);
      setSide(k.side);
    }
  };
  const playerSelect = (name: string, roster: TeamRoster | undefined, b: number, label: string) => (
    <label>
      {label}{' '}
      <select name={name} defaultValue={roster?.players[b - 1] ?? ''} key={`${name}-${roster?.name}`} data-testid={name}>
        <option value="">{w.vacant}</option>
        {roster?.players.map((p) => (
          <option key={p} value={p}>
            {p}
          </option>
        ))}
      </select>
    </label>
  );
  return (
    <form
      onSubmit={submitWithIntent(formAction)}
      className="stack captain-form"
      aria-describedby="captain-status"
      data-testid="captain-form"
    >
      <input type="hidden" name="lang" value={lang} />
      <input type="hidden" name="competition" value={competition} />
      <input type="hidden" name="team" value={team} />
      <input type="hidden" name="boards" value={boards} />
      <label>
        {w.round}{' '}
        <select name="round" value={round} onChange={(e) => pick(Number(e.target.value))}>
          {Array.from({ length: rounds }, (_, i) => i + 1).map((r) => (
            <option key={r} value={r}>
              {r}
            </option>
          ))}
        </select>
      </label>
      <label>
        {w.opponent}{' '}
        <select name="opponent" value={opponent} onChange={(e) => setOpponent(e.target.value)}>
          {others.map((t) => (
            <option key={t.name} value={t.name}>
              {t.name}
            </option>
          ))}
        </select>
      </label>
      <label>
        {w.side}{' '}
        <select name="side" value={side} onChange={(e) => setSide(e.target.value as 'home' | 'away')}>
          <option value="home">{w.home}</option>
          <option value="away">{w.away}</option>
        </select>
      </label>
      <label>
        {w.forfeit}{' '}
        <select name="forfeit" value={forfeit} onChange={(e) => setForfeit(e.target.value as typeof forfeit)}>
          <option value="none">{w.noForfeit}</option>
          <option value="home">{w.forfeitBy(homeTeam?.name ?? '')}</option>
          <option value="away">{w.forfeitBy(awayTeam?.name ?? '')}</option>
          <option value="both">{w.forfeitBy(w.both)}</option>
        </select>
      </label>
      {forfeit === 'none' &&
        Array.from({ length: boards }, (_, i) => i + 1).map((b) => (
          <fieldset key={b} className="captain-board" data-testid={`board-${b}`}>
            <legend>{w.board(b)}</legend>
            {playerSelect(`b${b}_home`, homeTeam, b, homeTeam?.name ?? '')}
            {playerSelect(`b${b}_away`, awayTeam, b, awayTeam?.name ?? '')}
            <label>
              {w.result}{' '}
              <select name={`b${b}_result`} defaultValue="" data-testid={`b${b}_result`}>
                <option value="">{w.choose}</option>
                {Object.entries(w.results).map(([v, label]) => (
                  <option key={v} value={v}>
                    {label}
                  </option>
                ))}
              </select>
            </label>
          </fieldset>
        ))}
      <p>
        <ClientButton type="submit" name="intent" value="preview" busy={pending} className="secondary">
          {w.preview}
        </ClientButton>{' '}
        <ClientButton type="submit" name="intent" value="submit" busy={pending}>
          {w.submit}
        </ClientButton>
      </p>
      <ActionStatus state={state} id="captain-status" testId="captain-status" />
      {state.table && <SubmissionCheck violations={state.violations ?? []} table={state.table} lang={lang} />}
    </form>
  );
}
