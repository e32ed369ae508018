'use client';
import type { Lang } from '@/lib/i18n/messages';
import { WORKSPACE_WORDS } from '@/lib/i18n/workspace-words';
import type { ActionState } from '@/server/action';
import { words } from '@/lib/i18n/words';

/** Why the file was refused (line-numbered, nothing stored), or what the commit or cancel did. */
export function UploadStatus({ lang, errors, status, publicHref }: { lang: Lang; errors: { line?: number; code?: string; message: string }[]; status: ActionState | null; publicHref: string }) {
  const w = words(lang, WORKSPACE_WORDS);
  // the same file again is no mistake (issue 29, defect 10): nothing to store, said as a notice
  const identical = errors.length > 0 && errors.every((e) => e.code === 'UPLOAD_IDENTICAL');
  return (
    <div aria-live="polite" data-testid="upload-status">
      {errors.length > 0 && (
        <div className={identical ? 'notice' : 'error'} role={identical ? 'status' : 'alert'} data-testid="upload-errors">
          <p>{identical ? w.nothingToStore : w.fileCannotAcceptedNothing}</p>
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
