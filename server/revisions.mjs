// The one reading of the revisions of the public seasons and competitions (issue 24), for the page
// cache (scripts/serve.mjs) and the live event streams (server/event-streams.mjs): one read-only
// connection. Every write bumps its season's or competition's revision in its transaction, from
// whichever thread or process; SQLite's data_version moves with every other connection's commit.
import Database from 'better-sqlite3';
import { existsSync } from 'node:fs';

const TABLES = { season: 'id, slug, revision, stamp, public from seasons', competition: 'id, slug, revision, public from competitions' };
const asRow = (r) => r && { ...r, public: r.public === 1 };

export class Revisions {
  constructor({ databasePath }) {
    this.databasePath = databasePath;
    this.db = null;
  }
  /** The connection, or null while there is no database file (the server may start before the first migration). */
  open() {
    if (this.db || !existsSync(this.databasePath)) return this.db;
    const db = new Database(this.databasePath, { readonly: true, fileMustExist: true });
    db.pragma('busy_timeout = 5000');
    this.statements = Object.fromEntries(Object.entries(TABLES).map(([kind, from]) => [kind, { one: db.prepare(`select ${from} where slug = ?`), all: db.prepare(`select ${from}`) }]));
    return (this.db = db);
  }
  dataVersion() {
    return this.open() ? this.db.pragma('data_version', { simple: true }) : null;
  }
  /** One season's or competition's row `{ id, revision, stamp?, public }`, or undefined. */
  row(kind, slug) {
    return this.open() ? asRow(this.statements[kind].one.get(slug)) : undefined;
  }
  /** Every season's (or competition's) row by slug. */
  rows(kind) {
    return new Map(this.open() ? this.statements[kind].all.all().map((r) => [r.slug, asRow(r)]) : []);
  }
  // What keys a public page's entry (server/site-policy.mjs `scope`): `{ bucket, revision, persist }`,
  // or null when its season or competition is missing or not public. A season's revision carries its
  // stamp after `~` (it names the database among those restored at this path), so only its pages go
  // to disk; a season's calendar also changes with reservations: data_version too, as for `public`.
  scope({ scope, slug, calendar = false }) {
    if (scope === 'public') return this.open() ? { bucket: `${this.databasePath}\u0000public`, revision: String(this.dataVersion()), persist: false } : null;
    const row = this.row(scope, slug);
    if (!row?.public) return null;
    if (scope === 'competition') return { bucket: `${this.databasePath}\u0000competition\u0000${row.id}`, revision: String(row.revision), persist: false };
    const bucket = `${this.databasePath}\u0000${row.id}`;
    if (calendar) return { bucket: `${bucket}\u0000calendar`, revision: `${row.revision}.${this.dataVersion()}`, persist: false };
    return { bucket, revision: `${row.revision}~${row.stamp}`, persist: true };
  }
  close() {
    this.db?.close();
    this.db = null;
  }
}
