// The one reading of the revisions of the public seasons and competitions (issue 24), for the
// production server's page cache (scripts/serve.mjs) and the live event streams
// (server/event-streams.mjs): one read-only connection, one statement per question. Every write
// bumps a season's or competition's revision in its transaction, from whichever process or thread
// writes (the Next thread, `gp` in another process); SQLite's data_version moves with every
// commit of another connection. Plain JavaScript: the server runs it without a build step.
import Database from 'better-sqlite3';
import { existsSync } from 'node:fs';

const TABLES = { season: 'id, slug, revision, stamp, public from seasons', competition: 'id, slug, revision, public from competitions' };
const asRow = (r) => r && { ...r, public: r.public === 1 };

/** The revisions of the database at `databasePath` (opened once the file exists: the server may start before the first migration). */
export class Revisions {
  constructor({ databasePath }) {
    this.databasePath = databasePath;
    this.db = null;
  }

  /** The connection, or null while there is no database file. */
  open() {
    if (this.db) return this.db;
    if (!existsSync(this.databasePath)) return null;
    const db = new Database(this.databasePath, { readonly: true, fileMustExist: true });
    db.pragma('busy_timeout = 5000');
    // per kind, one row by slug and every row
    this.statements = Object.fromEntries(Object.entries(TABLES).map(([kind, from]) => [kind, { one: db.prepare(`select ${from} where slug = ?`), all: db.prepare(`select ${from}`) }]));
    this.db = db;
    return db;
  }

  /** SQLite's data_version (null without a database). */
  dataVersion() {
    return this.open() ? this.db.pragma('data_version', { simple: true }) : null;
  }

  /** One season's or competition's row `{ id, revision, stamp?, public }`, or undefined. */
  row(kind, slug) {
    return this.open() ? asRow(this.statements[kind].one.get(slug)) : undefined;
  }

  /** Every season's (or competition's) row by slug, in one query. */
  rows(kind) {
    return new Map(this.open() ? this.statements[kind].all.all().map((r) => [r.slug, asRow(r)]) : []);
  }

  /**
   * What keys a public page's entry in the page cache (server/site-policy.mjs `scope`): `{ bucket,
   * revision, persist }`, or null when its season or competition is missing or not public.
   * A season's revision carries its stamp, which names it among all databases ever restored at this
   * path (after a `~`: not in the ETag); `persist` (kept on disk): a season's pages only — a
   * competition has no stamp, and data_version starts again with every connection.
   * `public`: the pages that read across seasons and competitions, keyed by data_version; a season's
   * calendar page and feed (`calendar`) also change with reservations, which bump no revision: with
   * data_version as well.
   */
  scope({ scope, slug, calendar = false }) {
    if (scope === 'public') return this.open() ? { bucket: `${this.databasePath}\u0000public`, revision: String(this.dataVersion()), persist: false } : null;
    const row = this.row(scope, slug);
    if (!row || !row.public) return null;
    if (scope === 'competition') return { bucket: `${this.databasePath}\u0000competition\u0000${row.id}`, revision: String(row.revision), persist: false };
    const bucket = `${this.databasePath}\u0000${row.id}`;
    if (calendar) return { bucket: `${bucket}\u0000calendar`, revision: `${row.revision}.${this.dataVersion()}`, persist: false };
    return { bucket, revision: this.seasonRevision(row), persist: true };
  }

  /** A season's revision with its stamp (the page cache's and Next's cache handler's key). */
  seasonRevision(row) {
    return `${row.revision}~${row.stamp}`;
  }

  close() {
    this.db?.close();
    this.db = null;
  }
}
