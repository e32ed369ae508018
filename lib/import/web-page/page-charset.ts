/**
 * The characters of a saved web page (formats §1: "the page's declared charset honoured"), found as a
 * browser finds them (WHATWG "encoding sniffing", shortened): a byte order mark, else the charset the
 * page declares in its first bytes (`<meta charset>`, `<meta http-equiv="Content-Type" content="…;
 * charset=…">`, an XML declaration's `encoding`), else UTF-8 when the bytes are valid UTF-8, else a
 * single-byte code page chosen by the page's language.
 */
export type CharsetSource = 'bom' | 'declared' | 'utf-8-valid' | 'fallback';

interface DecodedPage {
  text: string;
  /** The WHATWG name of the encoding read: `utf-8`, `windows-1250`, `utf-16le` … */
  charset: string;
  /** Where the charset came from; `fallback` is a guess an arbiter may want to hear about. */
  charsetFrom: CharsetSource;
}

/** The spec prescans 1024 bytes; saved pages put a long comment (`<!-- saved from url=… -->`) or scripts first, so a little more. */
const PRESCAN_BYTES = 4096;

/**
 * Languages whose pages, written in a single-byte code page, use Windows-1250 (Central European):
 * the browsers' locale default for them. Every other page without a charset that is not UTF-8 is
 * read as Windows-1252 (Western), the default everywhere else. A page that says no language gets the
 * project's default, Windows-1250 (formats §1: "bytes that are not valid UTF-8 mean Windows-1250").
 */
const CENTRAL_EUROPEAN = new Set(['pl', 'cs', 'sk', 'hu', 'sl', 'hr', 'bs', 'sr', 'ro', 'sq']);

const latin1 = new TextDecoder('windows-1252');

/** The page's text and the charset it was read in. Never throws: every byte sequence decodes in the charset chosen. */
export function decodePage(bytes: Uint8Array): DecodedPage {
  if (bytes.length >= 3 && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return decoded(bytes.subarray(3), 'utf-8', 'bom');
  if (bytes.length >= 2 && bytes[0] === 0xff && bytes[1] === 0xfe) return decoded(bytes.subarray(2), 'utf-16le', 'bom');
  if (bytes.length >= 2 && bytes[0] === 0xfe && bytes[1] === 0xff) return decoded(bytes.subarray(2), 'utf-16be', 'bom');
  const head = latin1.decode(bytes.subarray(0, PRESCAN_BYTES));
  const declared = declaredCharset(head);
  if (declared) return decoded(bytes, declared, 'declared');
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), charset: 'utf-8', charsetFrom: 'utf-8-valid' };
  } catch {
    const lang = /<html[^>]*\slang\s*=\s*["']?([a-z]{2,3})/i.exec(head)?.[1]?.toLowerCase();
    return decoded(bytes, lang === undefined || CENTRAL_EUROPEAN.has(lang) ? 'windows-1250' : 'windows-1252', 'fallback');
  }
}

/** The charset a page's head declares, as a name TextDecoder knows; null when none is declared or the label is unknown. */
export function declaredCharset(head: string): string | null {
  const found =
    /<meta\b[^>]*?\bcharset\s*=\s*["']?\s*([a-z0-9._:-]+)/i.exec(head)?.[1] ?? /^\s*<\?xml\b[^>]*\bencoding\s*=\s*["']([a-z0-9._:-]+)/i.exec(head)?.[1];
  if (!found) return null;
  const name = encodingName(found);
  // the spec: a page that declares UTF-16 in its own (ASCII-readable) bytes is not UTF-16
  if (name === 'utf-16le' || name === 'utf-16be') return 'utf-8';
  // x-user-defined is a browser's trick for binary data, read as Windows-1252 by the spec
  if (name === 'x-user-defined') return 'windows-1252';
  return name;
}

/** A charset label (`ISO-8859-2`, `latin1`, `cp1250`) as the WHATWG encoding it names, or null. */
function encodingName(label: string): string | null {
  try {
    return new TextDecoder(label).encoding;
  } catch {
    return null;
  }
}

function decoded(bytes: Uint8Array, charset: string, charsetFrom: CharsetSource): DecodedPage {
  return { text: new TextDecoder(charset).decode(bytes), charset, charsetFrom };
}
