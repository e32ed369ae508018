'use client';
import { decimalSeparator } from '@/lib/i18n/messages';
import { useRef, useState } from 'react';
import type { PreviewOutcome } from '@/server/workspace/uploads';
import { formatScore } from '@/lib/fraction';
import { commitUploadAction, previewUploadAction, type ActionState } from '@/app/[lang]/arbiter/actions';
import { RegisterPicker } from '@/app/[lang]/arbiter/register-picker';

type Existing = { code: string; name: string; date: string; final: boolean };
type Preview = Extract<PreviewOutcome, { ok: true }>;

const score = (units: number, unit: number, lang: 'pl' | 'en') => formatScore(units, unit, decimalSeparator(lang));

/**
 * Upload with a preview before anything is stored: choose or drop the file (a progress bar while a
 * large file is read), see how every row is linked, who is not eligible and why, resolve ambiguous
 * names, see who moves in the table — then commit, or cancel and nothing is stored.
 */
export function UploadWorkbench({ slug, lang, existing, publicHref }: { slug: string; lang: 'pl' | 'en'; existing: Existing[]; publicHref: string }) {
  const T = (pl: string, en: string) => (lang === 'pl' ? pl : en);
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
    'not-registered': T('niezarejestrowany w dniu turnieju', 'not registered on that date'),
    'other-region': T('klub spoza regionu', 'club outside the region'),
    'no-region': T('brak województwa', 'no region'),
    duplicate: T('zdublowany wiersz', 'duplicate row'),
  };
  const method: Record<string, string> = {
    cr_id: T('ID CR', 'CR id'),
    fide_id: 'FIDE ID',
    name: T('nazwisko + rok ur.', 'name + birth year'),
    new: T('nowy zawodnik', 'new player'),
    ambiguous: T('niejednoznaczne — wybierz', 'ambiguous — choose'),
    manual: T('ręcznie', 'by hand'),
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
      setErrors([{ message: T('Nie udało się odczytać pliku.', 'The file could not be read.') }]);
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
        <legend>{T('Turniej', 'Tournament')}</legend>
        <label>
          {T('Identyfikator (np. gp03; istniejący = nowa wersja)', 'Id (e.g. gp03; an existing one = a new version)')}
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
        {known && <p className="muted">{T('Istniejący turniej: zapis będzie nową wersją, poprzednie zostają w historii.', 'An existing tournament: this becomes a new version; earlier ones stay in the history.')}</p>}
        <label>
          {T('Nazwa', 'Name')} <input name="name" value={meta.name} required onChange={(e) => setMeta({ ...meta, name: e.target.value })} />
        </label>
        <label>
          {T('Data', 'Date')} <input name="date" type="date" value={meta.date} required onChange={(e) => setMeta({ ...meta, date: e.target.value })} />
        </label>
        <label>
          <input type="checkbox" checked={meta.final} onChange={(e) => setMeta({ ...meta, final: e.target.checked })} /> {T('Turniej Finałowy', 'The Final')}
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
        <p>{T('Upuść tu plik z programu kojarzącego albo', 'Drop the pairing program’s export here or')}</p>
        <input ref={input} type="file" name="file" aria-label={T('Plik z wynikami', 'Results file')} onChange={(e) => choose(e.target.files?.[0] ?? null)} />
        {progress !== null && (
          <p>
            <progress max={100} value={progress} aria-label={T('Wczytywanie pliku', 'Reading the file')} /> {progress}%
          </p>
        )}
        {file && <p className="muted">{file.name} · {(file.size / 1024).toFixed(1)} KiB</p>}
      </div>

      <div>
        <button type="button" disabled={!file || busy || !meta.code || !meta.date || !meta.name} onClick={() => runPreview()} data-testid="preview-button">
          {busy ? T('Sprawdzanie…', 'Checking…') : T('Podgląd', 'Preview')}
        </button>
      </div>

      <div aria-live="polite" data-testid="upload-status">
        {errors.length > 0 && (
          <div className="error" role="alert" data-testid="upload-errors">
            <p>{T('Plik nie może być przyjęty — nic nie zapisano:', 'The file cannot be accepted — nothing was stored:')}</p>
            <ul>
              {errors.map((e, i) => (
                <li key={i}>
                  {e.line ? `${T('wiersz', 'line')} ${e.line}: ` : ''}
                  {e.message}
                </li>
              ))}
            </ul>
          </div>
        )}
        {status && (
          <p className={status.ok ? 'ok' : 'error'} role="status" data-testid="commit-status">
            {status.message} {status.ok && <a href={publicHref}>{T('Zobacz tabelę', 'See the table')}</a>}
          </p>
        )}
      </div>

      {preview && (
        <section data-testid="upload-preview">
          <h2>{T('Podgląd — jeszcze nic nie zapisano', 'Preview — nothing stored yet')}</h2>
          <p>
            {T('Kodowanie', 'Encoding')}: <strong data-testid="facts-encoding">{preview.facts.encoding}</strong> · {T('separator', 'delimiter')}:{' '}
            <strong>{preview.facts.delimiter === '\t' ? 'TAB' : preview.facts.delimiter}</strong> · {T('styl', 'style')}: <strong data-testid="facts-style">{preview.facts.style}</strong> ·{' '}
            {T('wierszy', 'rows')}: <strong>{preview.preview.rows.length}</strong> · {T('wersja', 'version')} {preview.nextVersion}
          </p>
          {preview.diff && (
            <p className="muted">
              {T('Zmiany wobec bieżącej wersji', 'Changes from the current version')}: +{preview.diff.added.length} −{preview.diff.removed.length} ~{preview.diff.changed.length}
            </p>
          )}
          {preview.warnings.length + preview.preview.warnings.length > 0 && (
            <ul className="muted">
              {preview.warnings.map((w, i) => (
                <li key={`w${i}`}>
                  {T('wiersz', 'line')} {w.line}: {w.message}
                </li>
              ))}
              {preview.preview.warnings.map((w, i) => (
                <li key={`p${i}`}>{w}</li>
              ))}
            </ul>
          )}
          <div className="table-wrap">
            <table data-testid="preview-rows">
              <thead>
                <tr>
                  <th>{T('Wiersz', 'Line')}</th>
                  <th>{T('M-ce', 'Place')}</th>
                  <th>{T('Zawodnik', 'Player')}</th>
                  <th>{T('Pkt.', 'Pts')}</th>
                  <th>{T('Powiązanie', 'Linked by')}</th>
                  <th>{T('Zaliczony', 'Counted')}</th>
                  <th>{T('Klub', 'Club')}</th>
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
                            special={[{ value: 'apart', label: T('osobny zawodnik (nie łącz)', 'a separate player (do not link)') }]}
                          />
                          </>
                        ) : (
                          <>
                            {method[r.method] ?? r.method}
                            {r.playerKey.startsWith('cr:') ? <span className="muted"> → {r.playerKey.slice(3)}</span> : null}
                          </>
                        )}
                      </td>
                      <td className={r.eligible ? undefined : 'ineligible'}>{r.eligible ? T('tak', 'yes') : `${T('nie', 'no')} — ${reason[r.reason ?? ''] ?? r.reason}`}</td>
                      <td>{r.club}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          <h3>{T('Zmiany w tabeli sezonu', 'Changes in the season table')}</h3>
          {preview.preview.moves.length === 0 ? (
            <p className="muted">{T('Bez zmian.', 'No changes.')}</p>
          ) : (
            <ul data-testid="preview-moves">
              {preview.preview.moves.slice(0, 30).map((m) => (
                <li key={m.key}>
                  {m.name}: {m.before ?? '—'} → {m.after ?? '—'}{' '}
                  <span className="muted">
                    ({m.totalBefore === null ? '—' : score(m.totalBefore, preview.preview.unit, lang)} → {m.totalAfter === null ? '—' : score(m.totalAfter, preview.preview.unit, lang)} {T('pkt', 'pts')})
                  </span>
                </li>
              ))}
              {preview.preview.moves.length > 30 && <li className="muted">… +{preview.preview.moves.length - 30}</li>}
            </ul>
          )}
          <p>
            <button type="button" onClick={commit} disabled={busy} data-testid="commit-button">
              {T('Zapisz w sezonie', 'Commit to the season')}
            </button>{' '}
            <button
              type="button"
              className="secondary"
              onClick={() => {
                setPreview(null);
                setFile(null);
                setLinks({});
                if (input.current) input.current.value = '';
                setStatus({ ok: true, message: T('Anulowano — nic nie zapisano.', 'Cancelled — nothing stored.') });
              }}
            >
              {T('Anuluj', 'Cancel')}
            </button>
          </p>
        </section>
      )}
    </div>
  );
}
