import type { z } from 'zod';
import type { Loaded } from '@/lib/problem';
import { decodeText } from '@/lib/import/decode';
import { jsonErrorPosition } from '@/lib/season/json-error-position';
import { lineAt } from './json-text';

/** Reads a file of a folder by its name; null when it does not exist. */
export type FolderReader = (name: string) => Uint8Array | null;

/**
 * Why a folder's description file (`season.json`, `event.json`, `league.json`, `team-league.json`)
 * could not be read. Each kind turns it into its own coded problem (`SEASON_JSON_INVALID`,
 * `EVENT_JSON_INVALID`, `LEAGUE_JSON_SCHEMA`, …, words in both languages), so this reason is data
 * for that, never shown as it is: no words of its own. `line` is 0 when unknown; a schema's issues
 * come with the file's text, where the kind finds each issue's line.
 */
export type ConfigFailure =
  | { reason: 'missing' }
  | { reason: 'not-text' }
  | { reason: 'json'; line: number; detail: string }
  | { reason: 'schema'; issues: z.core.$ZodIssue[]; json: unknown; text: string };

/** The file's data and text, or why it cannot be read — its one error (issue 39: `Loaded`; no warnings). */
type ReadConfigResult<T> = Loaded<{ data: T; text: string }, ConfigFailure, never>;

/**
 * The one reader of a folder's description file: bytes → text (UTF-8 with or without a BOM, or
 * Windows-1250: formats §1; a binary file is no text) → JSON → the kind's zod schema. Never throws.
 */
export function readConfigFile<S extends z.ZodType>(read: FolderReader, name: string, schema: S): ReadConfigResult<z.infer<S>> {
  const raw = read(name);
  if (raw === null) return failed({ reason: 'missing' });
  // an empty file is JSON with nothing in it; a binary one is no text at all
  const decoded = raw.length === 0 ? ({ ok: true, text: '' } as const) : decodeText(raw);
  if (!decoded.ok) return failed({ reason: 'not-text' });
  const text = decoded.text.replace(/^\uFEFF/, '');
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    const at = jsonErrorPosition(text);
    return failed({ reason: 'json', line: at === null ? 0 : lineAt(text, at), detail: (e as Error).message.split('\n')[0]! });
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) return failed({ reason: 'schema', issues: parsed.error.issues, json, text });
  return { ok: true, data: parsed.data, text, warnings: [] };
}

function failed(failure: ConfigFailure): ReadConfigResult<never> {
  return { ok: false, errors: [failure], warnings: [] };
}

/** The description file as JSON, or null (a page never fails on it: the loader reports what is wrong). */
export function readConfigJson(read: FolderReader, name: string): unknown {
  const bytes = read(name);
  if (!bytes) return null;
  try {
    return JSON.parse(new TextDecoder().decode(bytes).replace(/^\uFEFF/, ''));
  } catch {
    return null;
  }
}
