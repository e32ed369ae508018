import type { z } from 'zod';
import { decodeText } from '@/lib/import/decode';
import { jsonErrorPosition } from '@/lib/season/json-error-position';
import { lineAt } from './json-text';

/** Reads a file of a folder by its name; null when it does not exist. */
export type FolderReader = (name: string) => Uint8Array | null;

/**
 * Why a folder's description file (`season.json`, `event.json`, `league.json`, `team-league.json`)
 * could not be read. Each kind turns it into its own coded problem; `line` is 0 when unknown.
 */
export type ConfigFailure =
  | { reason: 'missing' }
  | { reason: 'not-text' }
  | { reason: 'json'; line: number; detail: string }
  | { reason: 'schema'; issues: z.core.$ZodIssue[]; json: unknown };

export type ReadConfigResult<T> = { ok: true; data: T; text: string } | { ok: false; failure: ConfigFailure; text: string };

/**
 * The one reader of a folder's description file: bytes → text (UTF-8 with or without a BOM, or
 * Windows-1250: formats §1; a binary file is no text) → JSON → the kind's zod schema. Never throws.
 */
export function readConfigFile<S extends z.ZodType>(read: FolderReader, name: string, schema: S): ReadConfigResult<z.infer<S>> {
  const raw = read(name);
  if (raw === null) return { ok: false, failure: { reason: 'missing' }, text: '' };
  // an empty file is JSON with nothing in it; a binary one is no text at all
  const decoded = raw.length === 0 ? ({ ok: true, text: '' } as const) : decodeText(raw);
  if (!decoded.ok) return { ok: false, failure: { reason: 'not-text' }, text: '' };
  const text = decoded.text.replace(/^\uFEFF/, '');
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    const at = jsonErrorPosition(text);
    return { ok: false, failure: { reason: 'json', line: at === null ? 0 : lineAt(text, at), detail: (e as Error).message.split('\n')[0]! }, text };
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) return { ok: false, failure: { reason: 'schema', issues: parsed.error.issues, json }, text };
  return { ok: true, data: parsed.data, text };
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
