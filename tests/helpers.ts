import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { loadSeason, type LoadedSeason } from '@/lib/season/season-folder';
import type { Result } from '@/lib/problem';
import type { LinkWarning } from '@/lib/identity/link-players';
import { describeNote } from '@/lib/i18n/t';

export const FIXTURES = join(import.meta.dirname, 'fixtures');
export const SEASONS = join(FIXTURES, 'seasons');

export function folderReader(folder: string) {
  return (name: string): Uint8Array | null => {
    try {
      const p = join(folder, name);
      return statSync(p).isFile() ? new Uint8Array(readFileSync(p)) : null;
    } catch {
      return null;
    }
  };
}

export function loadFixtureSeason(name: string): LoadedSeason {
  const r = loadSeason(folderReader(join(SEASONS, name)));
  if (!r.ok) throw new Error(r.errors.join('\n'));
  return r.season;
}

export const bytes = (text: string) => new TextEncoder().encode(text);

/** Windows-1250 bytes of a text (Polish letters only; enough for fixtures). */
export function cp1250(text: string): Uint8Array {
  const map: Record<string, number> = { ą: 0xb9, ć: 0xe6, ę: 0xea, ł: 0xb3, ń: 0xf1, ó: 0xf3, ś: 0x9c, ź: 0x9f, ż: 0xbf, Ą: 0xa5, Ć: 0xc6, Ę: 0xca, Ł: 0xa3, Ń: 0xd1, Ó: 0xd3, Ś: 0x8c, Ź: 0x8f, Ż: 0xaf };
  return Uint8Array.from([...text].map((c) => map[c] ?? c.charCodeAt(0)));
}

/** The value of a use case's answer the test expects to be allowed; a refusal fails the test with its problems. */
export function allowed<T>(result: Result<T>): T {
  if (!result.ok) throw new Error(`refused ${result.status}: ${result.errors.map((e) => e.code).join(', ')}`);
  return result.value;
}

/**
 * Linking warnings as the API and `gp` say them: each with its English (`describeNote('en', w)`, the
 * edge's, issue 39 item 2) in place of the values that choose it (`at`, `wording`).
 */
export function linkWarningsInEnglish(ws: readonly LinkWarning[]) {
  return ws.map((w) => {
    const { at: _at, wording: _wording, ...values } = w;
    return { ...values, message: describeNote('en', w) };
  });
}
