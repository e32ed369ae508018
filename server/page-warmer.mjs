// Renders a season's most read public pages again right after a write (scripts/serve.mjs), so that
// the crowd reloading them after an upload finds them ready instead of each first reader waiting for
// a render. Plain JavaScript: the server runs it without a build step.
//
// The warmer counts the requests of each page of a season (halving the counts at every new revision,
// so that what people read now weighs most). When the server sees that a season's revision changed,
// the `maxPages` most read pages are rendered for the new revision, one after another, through the
// page cache: a reader who asks for one meanwhile shares its render. It stops as soon as the
// revision moves again (a render for an older revision would only be thrown away).
//
// Two things keep warming from costing readers time. A page is warmed only when it was read at least
// `minReads` times per revision lately (its halved count): the crowd's pages are, a page one reader
// looked at once is not (after each write of a busy season, rendering the long tail of player pages
// again took the render thread half a second). And before each render the warmer waits until no
// reader's render is under way (`idle`): a reader never shares the CPU with a render nobody asked for.

export class PageWarmer {
  /**
   * @param {{ cache: import('./page-cache.mjs').PageCache, render: (path: string, host: string | undefined) => Promise<import('./page-cache.mjs').Rendered>, maxPages?: number, minReads?: number, idle?: () => Promise<void>, maxTracked?: number }} options
   */
  constructor({ cache, render, maxPages = 16, minReads = 1, idle = async () => {}, maxTracked = 512 }) {
    this.cache = cache;
    this.render = render;
    this.maxPages = maxPages;
    this.minReads = minReads;
    this.idle = idle;
    this.maxTracked = maxTracked;
    /** bucket → { revision, pages: Map<key, { path, host, count }>, warmed: revision | null } */
    this.buckets = new Map();
    /** pages rendered by the warmer (tests, the benchmark) */
    this.renders = 0;
    this.queue = Promise.resolve();
  }

  /** A request for `key` of a season at `revision` (the page's path and Host header, to render it again). */
  seen(bucket, revision, key, path, host) {
    const r = String(revision);
    let b = this.buckets.get(bucket);
    if (!b) this.buckets.set(bucket, (b = { revision: r, pages: new Map(), warmed: r }));
    if (b.revision !== r) this.age(b, r);
    const page = b.pages.get(key);
    if (page) {
      page.count++;
      page.host = host;
    } else {
      b.pages.set(key, { path, host, count: 1 });
      if (b.pages.size > this.maxTracked) {
        // the least read goes
        let least = null;
        for (const [k, p] of b.pages) if (k !== key && (least === null || p.count < b.pages.get(least).count)) least = k;
        if (least !== null) b.pages.delete(least);
      }
    }
  }

  age(b, revision) {
    b.revision = revision;
    for (const p of b.pages.values()) p.count /= 2;
  }

  /** Whether the warmer knows the season (it was read since the server started). */
  knows(bucket) {
    return this.buckets.has(bucket);
  }

  /**
   * Renders the most read pages of a season for `revision`, after any warming already under way.
   * `current()` gives the season's revision now (read from the database): warming stops when it is
   * no longer `revision`.
   * @returns {Promise<number>} the pages rendered
   */
  refresh(bucket, revision, current) {
    const r = String(revision);
    const b = this.buckets.get(bucket);
    if (!b || b.warmed === r) return Promise.resolve(0);
    b.warmed = r;
    if (b.revision !== r) this.age(b, r);
    const pages = [...b.pages.entries()]
      .filter(([, p]) => p.count >= this.minReads)
      .sort((x, y) => y[1].count - x[1].count)
      .slice(0, this.maxPages);
    const run = async () => {
      let n = 0;
      for (const [key, page] of pages) {
        if (String(current()) !== r) break;
        await this.idle();
        if (String(current()) !== r) break;
        try {
          const { how } = await this.cache.get({ bucket, revision: r, key }, () => this.render(page.path, page.host));
          if (how === 'miss') {
            n++;
            this.renders++;
          }
        } catch {
          // a failed render is the reader's to retry
        }
      }
      return n;
    };
    const done = this.queue.then(run);
    this.queue = done.catch(() => 0);
    return done;
  }
}
