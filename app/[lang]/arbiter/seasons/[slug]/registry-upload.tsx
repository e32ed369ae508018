'use client';
import { useState } from 'react';
import type { RegistryPreview } from '@/server/workspace/registry';
import { commitRegistryAction, previewRegistryAction, type ActionState } from '@/app/[lang]/arbiter/actions';

/** Register upload with a preview: new players, changed memberships, problems with lines; then save. */
export function RegistryUpload({ slug, lang }: { slug: string; lang: 'pl' | 'en' }) {
  const T = (pl: string, en: string) => (lang === 'pl' ? pl : en);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<RegistryPreview | null>(null);
  const [status, setStatus] = useState<ActionState | null>(null);
  const form = () => {
    const f = new FormData();
    f.set('slug', slug);
    if (file) f.set('file', file);
    return f;
  };
  return (
    <div className="stack" data-testid="registry-upload">
      <label>
        {T('Plik rejestru (CSV)', 'Register file (CSV)')}
        <input
          type="file"
          accept=".csv,.txt,text/csv"
          onChange={(e) => {
            setFile(e.target.files?.[0] ?? null);
            setPreview(null);
            setStatus(null);
          }}
        />
      </label>
      <button
        type="button"
        disabled={!file}
        onClick={async () => {
          const r = await previewRegistryAction(form());
          if ('problems' in r) setPreview(r);
          else setStatus(r);
        }}
      >
        {T('Podgląd', 'Preview')}
      </button>
      {preview && (
        <div aria-live="polite">
          {preview.ok ? (
            <p>
              {T('Zawodników', 'Players')}: {preview.players}; {T('nowych', 'new')}: {preview.newPlayers.length}; {T('zmienione przynależności', 'changed memberships')}: {preview.changedMemberships.length}
            </p>
          ) : (
            <p className="error" data-testid="registry-refused">
              {T('Rejestr nie może być przyjęty — nic nie zapisano:', 'The register cannot be accepted — nothing was stored:')}
            </p>
          )}
          {preview.problems.length > 0 && (
            <ul className={preview.ok ? 'muted' : 'error'}>
              {preview.problems.map((p, i) => (
                <li key={i}>
                  {p.line > 0 ? `${T('wiersz', 'line')} ${p.line}: ` : ''}
                  {p.message}
                </li>
              ))}
            </ul>
          )}
          {preview.changedMemberships.length > 0 && (
            <ul>
              {preview.changedMemberships.map((c) => (
                <li key={c.crId}>
                  {c.name} ({c.crId}): {c.before} → {c.after}
                </li>
              ))}
            </ul>
          )}
          {preview.newPlayers.length > 0 && (
            <details>
              <summary>{T('Nowi zawodnicy', 'New players')}</summary>
              <ul>
                {preview.newPlayers.map((p) => (
                  <li key={p.crId}>
                    {p.name} ({p.crId}) — {p.club}
                  </li>
                ))}
              </ul>
            </details>
          )}
          {preview.ok && (
            <button
              type="button"
              onClick={async () => {
                setStatus(await commitRegistryAction(form()));
                setPreview(null);
              }}
            >
              {T('Zapisz rejestr', 'Save the register')}
            </button>
          )}
        </div>
      )}
      {status && (
        <p role="status" className={status.ok ? 'ok' : 'error'}>
          {status.message}
        </p>
      )}
    </div>
  );
}
