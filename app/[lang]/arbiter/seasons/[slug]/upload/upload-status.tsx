'use client';
import type { Lang } from '@/lib/i18n/messages';
import { workspaceWords } from '@/lib/i18n/workspace-words';
import type { ActionState } from '@/app/[lang]/arbiter/actions';

/** Why the file was refused (line-numbered, nothing stored), or what the commit or cancel did. */
export function UploadStatus({ lang, errors, status, publicHref }: { lang: Lang; errors: { line?: number; message: string }[]; status: ActionState | null; publicHref: string }) {
  const w = workspaceWords(lang);
  return (
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
  );
}
