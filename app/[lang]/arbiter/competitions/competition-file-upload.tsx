'use client';
import { useActionState, useEffect, useRef, useState, startTransition } from 'react';
import type { Lang } from '@/lib/i18n/messages';
import { COMPETITIONS_PAGE_WORDS } from '@/lib/i18n/site-pages-words';
import { ActionStatus } from '@/app/components/action-status';
import { guardedAction } from '@/app/[lang]/arbiter/forms';
import type { ActionState } from '@/server/action';
import { oversizedFile, UPLOAD_LIMIT_MB } from '@/lib/upload-limit';
import { ClientButton } from '@/app/components/client-button';
import { WORKSPACE_WORDS } from '@/lib/i18n/workspace-words';
import { previewCompetitionFileAction, uploadCompetitionFileAction, type CompetitionFilePreviewView } from './actions';
import { words } from '@/lib/i18n/words';
import { TableChangesView } from './table-changes-view';

/**
 * Issue 40, B5: a competition's file, previewed before it is stored — what would be refused, what the
 * competition becomes (its state and leaders now and after) and whether the save makes it public —
 * then sent as before ("Wyślij plik" stores a new version, checked by the kind's loader).
 */
export function CompetitionFileUpload({ lang, slug, names = [] }: { lang: Lang; slug: string; /** The names the folder's files go under, offered by the name field. */ names?: readonly string[] }) {
  const w = words(lang, COMPETITIONS_PAGE_WORDS);
  const [guarded] = useState(() => guardedAction(uploadCompetitionFileAction));
  const [state, formAction, pending] = useActionState<ActionState, FormData>(guarded, { ok: true, message: '' });
  const [preview, setPreview] = useState<CompetitionFilePreviewView | ActionState | null>(null);
  const form = useRef<HTMLFormElement>(null);
  // an accepted file clears the form, as every workspace form does
  useEffect(() => {
    if (state.ok && state.message) form.current?.reset();
  }, [state]);
  async function runPreview() {
    if (!form.current) return;
    const data = new FormData(form.current);
    const file = data.get('file');
    const big = file instanceof File ? oversizedFile([file]) : null;
    if (big) return setPreview({ ok: false, message: words(lang, WORKSPACE_WORDS).fileTooLarge(big.name, big.mb, UPLOAD_LIMIT_MB) });
    try {
      setPreview(await previewCompetitionFileAction(data));
    } catch {
      setPreview({ ok: false, message: words(lang, WORKSPACE_WORDS).requestFailed(UPLOAD_LIMIT_MB) });
    }
  }
  return (
    <form
      ref={form}
      className="stack"
      data-testid={`upload-${slug}`}
      aria-describedby={`upload-${slug}-status`}
      onSubmit={(e) => {
        e.preventDefault();
        const data = new FormData(e.currentTarget);
        setPreview(null);
        startTransition(() => formAction(data));
      }}
    >
      <input type="hidden" name="competition" value={slug} />
      <input type="hidden" name="lang" value={lang} />
      <label>
        {w.file} <input type="file" name="file" required onChange={() => setPreview(null)} />
      </label>
      <label>
        {w.fileName} <input name="name" maxLength={80} list={names.length ? `file-names-${slug}` : undefined} onChange={() => setPreview(null)} />
      </label>
      {/* issue 40: the names the description reads — a crosstable saved as CSV goes in as the Swiss file's name */}
      {names.length ? (
        <>
          <datalist id={`file-names-${slug}`}>
            {names.map((n) => (
              <option key={n} value={n} />
            ))}
          </datalist>
          <p className="muted" data-testid={`file-names-${slug}`}>
            {w.fileNames(names.join(', '))}
          </p>
        </>
      ) : null}
      <p>
        <ClientButton type="button" className="secondary" onClick={() => void runPreview()} data-testid={`preview-file-${slug}`}>
          {w.preview}
        </ClientButton>{' '}
        <ClientButton type="submit" busy={pending}>
          {w.upload}
        </ClientButton>
      </p>
      {preview && 'refused' in preview ? <FilePreview lang={lang} preview={preview} slug={slug} /> : preview ? <ActionStatus state={preview} /> : null}
      <ActionStatus state={state} id={`upload-${slug}-status`} />
    </form>
  );
}

export function FilePreview({ lang, preview, slug }: { lang: Lang; preview: CompetitionFilePreviewView; slug: string }) {
  const w = words(lang, COMPETITIONS_PAGE_WORDS);
  return (
    <section aria-live="polite" className="card" data-testid={`file-preview-${slug}`}>
      <p>
        <strong>{w.previewNothingStored}</strong> {preview.refused.length === 0 ? w.previewVersion(preview.name, preview.version) : null}
      </p>
      {/* the file itself would be stored and read by nobody: said at once, not folded among the other files' notes */}
      {preview.unread ? (
        <p className="error" data-testid={`file-preview-unread-${slug}`}>
          {preview.unread}
        </p>
      ) : null}
      {/* issue 40, item 6: the file taken under its own name — what it becomes, said first */}
      {preview.adopted ? (
        <p className="notice" data-testid={`file-preview-adopted-${slug}`}>
          {preview.adopted}
        </p>
      ) : null}
      {preview.refused.length > 0 ? (
        <>
          <p className="error">{w.previewRefused}</p>
          <ul className="error">{preview.refused.map((m, i) => <li key={i}>{m}</li>)}</ul>
        </>
      ) : (
        <dl>
          <dt>{w.previewNow}</dt>
          <dd>{preview.before ?? w.previewNotComputing}</dd>
          <dt>{w.previewAfter}</dt>
          <dd data-testid={`file-preview-after-${slug}`}>{preview.after ?? w.previewNotComputing}</dd>
        </dl>
      )}
      {preview.refused.length === 0 ? <TableChangesView lang={lang} tables={preview.tables ?? []} removedTables={preview.removedTables ?? []} slug={slug} /> : null}
      {preview.publishes && preview.refused.length === 0 ? <p className="notice" data-testid={`file-preview-publishes-${slug}`}>{w.previewPublishes}</p> : null}
      {preview.warnings.length > 0 ? (
        <details>
          <summary>{w.previewWarnings} ({preview.warnings.length})</summary>
          <ul className="muted">{preview.warnings.map((m, i) => <li key={i}>{m}</li>)}</ul>
        </details>
      ) : null}
    </section>
  );
}
