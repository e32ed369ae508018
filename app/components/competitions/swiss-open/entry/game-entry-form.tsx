'use client';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState, useTransition } from 'react';
import type { Lang } from '@/lib/i18n/messages';
import type { ActionState } from '@/server/action';
import { previewOpenGameAction, saveOpenGameAction, type GamePreviewState } from './actions';
import { GAME_ENTRY_FORM_WORDS } from '@/lib/competitions/swiss-open/swiss-open-words';
import { DataTable } from '@/app/components/data-table';
import { ClientButton } from '@/app/components/client-button';
import { words } from '@/lib/i18n/words';

interface Due {
  stage: string;
  stageLabel: string;
  round: number | 'A';
  white: number;
  black: number;
  whiteName: string;
  blackName: string;
  coloursKnown: boolean;
}
interface Fields {
  stage: string;
  round: string;
  white: string;
  black: string;
  result: string;
}


/** The stages of the due games, in the order the event lists them. */
const stagesOf = (due: readonly Due[]) => [...new Set(due.map((d) => d.stage))];

const EMPTY: Fields = { stage: '', round: '', white: '', black: '', result: '' };

/**
 * One game of an open on a phone: tap a game the event knows is due and its result, or fill the
 * form; the preview shows what the game changes; "save" stores the games file's new version.
 */
export function GameEntryForm(props: {
  lang: Lang;
  competition: string;
  gamesVersion: number;
  stages: { id: string; label: string }[];
  players: { startNo: number; name: string }[];
  results: { value: string; label: string }[];
  due: Due[];
}) {
  const w = words(props.lang, GAME_ENTRY_FORM_WORDS);
  const router = useRouter();
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [preview, setPreview] = useState<GamePreviewState | null>(null);
  const [status, setStatus] = useState<ActionState | null>(null);
  const [pending, startTransition] = useTransition();
  const answer = useRef<HTMLDivElement>(null);
  // a tap in the list of due games answers below the form: bring the answer into view
  useEffect(() => {
    if (preview || status) answer.current?.scrollIntoView({ block: 'nearest' });
  }, [preview, status]);

  const formData = (f: Fields, basedOn?: string) => {
    const data = new FormData();
    data.set('lang', props.lang);
    data.set('competition', props.competition);
    for (const [k, v] of Object.entries(f)) data.set(k, v);
    if (basedOn !== undefined) data.set('basedOn', basedOn);
    return data;
  };
  const edit = (patch: Partial<Fields>) => {
    setFields((f) => ({ ...f, ...patch }));
    setPreview(null);
  };
  const runPreview = (f: Fields) => {
    setStatus(null);
    startTransition(async () => {
      const r = await previewOpenGameAction(formData(f));
      setPreview(r);
    });
  };
  const runSave = () => {
    const basedOn = preview?.preview?.basedOn;
    startTransition(async () => {
      const r = await saveOpenGameAction(formData(fields, basedOn));
      setStatus(r);
      if (r.ok) {
        setPreview(null);
        setFields(EMPTY);
        router.refresh();
      }
    });
  };
  const player = (n: number, name: string) => `${n}. ${name}`;

  return (
    <>
      <section data-testid="due-games">
        <h2>{w.due}</h2>
        {props.due.length === 0 && <p className="muted">{w.dueNone}</p>}
        {stagesOf(props.due).map((stage, i) => (
          <details key={stage} open={i === 0} data-testid={`due-${stage}`}>
            <summary>
              <strong>{props.due.find((d) => d.stage === stage)!.stageLabel}</strong> ({props.due.filter((d) => d.stage === stage).length})
            </summary>
            <ul style={{ listStyle: 'none', padding: 0, margin: '.4rem 0' }}>
              {props.due
                .filter((d) => d.stage === stage)
                .map((d) => {
                  const f = { stage: d.stage, round: String(d.round), white: String(d.white), black: String(d.black) };
                  return (
                    <li key={`${d.stage}-${d.round}-${d.white}-${d.black}`} className="card" style={{ marginBottom: '.5rem' }} data-testid="due-game">
                      <div>
                        {d.stageLabel}, {w.round(d.round)}: <strong>{player(d.white, d.whiteName)}</strong> – <strong>{player(d.black, d.blackName)}</strong>
                      </div>
                      {!d.coloursKnown && <div className="muted" style={{ fontSize: '.85rem' }}>{w.coloursOpen}</div>}
                      <div className="filters">
                        {props.results.map((r) => (
                          <button
                            key={r.value}
                            type="button"
                            disabled={pending}
                            style={{ color: 'var(--accent)', minWidth: '3.2rem', minHeight: '2.4rem' }}
                            onClick={() => {
                              const next = { ...f, result: r.value };
                              setFields(next);
                              runPreview(next);
                            }}
                          >
                            {r.label}
                          </button>
                        ))}
                      </div>
                    </li>
                  );
                })}
            </ul>
          </details>
        ))}
      </section>

      <h2>{w.form}</h2>
      <form
        className="stack"
        data-testid="game-form"
        onSubmit={(e) => {
          e.preventDefault();
          runPreview(fields);
        }}
      >
        <label>
          {w.stage}
          <select name="stage" required value={fields.stage} onChange={(e) => edit({ stage: e.target.value })}>
            <option value="">{w.choose}</option>
            {props.stages.map((s) => (
              <option key={s.id} value={s.id}>
                {s.label}
              </option>
            ))}
          </select>
        </label>
        <label>
          {w.roundField}
          <input name="round" required inputMode="text" autoComplete="off" pattern="[0-9]{1,2}|[Aa]" maxLength={2} value={fields.round} onChange={(e) => edit({ round: e.target.value })} />
        </label>
        {(['white', 'black'] as const).map((side) => (
          <label key={side}>
            {w[side]}
            <select name={side} required value={fields[side]} onChange={(e) => edit({ [side]: e.target.value })}>
              <option value="">{w.choose}</option>
              {props.players.map((p) => (
                <option key={p.startNo} value={String(p.startNo)}>
                  {player(p.startNo, p.name)}
                </option>
              ))}
            </select>
          </label>
        ))}
        <div>
          <button type="button" className="secondary" onClick={() => edit({ white: fields.black, black: fields.white })}>
            ⇅ {w.swap}
          </button>
        </div>
        <label>
          {w.result}
          <select name="result" required value={fields.result} onChange={(e) => edit({ result: e.target.value })}>
            <option value="">{w.choose}</option>
            {props.results.map((r) => (
              <option key={r.value} value={r.value}>
                {r.label}
              </option>
            ))}
          </select>
        </label>
        <ClientButton type="submit" busy={pending} data-testid="preview-game">
          {w.preview}
        </ClientButton>
      </form>

      <div role="status" aria-live="polite" ref={answer}>
        {preview && (
          <section data-testid="game-preview" className={`card ${preview.ok ? '' : 'error'}`} style={{ marginTop: '1rem' }}>
            <p className={preview.ok ? 'ok' : 'error'}>{preview.message}</p>
            {preview.errors && preview.errors.length > 0 && (
              <ul>
                {preview.errors.map((e, i) => (
                  <li key={i}>{e.message}</li>
                ))}
              </ul>
            )}
            {preview.preview && (
              <>
                <h3>{w.changes}</h3>
                <ul data-testid="game-changes">
                  {preview.preview.changes.map((c, i) => (
                    <li key={i}>{c}</li>
                  ))}
                </ul>
                <h3>{w.ranking}</h3>
                {preview.preview.ranking.length === 0 ? (
                  <p className="muted">{w.rankingNone}</p>
                ) : (
                  <DataTable data-testid="preview-ranking">
                    <thead>
                      <tr>
                        <th scope="col" className="num">{w.place}</th>
                        <th scope="col">{w.player}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {preview.preview.ranking.map((e) => (
                        <tr key={`${e.place}-${e.startNo}`}>
                          <td className="num">{e.place}</td>
                          <td>
                            {player(e.startNo, e.name)} {e.isNew && <span className="badge">{w.isNew}</span>}
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </DataTable>
                )}
                <p>
                  <button type="button" onClick={runSave} disabled={pending} data-testid="save-game">
                    {w.save}
                  </button>
                </p>
              </>
            )}
          </section>
        )}
        {status && (
          <div data-testid="game-status" className={status.ok ? 'ok' : 'error'}>
            {status.message}
            {status.errors && status.errors.length > 0 && (
              <ul>
                {status.errors.map((e, i) => (
                  <li key={i}>{e.message}</li>
                ))}
              </ul>
            )}
          </div>
        )}
      </div>
    </>
  );
}
