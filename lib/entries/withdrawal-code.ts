import { createHash } from 'node:crypto';

/**
 * The code that withdraws an entry: shown once to the player, stored as its sha256 only (like the
 * API tokens and sessions). Ten letters of an alphabet without look-alikes (no 0/O, 1/I/L), written
 * in two groups of five; typed back in any case, with or without the dash or spaces. The random
 * bytes come in (server/entries makes them), so this stays pure.
 */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const CODE_LENGTH = 10;

/** A code from at least CODE_LENGTH random bytes: "K7M2P-QX9RT". */
export function withdrawalCode(random: Uint8Array): string {
  if (random.length < CODE_LENGTH) throw new RangeError('withdrawalCode needs 10 random bytes');
  let out = '';
  for (let i = 0; i < CODE_LENGTH; i += 1) out += ALPHABET[random[i]! % ALPHABET.length];
  return `${out.slice(0, 5)}-${out.slice(5)}`;
}

/** The code as typed, reduced to its letters: "k7m2p qx9rt" → "K7M2PQX9RT". */
export function normalizeCode(typed: string): string {
  return typed.toUpperCase().replace(/[\s-]/g, '');
}

/** What is stored: the sha256 of the normalized code, hex. */
export function hashCode(code: string): string {
  return createHash('sha256').update(normalizeCode(code)).digest('hex');
}

// 256 is not a multiple of 31: the first 8 letters come a little more often (9 in 256 against 8).
// Ten letters of 31 are still ~49 bits, and guessing is slowed by the entries' rate limits anyway.
