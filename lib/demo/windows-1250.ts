/** Text → Windows-1250 bytes (what ChessArbiter and Excel write in Poland). Unknown characters become '?'. */
const HIGH = new TextDecoder('windows-1250').decode(Uint8Array.from({ length: 128 }, (_, i) => 0x80 + i));
const TO_BYTE = new Map<string, number>([...HIGH].map((c, i) => [c, 0x80 + i]));

export function encodeWindows1250(text: string): Uint8Array {
  const out = new Uint8Array(text.length);
  let n = 0;
  for (const ch of text) {
    const code = ch.charCodeAt(0);
    out[n++] = code < 0x80 ? code : (TO_BYTE.get(ch) ?? 0x3f);
  }
  return out.subarray(0, n);
}
