// Types of page-warmer.mjs (plain JavaScript, run by the production server without a build step).
import type { PageCache, Rendered } from './page-cache.mjs';

export class PageWarmer {
  constructor(options: { cache: PageCache; render: (path: string, host: string | undefined) => Promise<Rendered>; maxPages?: number; minReads?: number; idle?: () => Promise<void>; maxTracked?: number });
  renders: number;
  seen(bucket: string, revision: string | number, key: string, path: string, host: string | undefined): void;
  knows(bucket: string): boolean;
  refresh(bucket: string, revision: string | number, current: () => string | number | null): Promise<number>;
}
