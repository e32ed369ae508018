import { strToU8, zipSync } from 'fflate';

/**
 * One cell of an exported table: text, a number, or empty. A number is written as a number cell
 * (a spreadsheet sums it); a score of half-points is passed as `units / 2`, which binary floating
 * point holds exactly (every multiple of 0.5 up to 2^52).
 */
export type XlsxCell = string | number | null | undefined;

/** One sheet: its tab name, a header row (bold, frozen) and the rows under it. */
export interface XlsxSheet {
  name: string;
  header: readonly string[];
  rows: readonly (readonly XlsxCell[])[];
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG_REL_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';

/**
 * A workbook (Office Open XML, ECMA-376) of the given sheets, zipped with fflate — the library the
 * import reads workbooks with. Text cells are inline strings and no cell ever carries a formula
 * (`<f>`), so a name starting with `=`, `+`, `-` or `@` stays the text it is: nothing in the file
 * is ever run. The first row of each sheet is bold and stays in view when scrolling.
 */
export function writeXlsx(sheets: readonly XlsxSheet[]): Uint8Array {
  if (sheets.length === 0) throw new RangeError('a workbook needs one sheet');
  const names = sheetNames(sheets.map((s) => s.name));
  const files: Record<string, Uint8Array> = {
    '[Content_Types].xml': strToU8(contentTypes(sheets.length)),
    '_rels/.rels': strToU8(`${XML_HEAD}<Relationships xmlns="${PKG_REL_NS}"><Relationship Id="rId1" Type="${REL_NS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`),
    'xl/workbook.xml': strToU8(
      `${XML_HEAD}<workbook xmlns="${MAIN_NS}" xmlns:r="${REL_NS}"><sheets>${names.map((n, i) => `<sheet name="${escapeXml(n)}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`).join('')}</sheets></workbook>`,
    ),
    'xl/_rels/workbook.xml.rels': strToU8(
      `${XML_HEAD}<Relationships xmlns="${PKG_REL_NS}">${names.map((_, i) => `<Relationship Id="rId${i + 1}" Type="${REL_NS}/worksheet" Target="worksheets/sheet${i + 1}.xml"/>`).join('')}<Relationship Id="rId${names.length + 1}" Type="${REL_NS}/styles" Target="styles.xml"/></Relationships>`,
    ),
    'xl/styles.xml': strToU8(STYLES),
  };
  sheets.forEach((s, i) => {
    files[`xl/worksheets/sheet${i + 1}.xml`] = strToU8(sheetXml(s));
  });
  // a fixed time stamp: the same table gives the same bytes (cacheable, comparable)
  return zipSync(files, { level: 6, mtime: new Date(Date.UTC(2000, 0, 1)) });
}

function contentTypes(count: number): string {
  const sheets = Array.from({ length: count }, (_, i) => `<Override PartName="/xl/worksheets/sheet${i + 1}.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`).join('');
  return (
    `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
    '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>' +
    '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
    '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>' +
    `${sheets}</Types>`
  );
}

/** Style 0: plain; style 1: bold (the header row). */
const STYLES =
  `${XML_HEAD}<styleSheet xmlns="${MAIN_NS}">` +
  '<fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts>' +
  '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
  '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
  '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
  '<cellXfs count="2"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/></cellXfs>' +
  '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>' +
  '</styleSheet>';

function sheetXml(s: XlsxSheet): string {
  const rows = [s.header, ...s.rows];
  const width = rows.reduce((w, r) => Math.max(w, r.length), 1);
  const last = `${columnLetters(width - 1)}${rows.length}`;
  const out: string[] = [
    `${XML_HEAD}<worksheet xmlns="${MAIN_NS}" xmlns:r="${REL_NS}"><dimension ref="A1:${last}"/>`,
    '<sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews>',
    '<sheetData>',
  ];
  rows.forEach((r, i) => {
    const style = i === 0 ? ' s="1"' : '';
    out.push(`<row r="${i + 1}">`);
    r.forEach((value, c) => {
      const ref = `${columnLetters(c)}${i + 1}`;
      if (value === null || value === undefined || value === '') return;
      if (typeof value === 'number') {
        if (!Number.isFinite(value)) throw new RangeError(`cell ${ref}: ${value} is not a number a sheet can hold`);
        out.push(`<c r="${ref}"${style}><v>${String(value)}</v></c>`);
      } else out.push(`<c r="${ref}"${style} t="inlineStr"><is><t xml:space="preserve">${escapeXml(value)}</t></is></c>`);
    });
    out.push('</row>');
  });
  out.push('</sheetData></worksheet>');
  return out.join('');
}

/** Column letters of a 0-based index: 0 → A, 27 → AB. */
function columnLetters(index: number): string {
  let s = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) s = String.fromCharCode(65 + ((n - 1) % 26)) + s;
  return s;
}

/** Text as XML character data; characters XML 1.0 cannot hold (controls other than tab and newlines) are dropped. */
function escapeXml(s: string): string {
  return s
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/**
 * Tab names a spreadsheet program accepts: at most 31 characters, none of `[]:*?/\`, not empty,
 * and no two the same (ignoring case) — a repeated name gets " (2)".
 */
export function sheetNames(wanted: readonly string[]): string[] {
  const taken = new Set<string>();
  return wanted.map((w) => {
    const base = w.replace(/[[\]:*?/\\]/g, ' ').replace(/^'+|'+$/g, '').trim() || 'Arkusz';
    let name = base.slice(0, 31);
    for (let k = 2; taken.has(name.toLowerCase()); k++) name = `${base.slice(0, 31 - ` (${k})`.length)} (${k})`;
    taken.add(name.toLowerCase());
    return name;
  });
}

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
