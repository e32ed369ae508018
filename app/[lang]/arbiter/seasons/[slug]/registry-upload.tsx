'use client';
import { useState } from 'react';
import type { RegistryPreview } from '@/server/workspace/registry';
import { commitRegistryAction, previewRegistryAction } from '@/app/[lang]/arbiter/actions/register';
import type { ActionState } from '@/server/action';
import { WORKSPACE_WORDS } from '@/lib/i18n/workspace-words';
import { oversizedFile, UPLOAD_LIMIT_MB } from '@/lib/upload-limit';
import { words } from '@/lib/i18n/words';

/** Register upload with a preview: new players, changed memberships, problems with lines; then save. */
export function RegistryUpload({ slug, lang }: { slug: string; lang: 'pl' | 'en' }) {
  const w = words(lang, WORKSPACE_WORDS);
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
        {w.registerFileCsv}
        <input
          type="file"
          accept=".csv,.txt,text/csv,.xlsx,.ods,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,application/vnd.oasis.opendocument.spreadsheet"
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
          const big = file && oversizedFile([file]);
          if (big) return setStatus({ ok: false, message: w.fileTooLarge(big.name, big.mb, UPLOAD_LIMIT_MB) });
          try {
            const r = await previewRegistryAction(form());
            if ('problems' in r) setPreview(r);
            else setStatus(r);
          } catch {
            setStatus({ ok: false, message: w.requestFailed(UPLOAD_LIMIT_MB) });
          }
        }}
      >
        {w.preview}
      </button>
      {preview && (
        <div aria-live="polite">
          {preview.ok ? (
            <p>
              {w.players}: {preview.players}; {w.newCount}: {preview.newPlayers.length}; {w.changedMemberships}: {preview.changedMemberships.length}
            </p>
          ) : (
            <p className="error" data-testid="registry-refused">
              {w.registerCannotAcceptedNothing}
            </p>
          )}
          {preview.problems.length > 0 && (
            <ul className={preview.ok ? 'muted' : 'error'}>
              {preview.problems.map((p, i) => (
                <li key={i}>
                  {p.line > 0 ? `${w.line} ${p.line}: ` : ''}
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
              <summary>{w.newPlayers}</summary>
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
                try {
                  setStatus(await commitRegistryAction(form()));
                } catch {
                  setStatus({ ok: false, message: w.requestFailed(UPLOAD_LIMIT_MB) });
                }
                setPreview(null);
              }}
            >
              {w.saveRegister}
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
