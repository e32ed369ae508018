'use client';
import { NUMBERING_WORDS } from '@/lib/i18n/crosstable-words';
import type { Lang } from '@/lib/i18n/messages';
import { WORKSPACE_WORDS } from '@/lib/i18n/workspace-words';
import type { Preview } from './preview-types';
import type { SheetFacts } from '@/lib/import/decode-table';
import type { TableChoice } from '@/lib/import/spreadsheet/find-table';
import { IN_PROGRESS_WORDS } from '@/lib/i18n/in-progress-words';
import { ENTRIES_WORDS } from '@/lib/i18n/entries-words';
import { words } from '@/lib/i18n/words';

/** formats §1: what the sheet says of the tournament (chess-results facts above the table), beside the upload's own fields. */
function SheetFactsLine({ lang, sheet }: { lang: Lang; sheet: SheetFacts }) {
  const w = words(lang, WORKSPACE_WORDS);
  const date = sheet.date === null ? null : sheet.date === sheet.endDate ? sheet.date : `${sheet.date} – ${sheet.endDate}`;
  // a saved web page holds tables, not sheets, and its rows are numbered by the page's lines
  const page = sheet.format === 'html';
  return (
    <dl className="sheet-facts" data-testid="sheet-facts">
      <div>
        <dt>{page ? w.pageRead : w.sheetRead}</dt>
        <dd>
          „{sheet.sheet}” ({sheet.format}) · {page ? w.pageTableFrom : w.sheetTableFrom} {sheet.headerRow} · <span data-testid="sheet-kind">{sheet.crosstable ? w.sheetCrosstable : w.sheetRankingList}</span>
        </dd>
      </div>
      {(sheet.title || date || sheet.rounds !== null || sheet.type) && (
        <div>
          <dt>{page ? w.pageTournament : w.sheetTournament}</dt>
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

/**
 * A table's name in the picker: a page of several groups captions each "Rangliste", and only its
 * heading ("Capablanca – Rangliste", the table's `sheet`) tells them apart; a workbook's tab and the
 * caption above its table are both said.
 */
function tableName(t: TableChoice): string {
  if (!t.caption || t.sheet.includes(t.caption)) return t.sheet;
  return t.caption.includes(t.sheet) ? t.caption : `${t.sheet}: ${t.caption}`;
}

/** The file's warnings in the order of its lines, as the arbiter checks them against the file; those of the whole tournament (no line) first. */
const inFileOrder = <T extends { line: number }>(warnings: T[]): T[] => [...warnings].sort((a, b) => a.line - b.line);

/** How the file was read (encoding, delimiter, style, rows), the version it becomes and its difference from the current one, and the file's warnings. */
export function PreviewSummary({ lang, preview, onPickTable }: { lang: Lang; preview: Preview; onPickTable?: (table: number) => void }) {
  const w = words(lang, WORKSPACE_WORDS);
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
          {words(lang, NUMBERING_WORDS)(preview.facts.numbering)}
        </p>
      )}
      {tables.length > 1 && onPickTable && (
        <p data-testid="table-choice">
          <label>
            {w.tableRead}{' '}
            <select value={preview.facts.table ?? 0} onChange={(e) => onPickTable(Number(e.target.value))} data-testid="table-select">
              {tables.map((t) => (
                <option key={t.index} value={t.index} disabled={!t.results}>
                  {w.tableOption(t.index + 1, tableName(t), t.headerRow, t.rows)}
                  {t.results ? '' : ` — ${w.tableNotResults}`}
                </option>
              ))}
            </select>
          </label>
        </p>
      )}
      {preview.inProgress && (
        <p className="in-progress-note" role="note" data-testid="preview-in-progress">
          <strong>{words(lang, IN_PROGRESS_WORDS).previewMark(preview.inProgress.round, preview.inProgress.of, preview.inProgress.pending)}</strong>
        </p>
      )}
      {preview.diff && (
        <p className="muted">
          {w.changesFromCurrentVersion}: +{preview.diff.added.length} −{preview.diff.removed.length} ~{preview.diff.changed.length}
        </p>
      )}
      {preview.warnings.length + preview.preview.warnings.length > 0 && (
        <ul className="muted" data-testid="preview-warnings">
          {inFileOrder(preview.warnings).map((p, i) => (
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
      {preview.entries && <EntriesReport lang={lang} entries={preview.entries} />}
    </>
  );
}

/** Issue 41: the reserved tournament's entries against the file's rows — linked with no question, missing, unentered. */
function EntriesReport({ lang, entries }: { lang: Lang; entries: NonNullable<Preview['entries']> }) {
  const e = words(lang, ENTRIES_WORDS);
  const w = words(lang, WORKSPACE_WORDS);
  return (
    <section className="entries-report" data-testid="entries-report" aria-label={e.resultsMeetEntries}>
      <h3>{e.resultsMeetEntries}</h3>
      <p className="ok" data-testid="entries-linked">
        {e.linkedToEntries(entries.linked.length)}
      </p>
      {entries.missing.length > 0 && (
        <details open data-testid="entries-missing">
          <summary>
            {e.entriesMissing} ({entries.missing.length})
          </summary>
          <ul className="compact">
            {entries.missing.map((m) => (
              <li key={m.id}>
                {m.name} ({m.birthYear}
                {m.club ? `, ${m.club}` : ''})
              </li>
            ))}
          </ul>
        </details>
      )}
      {entries.unentered.length > 0 && (
        <details open data-testid="entries-unentered">
          <summary>
            {e.rowsWithoutEntry} ({entries.unentered.length})
          </summary>
          <ul className="compact">
            {entries.unentered.map((u) => (
              <li key={u.line}>
                {w.line} {u.line}: {u.name}
              </li>
            ))}
          </ul>
        </details>
      )}
    </section>
  );
}
