// Types of page-cache.mjs (plain JavaScript, run by the production server without a build step).
import type { IncomingMessage, ServerResponse } from 'node:http';

export interface Rendered {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}
export interface Entry {
  etag: string;
  headers: [string, string][];
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
  bytes: number;
  bucket: string;
  fullKey: string;
}
export type Compress = (body: Buffer) => Promise<{ gzip: Buffer; br: Buffer }>;
export interface CacheAddress {
  bucket: string;
  revision: string | number;
  key: string;
}

export function compressBody(body: Buffer): Promise<{ gzip: Buffer; br: Buffer }>;
export function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | 'identity';
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean;
export function entityTag(revision: string | number, body: Buffer): string;

export class PageCache {
  constructor(options?: { maxBytes?: number; compress?: Compress; onRender?: (key: string) => void });
  maxBytes: number;
  renders: number;
  bytes: number;
  get(at: CacheAddress, render: () => Promise<Rendered>): Promise<{ entry: Entry | null; how: 'hit' | 'miss' | 'shared' }>;
  dropBucket(bucket: string): void;
  stats(): { entries: number; bytes: number; renders: number; buckets: { bucket: string; revision: string; entries: number }[] };
}

export function sendEntry(req: IncomingMessage, res: ServerResponse, entry: Entry, cacheControl: string, how?: string): 200 | 304;
