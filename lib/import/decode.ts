import type { Loaded, Problem } from '@/lib/problem';
import { problem, type ProblemCode } from './problems';

export type TextEncodingName = 'utf-8' | 'utf-8-bom' | 'windows-1250';

/** The text, or the one problem that refuses the bytes (issue 39: a reader's one shape, `Loaded`; no warnings). */
type DecodeResult = Loaded<{ text: string; encoding: TextEncodingName }, Problem<ProblemCode, 'severity' | 'line'>>;

const utf8 = new TextDecoder('utf-8', { fatal: true });
const cp1250 = new TextDecoder('windows-1250');

/**
 * formats §1: UTF-8 with or without BOM, or Windows-1250 — bytes that are not valid UTF-8 mean
 * Windows-1250 (every byte sequence decodes in it, so a binary file is caught by its control bytes).
 */
export function decodeText(bytes: Uint8Array): DecodeResult {
  if (bytes.length === 0) return { ok: false, errors: [problem('EMPTY_FILE', 0)], warnings: [] };
  if (looksBinary(bytes)) return { ok: false, errors: [problem('NOT_TEXT', 0)], warnings: [] };
  const hasBom = bytes.length >= 3 && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
  const body = hasBom ? bytes.subarray(3) : bytes;
  try {
    return { ok: true, text: utf8.decode(body), encoding: hasBom ? 'utf-8-bom' : 'utf-8', warnings: [] };
  } catch {
    return { ok: true, text: cp1250.decode(body), encoding: 'windows-1250', warnings: [] };
  }
}

/** A NUL byte, or more than 1 in 20 control bytes (other than tab, CR, LF, FF), means binary. */
function looksBinary(bytes: Uint8Array): boolean {
  let control = 0;
  const n = Math.min(bytes.length, 65536);
  for (let i = 0; i < n; i++) {
    const b = bytes[i]!;
    if (b === 0) return true;
    if (b < 32 && b !== 9 && b !== 10 && b !== 13 && b !== 12) control++;
  }
  return control * 20 > n;
}
