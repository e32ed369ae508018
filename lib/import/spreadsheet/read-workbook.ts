import type { Loaded, Problem } from '@/lib/problem';
import { problem, type ProblemCode } from '@/lib/import/problems';
import { readOds } from './read-ods';
import { readXlsx } from './read-xlsx';
import type { Sheet } from './sheet';
import { MAX_UNPACKED_BYTES, openZip } from './zip-parts';

export type SheetReadFailure = { failure: 'corrupt' | 'too-large' | 'not-spreadsheet' | 'no-sheets' };

type ContainerKind = 'zip' | 'ole' | null;

/**
 * What the first bytes say (formats §3: "the content decides the format", never the file's name):
 * `PK\x03\x04` opens a zip archive (.xlsx, .ods), `D0 CF 11 E0 A1 B1 1A E1` an OLE compound file
 * (an Excel 97–2003 .xls, or any workbook saved with a password: Office encrypts it into one).
 */
export function containerKind(bytes: Uint8Array): ContainerKind {
  if (bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04) return 'zip';
  const ole = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
  if (bytes.length >= 8 && ole.every((b, i) => bytes[i] === b)) return 'ole';
  return null;
}

/** The sheet, or the one problem that refuses the file (issue 39: `Loaded`; no warnings). */
type ReadWorkbookResult = Loaded<{ sheet: Sheet }, Problem<ProblemCode, 'severity' | 'line'>>;

/** The first sheet of a workbook, or the one problem that stops it being read. Never throws. */
export function readWorkbook(bytes: Uint8Array): ReadWorkbookResult {
  const kind = containerKind(bytes);
  if (kind === 'ole') return { ok: false, errors: [oleProblem(bytes)], warnings: [] };
  if (kind !== 'zip') return { ok: false, errors: [problem('SHEET_NOT_SPREADSHEET', 0, { archive: 'none' })], warnings: [] };
  const zip = openZip(bytes);
  if (!zip) return { ok: false, errors: [corrupt()], warnings: [] };
  const names = new Set(zip.names);
  let read: Sheet | SheetReadFailure;
  if (names.has('content.xml') && (names.has('mimetype') || names.has('META-INF/manifest.xml'))) {
    const mime = zip.read(['mimetype']);
    const type = typeof mime === 'string' ? '' : (mime.get('mimetype') ?? '').trim();
    if (type !== '' && type !== 'application/vnd.oasis.opendocument.spreadsheet') return { ok: false, errors: [notSpreadsheet()], warnings: [] };
    read = readOds(zip);
  } else if ([...names].some((n) => /^(xl\/)?workbook\d*\.xml$/i.test(n) || n === '[Content_Types].xml')) read = readXlsx(zip);
  else return { ok: false, errors: [notSpreadsheet()], warnings: [] };
  if ('failure' in read) {
    switch (read.failure) {
      case 'too-large':
        return { ok: false, errors: [problem('SHEET_TOO_LARGE', 0, { mb: MAX_UNPACKED_BYTES / 1024 / 1024 })], warnings: [] };
      case 'not-spreadsheet':
        return { ok: false, errors: [notSpreadsheet()], warnings: [] };
      case 'no-sheets':
        return { ok: false, errors: [problem('SHEET_EMPTY', 0, { sheet: '' })], warnings: [] };
      default:
        return { ok: false, errors: [corrupt()], warnings: [] };
    }
  }
  return { ok: true, sheet: read, warnings: [] };
}

const corrupt = () => problem('SHEET_CORRUPT', 0);
const notSpreadsheet = () => problem('SHEET_NOT_SPREADSHEET', 0);

/** An encrypted Office file is an OLE container holding the streams "EncryptionInfo" and "EncryptedPackage". */
function oleProblem(bytes: Uint8Array): Problem<ProblemCode, 'severity' | 'line'> {
  const name = utf16('EncryptionInfo');
  const limit = Math.min(bytes.length, 8 * 1024 * 1024);
  outer: for (let i = 0; i + name.length <= limit; i++) {
    for (let k = 0; k < name.length; k++) if (bytes[i + k] !== name[k]) continue outer;
    return problem('SHEET_PASSWORD', 0);
  }
  return problem('SHEET_OLD_EXCEL', 0);
}

function utf16(s: string): number[] {
  const out: number[] = [];
  for (const ch of s) out.push(ch.charCodeAt(0), 0);
  return out;
}
