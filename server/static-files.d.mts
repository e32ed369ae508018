// Types of static-files.mjs (plain JavaScript, run by the production server without a build step).
import type { Stats } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { PageCache, Rendered } from './page-cache.mjs';

export const IMMUTABLE: string;
export const REVALIDATE: string;
export class StaticFiles {
  constructor(options: { dir: string; publicFiles: Set<string>; privateCacheControl: string; cache?: PageCache });
  /** Answers a GET or HEAD of a hashed build asset or a public/ file; false: the request is Next's. */
  serve(req: IncomingMessage, res: ServerResponse): Promise<boolean>;
  /** Reads one file (serve() runs one at a time per file and version). */
  load(wanted: { file: string; immutable: boolean; path: string }, s: Stats): Promise<Rendered>;
}
