/**
 * formats §1 "A pairing program's own file": the native files arbiters upload by mistake, told by
 * their first bytes (never by the file's name), so the message names the program and the export to
 * use instead of "not a text file". Pure.
 *
 * - Swiss-Manager tournament files (`.TUNx`, `.TURx`, `.TUMx`): the four bytes `93 FF 89 44`
 *   (QUIRKS B1; the strings inside are UTF-16LE).
 * - Papi (the FFE's pairing program) keeps a tournament in an MS Access/Jet database: bytes 4–19
 *   `Standard Jet DB` (QUIRKS B2); a newer Access file says `Standard ACE DB`.
 * - A PDF (`%PDF-`): a printed ranking, whose table cannot be read back reliably.
 * - An OLE container is a legacy Excel `.xls` (or an encrypted Office file): the spreadsheet reader
 *   says that one (SHEET_OLD_EXCEL / SHEET_PASSWORD), so it is not repeated here.
 */
export type Program = 'swiss-manager' | 'papi' | 'pdf';

export function programFile(bytes: Uint8Array): Program | null {
  if (startsWith(bytes, 0, [0x93, 0xff, 0x89, 0x44])) return 'swiss-manager';
  if (startsWith(bytes, 4, ascii('Standard Jet DB')) || startsWith(bytes, 4, ascii('Standard ACE DB'))) return 'papi';
  if (startsWith(bytes, 0, ascii('%PDF-'))) return 'pdf';
  return null;
}

function startsWith(bytes: Uint8Array, at: number, prefix: readonly number[]): boolean {
  if (bytes.length < at + prefix.length) return false;
  for (let i = 0; i < prefix.length; i++) if (bytes[at + i] !== prefix[i]) return false;
  return true;
}

function ascii(s: string): number[] {
  return [...s].map((c) => c.charCodeAt(0));
}
