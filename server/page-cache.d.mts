// Types of page-cache.mjs (plain JavaScript, run by the production server without a build step).
import type { IncomingMessage, ServerResponse } from 'node:http';

export interface Rendered {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  /** false: kept and sent as it is, without brotli and gzip copies (a small or binary static file). */
  compress?: boolean;
}
export interface Stored {
  etag: string;
  headers: [string, string][];
  /** The bytes of an entry kept without compressed copies (`compress: false`), else null (sendEntry inflates the gzip copy). */
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

export function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | 'identity';
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean;

/** Where and within how many bytes the pages are kept on disk as well. */
export interface StoreSettings {
  dir: string;
  build: string;
  maxBytes?: number;
}
/** The disk tier of a PageCache. */
export interface DiskTier {
  dir: string;
  build: string;
  maxBytes: number;
  /** Bytes of the pages on disk, as this run knows them. */
  bytes: number;
  /** The file that keeps (bucket, key). */
  fileOf(bucket: string, key: string): string;
  flush(): Promise<void>;
}
/** The production server's disk settings from the environment (GP_PAGE_STORE, _DIR, _MB), or null. */
export function pageStore(dir: string, databasePath: string, env?: Record<string, string | undefined>): StoreSettings | null;

export class PageCache {
  constructor(options?: { maxBytes?: number; compress?: Compress; store?: StoreSettings | null });
  maxBytes: number;
  store: DiskTier | null;
  bytes: number;
  get(at: CacheAddress, render: () => Promise<Rendered>): Promise<{ entry: Entry | null; how: 'hit' | 'disk' | 'miss' | 'shared' }>;
  dropBucket(bucket: string): void;
  /** Once every disk write under way is done. */
  flush(): Promise<void> | undefined;
  stats(): { entries: number; bytes: number };
}

export function sendEntry(req: IncomingMessage, res: ServerResponse, entry: Entry, cacheControl: string, how?: string): Promise<200 | 304>;
