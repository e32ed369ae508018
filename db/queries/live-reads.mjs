// The statements of the production server's own read-only connection (issue 39: SQL only in db/):
// the revisions of the public seasons and competitions that key the page cache (server/revisions.mjs)
// and the audit lines the live event streams send (server/event-streams.mjs). Plain JavaScript, with
// better-sqlite3's statements rather than drizzle: the server runs it without a build step, before
// and beside Next.
import Database from 'better-sqlite3';
import { cacheSizePragma, siteCacheMb } from '../cache-size.mjs';

/** A read-only connection to the database at `databasePath` (which must exist), waiting up to 5 s for a writer's lock. */
export function openReadOnly(databasePath) {
  const db = new Database(databasePath, { readonly: true, fileMustExist: true });
  db.pragma('busy_timeout = 5000');
  db.pragma(cacheSizePragma(siteCacheMb()));
  return db;
}

const DATA_VERSION = new WeakMap();
/**
 * SQLite's data_version: it moves with every commit of another connection. Its statement is
 * prepared once per connection (db.pragma() prepares one on every call: three times the cost,
 * on every page the production server answers from its cache).
 */
export function dataVersion(db) {
  let statement = DATA_VERSION.get(db);
  if (!statement) DATA_VERSION.set(db, (statement = db.prepare('PRAGMA data_version').pluck()));
  return statement.get();
}

const REVISION_COLUMNS = { season: 'id, slug, revision, stamp, public from seasons', competition: 'id, slug, revision, public from competitions' };
const asRevisionRow = (r) => r && { ...r, public: r.public === 1 };

/** The revisions of seasons and competitions: `row(kind, slug)` one row (or undefined), `rows(kind)` every row. */
export function revisionReads(db) {
  const statements = Object.fromEntries(Object.entries(REVISION_COLUMNS).map(([kind, from]) => [kind, { one: db.prepare(`select ${from} where slug = ?`), all: db.prepare(`select ${from}`) }]));
  return {
    row: (kind, slug) => asRevisionRow(statements[kind].one.get(slug)),
    rows: (kind) => statements[kind].all.all().map(asRevisionRow),
  };
}

/** The audit lines the live streams send: the last id, a season's or a competition's lines after an id, a season's tournament names. */
export function auditReads(db) {
  const lastAudit = db.prepare('select coalesce(max(id), 0) as id from audit_log');
  const seasonAudit = db.prepare('select id, at, action, details from audit_log where id > ? and season_id = ? order by id');
  // a competition's lines name it in their details (season_id is null); bounded by the id
  const competitionAudit = db.prepare("select id, at, action, details from audit_log where id > ? and season_id is null and action in ('competition.file', 'competition.exclusion', 'captain.confirm') and json_extract(details, '$.slug') = ? order by id");
  const tournamentNames = db.prepare('select code, name from tournaments where season_id = ?');
  return {
    lastAuditId: () => lastAudit.get().id,
    seasonAuditAfter: (afterId, seasonId) => seasonAudit.all(afterId, seasonId),
    competitionAuditAfter: (afterId, slug) => competitionAudit.all(afterId, slug),
    tournamentNames: (seasonId) => tournamentNames.all(seasonId),
  };
}
