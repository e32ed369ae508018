import { numberText, type MergedRange, type Sheet, type SheetRow } from './sheet';
import type { SheetReadFailure } from './read-workbook';
import { scanXml } from './xml-scan';
import type { ZipParts as Zip } from './zip-parts';

/** Rows and columns an OpenDocument sheet may repeat: LibreOffice pads a sheet to its last row (1 048 576) with one repeated empty row. */
const MAX_ROWS = 1_048_576;
const MAX_COLUMNS = 16_384;

/**
 * The first table of an OpenDocument spreadsheet (`.ods`, ODF 1.2 part 1 §9.1): rows and cells with
 * their repeat counts, a cell's typed value (`office:value`, `office:date-value`) or else its
 * paragraphs' text; a formula cell carries its computed value the same way.
 */
export function readOds(zip: Zip): Sheet | SheetReadFailure {
  const parts = zip.read(['content.xml']);
  if (typeof parts === 'string') return { failure: parts };
  const xml = parts.get('content.xml');
  if (xml === undefined) return { failure: 'corrupt' };
  const sheetNames: string[] = [];
  const rows: SheetRow[] = [];
  const merged: MergedRange[] = [];
  const formulasWithoutValue: { row: number; column: number }[] = [];
  let tableDepth = 0; // inside the first table (nested tables of a cell are not rows of the sheet)
  let inFirst = false;
  let rowNumber = 0;
  let rowRepeat = 1;
  let cells: string[] | null = null;
  let column = 0;
  let cell: { repeat: number; typed: string | null; formula: boolean; text: string; paragraphs: number } | null = null;
  let inParagraph = false;
  let tooLarge = false;

  const finishCell = () => {
    if (!cell || !cells) return;
    const text = (cell.typed ?? cell.text).trim() === '' ? '' : (cell.typed ?? cell.text);
    if (cell.formula && cell.typed === null && cell.text === '') formulasWithoutValue.push({ row: rowNumber + 1, column });
    if (text !== '') {
      if (column + cell.repeat > MAX_COLUMNS) tooLarge = true;
      else for (let k = 0; k < cell.repeat; k++) cells[column + k] = text;
    }
    column += cell.repeat;
    cell = null;
  };

  const ok = scanXml(xml, {
    open(name, a, selfClosing) {
      if (name === 'table') {
        if (tableDepth === 0) {
          sheetNames.push(a.name ?? '');
          inFirst = sheetNames.length === 1;
        }
        tableDepth++;
        if (selfClosing) tableDepth--;
        return;
      }
      if (!inFirst || tableDepth !== 1) return;
      if (name === 'table-row') {
        rowRepeat = Math.max(1, Math.min(MAX_ROWS, Number(a['number-rows-repeated'] ?? 1) || 1));
        cells = [];
        column = 0;
        if (selfClosing) endRow();
      } else if ((name === 'table-cell' || name === 'covered-table-cell') && cells) {
        const repeat = Math.max(1, Math.min(MAX_COLUMNS, Number(a['number-columns-repeated'] ?? 1) || 1));
        const type = a['value-type'];
        const typed = type === 'float' || type === 'percentage' || type === 'currency' ? numberOrNull(a.value) : type === 'date' ? (a['date-value'] ?? '').slice(0, 10) || null : type === 'boolean' ? (a['boolean-value'] === 'true' ? 'TRUE' : 'FALSE') : null;
        cell = { repeat, typed, formula: a.formula !== undefined, text: '', paragraphs: 0 };
        const rowsSpanned = Number(a['number-rows-spanned'] ?? 1);
        const columnsSpanned = Number(a['number-columns-spanned'] ?? 1);
        if (name === 'table-cell' && (rowsSpanned > 1 || columnsSpanned > 1)) merged.push({ firstRow: rowNumber + 1, lastRow: rowNumber + rowsSpanned, firstColumn: column, lastColumn: column + columnsSpanned - 1 });
        if (selfClosing) finishCell();
      } else if (cell && name === 'p') {
        if (cell.paragraphs++ > 0) cell.text += ' ';
        inParagraph = !selfClosing;
      } else if (cell && inParagraph && name === 's') cell.text += ' '.repeat(Math.min(100, Number(a.c ?? 1) || 1));
      else if (cell && inParagraph && (name === 'tab' || name === 'line-break')) cell.text += ' ';
    },
    text(t) {
      if (cell && inParagraph && inFirst) cell.text += t;
    },
    close(name) {
      if (name === 'table') {
        tableDepth--;
        if (tableDepth === 0) inFirst = false;
        return;
      }
      if (!inFirst || tableDepth !== 1) return;
      if (name === 'p') inParagraph = false;
      else if (name === 'table-cell' || name === 'covered-table-cell') finishCell();
      else if (name === 'table-row') endRow();
    },
  }).ok;

  function endRow() {
    if (!cells) return;
    const filled = cells.some((c) => c !== undefined && c.trim() !== '');
    if (filled) {
      const dense = Array.from(cells, (c) => c ?? '');
      // a repeated row with text is the same row several times (rare); empty repeats only move the row number
      for (let k = 0; k < rowRepeat; k++) {
        if (rows.length >= MAX_ROWS) {
          tooLarge = true;
          break;
        }
        rows.push({ row: rowNumber + 1 + k, cells: k === 0 ? dense : [...dense] });
      }
    }
    rowNumber += rowRepeat;
    cells = null;
  }

  if (!ok) return { failure: 'corrupt' };
  if (tooLarge) return { failure: 'too-large' };
  if (sheetNames.length === 0) return { failure: 'no-sheets' };
  return { format: 'ods', name: sheetNames[0]!, sheetNames, rows, merged, formulasWithoutValue };
}

function numberOrNull(value: string | undefined): string | null {
  const n = Number(value);
  return value !== undefined && value.trim() !== '' && Number.isFinite(n) ? numberText(n) : null;
}
