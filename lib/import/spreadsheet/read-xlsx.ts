import { numberText, readCellReference, serialDate, type MergedRange, type Sheet, type SheetRow } from './sheet';
import type { SheetReadFailure } from './read-workbook';
import { scanXml } from './xml-scan';
import type { ZipParts as Zip } from './zip-parts';

/**
 * The first sheet of an Office Open XML workbook (`.xlsx`, ECMA-376): the workbook part names the
 * sheets in tab order, its relationships give the part of each, shared strings and number formats
 * give the cells their text. A formula cell is read by its cached value (what Excel last computed
 * and shows); a cell formatted as a date is written YYYY-MM-DD.
 */
export function readXlsx(zip: Zip): Sheet | SheetReadFailure {
  const rootRels = zip.read(['_rels/.rels']);
  if (typeof rootRels === 'string') return { failure: rootRels };
  const workbookPath = officeDocument(rootRels.get('_rels/.rels')) ?? 'xl/workbook.xml';
  const base = workbookPath.includes('/') ? workbookPath.slice(0, workbookPath.lastIndexOf('/') + 1) : '';
  const relsPath = `${base}_rels/${workbookPath.slice(base.length)}.rels`;
  const head = zip.read([workbookPath, relsPath]);
  if (typeof head === 'string') return { failure: head };
  const workbookXml = head.get(workbookPath);
  if (workbookXml === undefined) return { failure: 'not-spreadsheet' };
  const workbook = readWorkbookPart(workbookXml);
  if (!workbook) return { failure: 'corrupt' };
  const targets = readRelationships(head.get(relsPath) ?? '', base);
  const first = workbook.sheets.find((s) => s.visible) ?? workbook.sheets[0];
  if (!first) return { failure: 'no-sheets' };
  const sheetPath = targets.get(first.relationId);
  if (!sheetPath) return { failure: 'corrupt' };
  const sharedPath = [...targets.entries()].find(([, t]) => /sharedstrings\.xml$/i.test(t))?.[1] ?? `${base}sharedStrings.xml`;
  const stylesPath = [...targets.entries()].find(([, t]) => /styles\.xml$/i.test(t))?.[1] ?? `${base}styles.xml`;
  const parts = zip.read([sheetPath, sharedPath, stylesPath]);
  if (typeof parts === 'string') return { failure: parts };
  const sheetXml = parts.get(sheetPath);
  if (sheetXml === undefined) return { failure: 'corrupt' };
  const shared = readSharedStrings(parts.get(sharedPath) ?? '');
  const dateStyles = readDateStyles(parts.get(stylesPath) ?? '');
  if (!shared || !dateStyles) return { failure: 'corrupt' };
  const cells = readSheetPart(sheetXml, shared, dateStyles, workbook.date1904);
  if (!cells) return { failure: 'corrupt' };
  return { format: 'xlsx', name: first.name, sheetNames: workbook.sheets.map((s) => s.name), ...cells };
}

function officeDocument(rels: string | undefined): string | null {
  if (!rels) return null;
  let target: string | null = null;
  scanXml(rels, {
    open(name, a) {
      if (name === 'Relationship' && target === null && /\/officeDocument$/.test(a.Type ?? '') && a.Target) target = a.Target.replace(/^\//, '');
    },
  });
  return target;
}

function readWorkbookPart(xml: string): { sheets: { name: string; relationId: string; visible: boolean }[]; date1904: boolean } | null {
  const sheets: { name: string; relationId: string; visible: boolean }[] = [];
  let date1904 = false;
  const ok = scanXml(xml, {
    open(name, a) {
      if (name === 'sheet') sheets.push({ name: a.name ?? '', relationId: a.id ?? '', visible: a.state !== 'hidden' && a.state !== 'veryHidden' });
      else if (name === 'workbookPr') date1904 = a.date1904 === '1' || a.date1904 === 'true';
    },
  }).ok;
  return ok ? { sheets, date1904 } : null;
}

/** Relationship id → part path inside the archive (targets are relative to the workbook's folder). */
function readRelationships(xml: string, base: string): Map<string, string> {
  const out = new Map<string, string>();
  scanXml(xml, {
    open(name, a) {
      if (name !== 'Relationship' || !a.Id || !a.Target || a.TargetMode === 'External') return;
      out.set(a.Id, a.Target.startsWith('/') ? a.Target.slice(1) : normalizePath(base + a.Target));
    },
  });
  return out;
}

function normalizePath(path: string): string {
  const out: string[] = [];
  for (const part of path.split('/')) {
    if (part === '..') out.pop();
    else if (part !== '.' && part !== '') out.push(part);
  }
  return out.join('/');
}

/** `<si>` items: plain `<t>` or rich-text runs `<r><t>…</t></r>`; phonetic hints (`<rPh>`) are not text. */
function readSharedStrings(xml: string): string[] | null {
  const out: string[] = [];
  let inItem = false;
  let inText = false;
  let inPhonetic = false;
  let current = '';
  const ok = scanXml(xml, {
    open(name, _a, selfClosing) {
      if (name === 'si') {
        inItem = true;
        current = '';
        if (selfClosing) out.push('');
      } else if (name === 't' && inItem && !inPhonetic) inText = !selfClosing;
      else if (name === 'rPh') inPhonetic = !selfClosing;
    },
    text(t) {
      if (inText) current += t;
    },
    close(name) {
      if (name === 't') inText = false;
      else if (name === 'rPh') inPhonetic = false;
      else if (name === 'si' && inItem) {
        out.push(current);
        inItem = false;
      }
    },
  }).ok;
  return xml === '' || ok ? out : null;
}

/** The built-in number formats that show a date (ECMA-376 Part 1, 18.8.30). */
const BUILT_IN_DATES = new Set([14, 15, 16, 17, 22, 27, 28, 29, 30, 31, 34, 35, 36, 50, 51, 52, 53, 54, 57, 58]);

/** Whether each cell style (`s` index) shows its number as a date. */
function readDateStyles(xml: string): boolean[] | null {
  const custom = new Map<number, string>();
  const styles: boolean[] = [];
  let inCellXfs = false;
  const numFmtIds: number[] = [];
  const ok = scanXml(xml, {
    open(name, a, selfClosing) {
      if (name === 'numFmt') custom.set(Number(a.numFmtId), a.formatCode ?? '');
      else if (name === 'cellXfs') inCellXfs = !selfClosing;
      else if (name === 'xf' && inCellXfs) numFmtIds.push(Number(a.numFmtId ?? 0));
    },
    close(name) {
      if (name === 'cellXfs') inCellXfs = false;
    },
  }).ok;
  if (xml !== '' && !ok) return null;
  for (const id of numFmtIds) styles.push(BUILT_IN_DATES.has(id) || (custom.has(id) && isDateFormat(custom.get(id)!)));
  return styles;
}

/** A format code shows a date when it has day, month or year letters outside quotes, escapes and [colour]/[$-locale] brackets. */
export function isDateFormat(code: string): boolean {
  const bare = code.replace(/"[^"]*"/g, '').replace(/\\./g, '').replace(/\[[^\]]*\]/g, '').replace(/_.|\*./g, '');
  if (/^general$/i.test(bare.trim())) return false;
  return /[dy]/i.test(bare) || /m{3,}/i.test(bare) || (/m/i.test(bare) && !/[hs]/i.test(bare));
}

function readSheetPart(xml: string, shared: readonly string[], dateStyles: readonly boolean[], date1904: boolean): Omit<Sheet, 'format' | 'name' | 'sheetNames'> | null {
  const rows: SheetRow[] = [];
  const merged: MergedRange[] = [];
  const formulasWithoutValue: { row: number; column: number }[] = [];
  let rowNumber = 0;
  let cells: string[] | null = null;
  let cell: { column: number; type: string; style: number; formula: boolean; value: string | null; inline: string } | null = null;
  let columnCursor = 0;
  let inValue = false;
  let inInlineText = false;
  let valueText = '';
  let bad = false;

  const finishCell = () => {
    if (!cell || !cells) return;
    const text = cellText(cell, shared, dateStyles, date1904);
    if (text === null) bad = true;
    else if (text !== '') {
      while (cells.length < cell.column) cells.push('');
      cells[cell.column] = text;
    }
    if (cell.formula && cell.value === null) formulasWithoutValue.push({ row: rowNumber, column: cell.column });
    cell = null;
  };

  const ok = scanXml(xml, {
    open(name, a, selfClosing) {
      if (name === 'row') {
        const r = Number(a.r);
        rowNumber = Number.isInteger(r) && r > rowNumber ? r : rowNumber + 1;
        cells = [];
        columnCursor = 0;
        if (selfClosing) cells = null;
      } else if (name === 'c' && cells) {
        const ref = a.r ? readCellReference(a.r) : null;
        const column = ref && ref.row === rowNumber ? ref.column : columnCursor;
        columnCursor = column + 1;
        cell = { column, type: a.t ?? 'n', style: Number(a.s ?? 0), formula: false, value: null, inline: '' };
        if (selfClosing) finishCell();
      } else if (cell && name === 'f') cell.formula = true;
      else if (cell && name === 'v') {
        inValue = !selfClosing;
        valueText = '';
        if (selfClosing) cell.value = '';
      } else if (cell && name === 't') inInlineText = !selfClosing;
      else if (name === 'mergeCell' && a.ref) {
        const [from, to] = a.ref.split(':');
        const p = from ? readCellReference(from) : null;
        const q = to ? readCellReference(to) : p;
        if (p && q) merged.push({ firstRow: Math.min(p.row, q.row), lastRow: Math.max(p.row, q.row), firstColumn: Math.min(p.column, q.column), lastColumn: Math.max(p.column, q.column) });
      }
    },
    text(t) {
      if (inValue) valueText += t;
      else if (inInlineText && cell) cell.inline += t;
    },
    close(name) {
      if (name === 'v' && cell && inValue) {
        cell.value = valueText;
        inValue = false;
      } else if (name === 't') inInlineText = false;
      else if (name === 'c') finishCell();
      else if (name === 'row' && cells) {
        if (cells.some((c) => c.trim() !== '')) rows.push({ row: rowNumber, cells });
        cells = null;
      }
    },
  }).ok;
  if (!ok || bad) return null;
  return { rows, merged, formulasWithoutValue };
}

/** The text a cell shows; null when a shared-string index points nowhere (a damaged file). */
function cellText(cell: { type: string; style: number; value: string | null; inline: string }, shared: readonly string[], dateStyles: readonly boolean[], date1904: boolean): string | null {
  const v = cell.value;
  switch (cell.type) {
    case 's': {
      if (v === null || v === '') return '';
      const i = Number(v);
      return Number.isInteger(i) && i >= 0 && i < shared.length ? shared[i]! : null;
    }
    case 'inlineStr':
      return cell.inline;
    case 'str':
    case 'e':
      return v ?? '';
    case 'b':
      return v === '1' ? 'TRUE' : v === '0' ? 'FALSE' : (v ?? '');
    case 'd':
      return v ? v.slice(0, 10) : '';
    default: {
      if (v === null || v.trim() === '') return '';
      const n = Number(v);
      if (!Number.isFinite(n)) return v;
      return dateStyles[cell.style] ? serialDate(n, date1904) : numberText(n);
    }
  }
}
