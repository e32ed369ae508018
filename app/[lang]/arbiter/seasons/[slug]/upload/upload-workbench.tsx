'use client';
import { decimalSeparator } from '@/lib/i18n/messages';
import { useRef, useState } from 'react';
import type { PreviewOutcome } from '@/server/workspace/uploads';
import { formatScore } from '@/lib/fraction';
import { commitUploadAction, previewUploadAction, type ActionState } from '@/app/[lang]/arbiter/actions';
import { RegisterPicker } from '@/app/[lang]/arbiter/register-picker';
import { workspaceWords } from '@/lib/i18n/workspace-words';

type Existing = { code: string; name: string; date: string; final: boolean };
type Preview = Extract<PreviewOutcome, { ok: true }>;

const score = (units: number, unit: number, lang: 'pl' | 'en') => formatScore(units, unit, decimalSeparator(lang));

/**
 * Upload with a preview before anything is stored: choose or drop the file (a progress bar while a
 * large file is read), see how every row is linked, who is not eligible and why, resolve ambiguous
 * names, see who moves in the table — then commit, or cancel and nothing is stored.
 */
export function UploadWorkbench({ slug, lang, existing, publicHref }: { slug: string; lang: 'pl' | 'en'; existing: Existing[]; publicHref: string }) {
  const w = workspaceWords(lang);
  const [meta, setMeta] = useState({ code: '', name: '', date: '', final: false });
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [links, setLinks] = useState<Record<string, string | null>>({});
  const [preview, setPreview] = useState<Preview | null>(null);
  const [errors, setErrors] = useState<{ line?: number; message: string }[]>([]);
  const [status, setStatus] = useState<ActionState | null>(null);
  const [busy, setBusy] = useState(false);
  const [over, setOver] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  const reason: Record<string, string> = {
    'not-registered': w.notRegisteredDate,
    'other-region': w.clubOutsideRegion,
    'no-region': w.noRegion,
    duplicate: w.duplicateRow,
  };
  const method: Record<string, string> = {
    cr_id: w.crId,
    fide_id: 'FIDE ID',
    name: w.nameBirthYear,
    new: w.newPlayer,
    ambiguous: w.ambiguousChoose,
    manual: w.hand,
  };

  /** Reads the file in the browser with a progress bar, then keeps it for preview and commit. */
  function choose(f: File | null) {
    setPreview(null);
    setStatus(null);
    setErrors([]);
    setLinks({});
    if (!f) return setFile(null);
    const reader = new FileReader();
    reader.onprogress = (e) => e.lengthComputable && setProgress(Math.round((100 * e.loaded) / e.total));
    reader.onload = () => {
      setProgress(null);
      setFile(new File([reader.result as ArrayBuffer], f.name, { type: f.type }));
    };
    reader.onerror = () => {
      setProgress(null);
      setErrors([{ message: w.fileCouldNotRead }]);
    };
    setProgress(0);
    reader.readAsArrayBuffer(f);
  }

  function form(currentLinks = links) {
    const f = new FormData();
    f.set('slug', slug);
    f.set('code', meta.code);
    f.set('name', meta.name);
    f.set('date', meta.date);
    f.set('final', String(meta.final));
    f.set('links', JSON.stringify(currentLinks));
    if (file) f.set('file', file);
    return f;
  }

  async function runPreview(currentLinks = links) {
    setBusy(true);
    setStatus(null);
    try {
      const r = await previewUploadAction(form(currentLinks));
      if ('preview' in r) {
        setPreview(r);
        setErrors([]);
      } else {
        setPreview(null);
        setErrors('errors' in r && r.errors ? r.errors : [{ message: (r as ActionState).message }]);
      }
    } finally {
      setBusy(false);
    }
  }

  async function commit() {
    setBusy(true);
    try {
      const r = await commitUploadAction(form());
      setStatus(r);
      if (r.ok) setPreview(null);
      else setErrors(r.errors ?? []);
    } finally {
      setBusy(false);
    }
  }

  const known = existing.find((t) => t.code === meta.code);
  return (
    <div className="stack" style={{ maxWidth: 'none' }}>
      <fieldset className="stack">
        <legend>{w.tournament}</legend>
        <label>
          {w.tournamentIdHint}
          <input
            name="code"
            list="existing-tournaments"
            value={meta.code}
            required
            onChange={(e) => {
              const code = e.target.value.trim();
              const t = existing.find((x) => x.code === code);
              setMeta(t ? { code, name: t.name, date: t.date, final: t.final } : { ...meta, code });
            }}
          />
          <datalist id="existing-tournaments">
            {existing.map((t) => (
              <option key={t.code} value={t.code}>
                {t.name}
              </option>
            ))}
          </datalist>
        </label>
        {known && <p className="muted">{w.existingTournamentBecomesNew}</p>}
        <label>
          {w.name} <input name="name" value={meta.name} required onChange={(e) => setMeta({ ...meta, name: e.target.value })} />
        </label>
        <label>
          {w.date} <input name="date" type="date" value={meta.date} required onChange={(e) => setMeta({ ...meta, date: e.target.value })} />
        </label>
        <label>
          <input type="checkbox" checked={meta.final} onChange={(e) => setMeta({ ...meta, final: e.target.checked })} /> {w.finalTournament}
        </label>
      </fieldset>

      <div
        className={`dropzone${over ? ' over' : ''}`}
        data-testid="dropzone"
        onDragOver={(e) => {
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={(e) => {
          e.preventDefault();
          setOver(false);
          choose(e.dataTransfer.files[0] ?? null);
        }}
      >
        <p>{w.dropFileOr}</p>
        <input ref={input} type="file" name="file" aria-label={w.resultsFile} onChange={(e) => choose(e.target.files?.[0] ?? null)} />
        {progress !== null && (
          <p>
            <progress max={100} value={progress} aria-label={w.readingFile} /> {progress}%
          </p>
        )}
        {file && <p className="muted">{file.name} · {(file.size / 1024).toFixed(1)} KiB</p>}
      </div>

      <div>
        <button type="button" disabled={!file || busy || !meta.code || !meta.date || !meta.name} onClick={() => runPreview()} data-testid="preview-button">
          {busy ? w.checking : w.preview}
        </button>
      </div>

      <div aria-live="polite" data-testid="upload-status">
        {errors.length > 0 && (
          <div className="error" role="alert" data-testid="upload-errors">
            <p>{w.fileCannotAcceptedNothing}</p>
            <ul>
              {errors.map((e, i) => (
                <li key={i}>
                  {e.line ? `${w.line} ${e.line}: ` : ''}
                  {e.message}
                </li>
              ))}
            </ul>
          </div>
        )}
        {status && (
          <p className={status.ok ? 'ok' : 'error'} role="status" data-testid="commit-status">
            {status.message} {status.ok && <a href={publicHref}>{w.seeTable}</a>}
          </p>
        )}
      </div>

      {preview && (
        <section data-testid="upload-preview">
          <h2>{w.previewNothingStoredYet}</h2>
          <p>
            {w.encoding}: <strong data-testid="facts-encoding">{preview.facts.encoding}</strong> · {w.delimiter}:{' '}
            <strong>{preview.facts.delimiter === '\t' ? 'TAB' : preview.facts.delimiter}</strong> · {w.style}: <strong data-testid="facts-style">{preview.facts.style}</strong> ·{' '}
            {w.rows}: <strong>{preview.preview.rows.length}</strong> · {w.versionLower} {preview.nextVersion}
          </p>
          {preview.diff && (
            <p className="muted">
              {w.changesFromCurrentVersion}: +{preview.diff.added.length} −{preview.diff.removed.length} ~{preview.diff.changed.length}
            </p>
          )}
          {preview.warnings.length + preview.preview.warnings.length > 0 && (
            <ul className="muted">
              {preview.warnings.map((p, i) => (
                <li key={`w${i}`}>
                  {w.line} {p.line}: {p.message}
                </li>
              ))}
              {preview.preview.warnings.map((p, i) => (
                <li key={`p${i}`}>{p}</li>
              ))}
            </ul>
          )}
          <div className="table-wrap">
            <table data-testid="preview-rows">
              <thead>
                <tr>
                  <th>{w.lineHeader}</th>
                  <th>{w.place}</th>
                  <th>{w.player}</th>
                  <th>{w.pts}</th>
                  <th>{w.linked}</th>
                  <th>{w.counted}</th>
                  <th>{w.club}</th>
                </tr>
              </thead>
              <tbody>
                {preview.preview.rows.map((r) => {
                  const norm = String(r.line);
                  const chosen = norm in links;
                  const needsChoice = r.method === 'ambiguous' || (r.method === 'manual' && chosen) || preview.preview.linkByHand.includes(r.line);
                  return (
                    <tr key={r.line} data-testid={`preview-row-${r.line}`}>
                      <td>{r.line}</td>
                      <td>{r.place}</td>
                      <td>{r.name}</td>
                      <td>{score(r.gamePoints, 2, lang)}</td>
                      <td>
                        {needsChoice ? (
                          <>
                          {chosen ? <span>{method.manual}: </span> : null}
                          <RegisterPicker
                            lang={lang}
                            register={preview.registry}
                            rowName={r.name}
                            value={chosen ? (links[norm] ?? 'apart') : ''}
                            onChange={(v) => {
                              const next = { ...links, [norm]: v === 'apart' ? null : v };
                              setLinks(next);
                              void runPreview(next);
                            }}
                            special={[{ value: 'apart', label: w.separatePlayerDoNot }]}
                          />
                          </>
                        ) : (
                          <>
                            {method[r.method] ?? r.method}
                            {r.playerKey.startsWith('cr:') ? <span className="muted"> → {r.playerKey.slice(3)}</span> : null}
                          </>
                        )}
                      </td>
                      <td className={r.eligible ? undefined : 'ineligible'}>{r.eligible ? w.yes : `${w.no} — ${reason[r.reason ?? ''] ?? r.reason}`}</td>
                      <td>{r.club}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          <h3>{w.changesSeasonTable}</h3>
          {preview.preview.moves.length === 0 ? (
            <p className="muted">{w.noChanges}</p>
          ) : (
            <ul data-testid="preview-moves">
              {preview.preview.moves.slice(0, 30).map((m) => (
                <li key={m.key}>
                  {m.name}: {m.before ?? '—'} → {m.after ?? '—'}{' '}
                  <span className="muted">
                    ({m.totalBefore === null ? '—' : score(m.totalBefore, preview.preview.unit, lang)} → {m.totalAfter === null ? '—' : score(m.totalAfter, preview.preview.unit, lang)} {w.ptsLower})
                  </span>
                </li>
              ))}
              {preview.preview.moves.length > 30 && <li className="muted">… +{preview.preview.moves.length - 30}</li>}
            </ul>
          )}
          <p>
            <button type="button" onClick={commit} disabled={busy} data-testid="commit-button">
              {w.commitSeason}
            </button>{' '}
            <button
              type="button"
              className="secondary"
              onClick={() => {
                setPreview(null);
                setFile(null);
                setLinks({});
                if (input.current) input.current.value = '';
                setStatus({ ok: true, message: w.cancelledNothingStored });
              }}
            >
              {w.cancel}
            </button>
          </p>
        </section>
      )}
    </div>
  );
}
