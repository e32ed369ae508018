'use client';
import { numberingWords } from '@/lib/i18n/crosstable-words';
import type { Lang } from '@/lib/i18n/messages';
import { workspaceWords } from '@/lib/i18n/workspace-words';
import type { Preview } from './preview-types';
import type { SheetFacts } from '@/lib/import/decode-table';
import { inProgressWords } from '@/lib/i18n/in-progress-words';

/** formats §1: what the sheet says of the tournament (chess-results facts above the table), beside the upload's own fields. */
function SheetFactsLine({ lang, sheet }: { lang: Lang; sheet: SheetFacts }) {
  const w = workspaceWords(lang);
  const date = sheet.date === null ? null : sheet.date === sheet.endDate ? sheet.date : `${sheet.date} – ${sheet.endDate}`;
  return (
    <dl className="sheet-facts" data-testid="sheet-facts">
      <div>
        <dt>{w.sheetRead}</dt>
        <dd>
          „{sheet.sheet}” ({sheet.format}) · {w.sheetTableFrom} {sheet.headerRow} · <span data-testid="sheet-kind">{sheet.crosstable ? w.sheetCrosstable : w.sheetRankingList}</span>
        </dd>
      </div>
      {(sheet.title || date || sheet.rounds !== null || sheet.type) && (
        <div>
          <dt>{w.sheetTournament}</dt>
          <dd>
            {[
              sheet.title && <span key="t" data-testid="sheet-title">{w.sheetTitle}: <strong>{sheet.title}</strong></span>,
              date && <span key="d" data-testid="sheet-date">{w.sheetDate}: <strong>{date}</strong></span>,
              sheet.rounds !== null && <span key="r" data-testid="sheet-rounds">{w.sheetRounds}: <strong>{sheet.rounds}</strong></span>,
              sheet.type && <span key="y">{w.sheetType}: <strong>{sheet.type}</strong></span>,
            ]
              .filter(Boolean)
              .flatMap((x, i) => (i === 0 ? [x] : [' · ', x]))}
          </dd>
        </div>
      )}
    </dl>
  );
}

/** How the file was read (encoding, delimiter, style, rows), the version it becomes and its difference from the current one, and the file's warnings. */
export function PreviewSummary({ lang, preview, onPickTable }: { lang: Lang; preview: Preview; onPickTable?: (table: number) => void }) {
  const w = workspaceWords(lang);
  const sheet = preview.facts.sheet;
  const tables = preview.facts.tables ?? [];
  return (
    <>
      <p>
        {w.encoding}: <strong data-testid="facts-encoding">{preview.facts.encoding}</strong> ·{' '}
        {!sheet && (
          <>
            {w.delimiter}: <strong>{preview.facts.delimiter === '\t' ? 'TAB' : preview.facts.delimiter}</strong> ·{' '}
          </>
        )}
        {w.style}: <strong data-testid="facts-style">{preview.facts.style === 'plain' ? w.plainStyle : preview.facts.style}</strong> · {w.rows}: <strong>{preview.preview.rows.length}</strong> · {w.versionLower} {preview.nextVersion}
      </p>
      {sheet && <SheetFactsLine lang={lang} sheet={sheet} />}
      {preview.facts.numbering && (
        <p className="muted" data-testid="facts-numbering">
          {numberingWords(lang, preview.facts.numbering)}
        </p>
      )}
      {tables.length > 1 && onPickTable && (
        <p data-testid="table-choice">
          <label>
            {w.tableRead}{' '}
            <select value={preview.facts.table ?? 0} onChange={(e) => onPickTable(Number(e.target.value))} data-testid="table-select">
              {tables.map((t) => (
                <option key={t.index} value={t.index} disabled={!t.results}>
                  {w.tableOption(t.index + 1, t.caption ?? t.sheet, t.headerRow, t.rows)}
                  {t.results ? '' : ` — ${w.tableNotResults}`}
                </option>
              ))}
            </select>
          </label>
        </p>
      )}
      {preview.inProgress && (
        <p className="in-progress-note" role="note" data-testid="preview-in-progress">
          <strong>{inProgressWords(lang).previewMark(preview.inProgress.round, preview.inProgress.of)}</strong>
        </p>
      )}
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
