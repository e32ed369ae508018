// The one reading of the revisions of the public seasons and competitions (issue 24), for the page
// cache (scripts/serve.mjs) and the live event streams (server/event-streams.mjs): one read-only
// connection. Every write bumps its season's or competition's revision in its transaction, from
// whichever thread or process; SQLite's data_version moves with every other connection's commit.
import { existsSync } from 'node:fs';
import { dataVersion, openReadOnly, revisionReads } from '../db/queries/live-reads.mjs';

export class Revisions {
  constructor({ databasePath }) {
    this.databasePath = databasePath;
    this.db = null;
  }
  /** The connection, or null while there is no database file (the server may start before the first migration). */
  open() {
    if (this.db || !existsSync(this.databasePath)) return this.db;
    const db = openReadOnly(this.databasePath);
    this.reads = revisionReads(db);
    return (this.db = db);
  }
  dataVersion() {
    return this.open() ? dataVersion(this.db) : null;
  }
  /** One season's or competition's row `{ id, revision, stamp?, public }`, or undefined. */
  row(kind, slug) {
    return this.open() ? this.reads.row(kind, slug) : undefined;
  }
  /** Every season's (or competition's) row by slug. */
  rows(kind) {
    return new Map(this.open() ? this.reads.rows(kind).map((r) => [r.slug, r]) : []);
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
