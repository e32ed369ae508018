'use client';
import type { Lang } from '@/lib/i18n/messages';
import { workspaceWords } from '@/lib/i18n/workspace-words';
import type { Preview } from './preview-types';

/** How the file was read (encoding, delimiter, style, rows), the version it becomes and its difference from the current one, and the file's warnings. */
export function PreviewSummary({ lang, preview }: { lang: Lang; preview: Preview }) {
  const w = workspaceWords(lang);
  return (
    <>
      <p>
        {w.encoding}: <strong data-testid="facts-encoding">{preview.facts.encoding}</strong> · {w.delimiter}:{' '}
        <strong>{preview.facts.delimiter === '\t' ? 'TAB' : preview.facts.delimiter}</strong> · {w.style}: <strong data-testid="facts-style">{preview.facts.style === 'plain' ? w.plainStyle : preview.facts.style}</strong> ·{' '}
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
              {p.line > 0 ? `${w.line} ${p.line}: ` : ''}
              {p.message}
            </li>
          ))}
          {preview.preview.warnings.map((p, i) => (
            <li key={`p${i}`}>{p}</li>
          ))}
        </ul>
      )}
    </>
  );
}
