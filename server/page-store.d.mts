// Types of page-store.mjs (plain JavaScript, run by the production server without a build step).
import type { Entry, Stored } from './page-cache.mjs';

export class PageStore {
  constructor(options: { dir: string; build: string; maxBytes?: number });
  maxBytes: number;
  /** Bytes of the pages on disk, as this run knows them. */
  bytes: number;
  dir: string;
  build: string;
  writes: number;
  reads: number;
  failures: number;
  /** The file that keeps (bucket, key). */
  fileOf(bucket: string, key: string): string;
  read(bucket: string, key: string, revision: string | number): Promise<Stored | null>;
  write(bucket: string, key: string, revision: string | number, entry: Entry): Promise<void>;
  flush(): Promise<void>;
}
