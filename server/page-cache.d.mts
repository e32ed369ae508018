// Types of page-cache.mjs (plain JavaScript, run by the production server without a build step).
import type { IncomingMessage, ServerResponse } from 'node:http';

export interface Rendered {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}
export interface Stored {
  etag: string;
  headers: [string, string][];
  /** Null for an entry read from the disk store until a client takes the plain bytes (PageCache.plain). */
  identity: Buffer | null;
  gzip: Buffer;
  br: Buffer;
}
export interface Entry extends Stored {
  bytes: number;
  bucket: string;
  fullKey: string;
}
export type Compress = (body: Buffer) => Promise<{ gzip: Buffer; br: Buffer }>;
export interface CacheAddress {
  bucket: string;
  revision: string | number;
  key: string;
  /** false: never kept on disk (the calendar). */
  persist?: boolean;
}

export function compressBody(body: Buffer): Promise<{ gzip: Buffer; br: Buffer }>;
export function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | 'identity';
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean;
export function entityTag(revision: string | number, body: Buffer): string;

export class PageCache {
  constructor(options?: { maxBytes?: number; compress?: Compress; onRender?: (key: string) => void; store?: import('./page-store.mjs').PageStore | null });
  maxBytes: number;
  store: import('./page-store.mjs').PageStore | null;
  renders: number;
  bytes: number;
  get(at: CacheAddress, render: () => Promise<Rendered>): Promise<{ entry: Entry | null; how: 'hit' | 'disk' | 'miss' | 'shared' }>;
  /** The plain bytes of an entry, made once from its gzip copy for an entry read from disk. */
  plain(entry: Entry): Buffer;
  dropBucket(bucket: string): void;
  stats(): { entries: number; bytes: number; renders: number; buckets: { bucket: string; revision: string; entries: number }[] };
}

export function sendEntry(req: IncomingMessage, res: ServerResponse, entry: Entry, cacheControl: string, how?: string, plain?: (entry: Entry) => Buffer): 200 | 304;
