import { sql } from 'drizzle-orm';
import { blob, index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';

const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`;

export const users = sqliteTable('users', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  email: text('email').notNull().unique(),
  /** argon2id (PHC string). */
  passwordHash: text('password_hash').notNull(),
  /** `captain`: a team captain's account; what it may do is bound by `competition_captains` rows. */
  role: text('role', { enum: ['arbiter', 'organizer', 'captain'] }).notNull(),
  club: text('club'),
  createdAt: text('created_at').notNull().default(now),
  /** Failed sign-ins in a row; from the 5th on, each sign-in waits (see db/queries/sign-in.ts). */
  failedSignIns: integer('failed_sign_ins').notNull().default(0),
  lockedUntil: text('locked_until'),
  /** Set when the account is removed: its sessions and tokens stop working; its history stays. */
  removedAt: text('removed_at'),
});
export type User = typeof users.$inferSelect;

/**
 * A signed-in browser. The cookie carries a random id; only its sha256 is stored, and every request
 * checks the row: signing out, changing the password or removing the account revokes it at once.
 */
export const sessions = sqliteTable(
  'sessions',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    tokenHash: text('token_hash').notNull().unique(),
    userId: integer('user_id').notNull().references(() => users.id),
    createdAt: text('created_at').notNull().default(now),
    lastSeenAt: text('last_seen_at').notNull().default(now),
    address: text('address'),
    userAgent: text('user_agent'),
    revokedAt: text('revoked_at'),
    /** "sign-out", "password-change", "account-removed", "revoked". */
    revokedReason: text('revoked_reason'),
  },
  (t) => [index('sessions_user').on(t.userId)],
);
export type SessionRow = typeof sessions.$inferSelect;

/** Failed sign-ins per client address (the per-address limit, next to the per-account one). */
export const signInAddresses = sqliteTable('sign_in_addresses', {
  address: text('address').primaryKey(),
  failedSignIns: integer('failed_sign_ins').notNull().default(0),
  lockedUntil: text('locked_until'),
  lastAttemptAt: text('last_attempt_at').notNull(),
});

/** Site settings, e.g. the session secret generated on first use. */
export const settings = sqliteTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

export const apiTokens = sqliteTable('api_tokens', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  userId: integer('user_id').notNull().references(() => users.id),
  /** sha256 of the token: the token itself is shown once and never stored. */
  tokenHash: text('token_hash').notNull().unique(),
  label: text('label').notNull().default(''),
  createdAt: text('created_at').notNull().default(now),
  lastUsedAt: text('last_used_at'),
  revokedAt: text('revoked_at'),
});

export const seasons = sqliteTable('seasons', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  year: integer('year').notNull(),
  preset: text('preset').notNull(),
  /** The overrides given for the preset (formats §3 `rules`), as JSON. */
  rulesJson: text('rules_json').notNull().default('{}'),
  public: integer('public', { mode: 'boolean' }).notNull().default(true),
  /** Bumped by every write to the season: caches of its standings are keyed by it. */
  revision: integer('revision').notNull().default(0),
  /**
   * Random, renewed with every revision (db/queries/seasons.ts): with the revision it names one
   * state of the season, even in a database restored from a backup (pages kept on disk, issue 12).
   */
  stamp: text('stamp').notNull().default(''),
  createdAt: text('created_at').notNull().default(now),
  /**
   * Issue 14: regular tournaments still to come as the arbiter set them (formats §3 `remaining`);
   * null = counted from the calendar. `remainingFinal`: whether the Final is still to come then.
   */
  remainingRegular: integer('remaining_regular'),
  remainingFinal: integer('remaining_final', { mode: 'boolean' }).notNull().default(false),
});
export type Season = typeof seasons.$inferSelect;

export const tournaments = sqliteTable(
  'tournaments',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    seasonId: integer('season_id').notNull().references(() => seasons.id),
    /** The tournament id of the season ("gp01", "final"). */
    code: text('code').notNull(),
    name: text('name').notNull(),
    date: text('date').notNull(),
    final: integer('final', { mode: 'boolean' }).notNull().default(false),
    rounds: integer('rounds'),
    /** The version whose rows count; null until the first upload. */
    currentVersionId: integer('current_version_id'),
    deletedAt: text('deleted_at'),
  },
  (t) => [uniqueIndex('tournaments_season_code').on(t.seasonId, t.code)],
);
export type Tournament = typeof tournaments.$inferSelect;

/** Every upload of a results file, kept byte for byte. */
export const uploadVersions = sqliteTable(
  'upload_versions',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    tournamentId: integer('tournament_id').notNull().references(() => tournaments.id),
    version: integer('version').notNull(),
    fileName: text('file_name').notNull(),
    bytes: blob('bytes', { mode: 'buffer' }).notNull(),
    sha256: text('sha256').notNull(),
    encoding: text('encoding').notNull(),
    delimiter: text('delimiter').notNull(),
    style: text('style').notNull(),
    /** Whether the file has a region column (eligibility without a registry). */
    hasRegion: integer('has_region', { mode: 'boolean' }).notNull(),
    rows: integer('rows').notNull(),
    uploadedBy: integer('uploaded_by').references(() => users.id),
    uploadedAt: text('uploaded_at').notNull().default(now),
    /**
     * Issue 25: the file of a tournament in progress, after round `inProgressRound` of
     * `inProgressOf` (lib/series/tournament-progress.ts); both null for a finished tournament.
     */
    inProgressRound: integer('in_progress_round'),
    inProgressOf: integer('in_progress_of'),
    /** Issue 37: the table of the file the rows were read from, when the arbiter picked one of several (formats §1); null = the first results table. */
    tableIndex: integer('table_index'),
  },
  (t) => [uniqueIndex('upload_versions_tournament_version').on(t.tournamentId, t.version)],
);

/** The validated rows of one upload version. Points in half-points. */
export const results = sqliteTable(
  'results',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    versionId: integer('version_id').notNull().references(() => uploadVersions.id),
    line: integer('line').notNull(),
    place: integer('place').notNull(),
    name: text('name').notNull(),
    pointsHalf: integer('points_half').notNull(),
    crId: text('cr_id'),
    fideId: text('fide_id'),
    birthYear: integer('birth_year'),
    sex: text('sex', { enum: ['M', 'F'] }),
    club: text('club'),
    region: text('region'),
    rating: integer('rating'),
    category: text('category'),
    fed: text('fed'),
    /** Issue 37 (rule-variants "ties by score"): the place shared with every row equal on points and every tie-break column of the file; null = `place`. */
    scorePlace: integer('score_place'),
  },
  (t) => [index('results_version').on(t.versionId)],
);
export type Result = typeof results.$inferSelect;

/** Every upload of the register, kept byte for byte; the latest one is the season's registry. */
export const registryUploads = sqliteTable('registry_uploads', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  seasonId: integer('season_id').notNull().references(() => seasons.id),
  fileName: text('file_name').notNull(),
  bytes: blob('bytes', { mode: 'buffer' }).notNull(),
  sha256: text('sha256').notNull(),
  players: integer('players').notNull(),
  uploadedBy: integer('uploaded_by').references(() => users.id),
  uploadedAt: text('uploaded_at').notNull().default(now),
});

/** Membership periods of registry players (formats §2), of the season's current register. */
export const registryPlayers = sqliteTable(
  'registry_players',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    seasonId: integer('season_id').notNull().references(() => seasons.id),
    uploadId: integer('upload_id').references(() => registryUploads.id),
    line: integer('line').notNull(),
    crId: text('cr_id').notNull(),
    name: text('name').notNull(),
    fideId: text('fide_id'),
    birthYear: integer('birth_year'),
    sex: text('sex', { enum: ['M', 'F'] }),
    rating: integer('rating'),
    category: text('category'),
    fed: text('fed'),
    club: text('club'),
    region: text('region'),
    from: text('from'),
    to: text('to'),
  },
  (t) => [index('registry_players_season').on(t.seasonId, t.crId), index('registry_players_birth').on(t.seasonId, t.birthYear), index('registry_players_fide').on(t.seasonId, t.fideId)],
);

/** Who did what, for every write. */
export const auditLog = sqliteTable(
  'audit_log',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    at: text('at').notNull().default(now),
    userId: integer('user_id').references(() => users.id),
    /** "api", "cli", "web" or "seed". */
    via: text('via').notNull(),
    action: text('action').notNull(),
    seasonId: integer('season_id'),
    details: text('details').notNull().default('{}'),
  },
  (t) => [index('audit_log_season').on(t.seasonId)],
);
export type AuditEntry = typeof auditLog.$inferSelect;

/**
 * The arbiter's decision for a row of a tournament: link it to a registry player (crId) or keep it
 * apart (crId null). Keyed by the row's normalized name, so it survives re-uploads of the file.
 */
export const manualLinks = sqliteTable(
  'manual_links',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    seasonId: integer('season_id').notNull().references(() => seasons.id),
    tournamentCode: text('tournament_code').notNull(),
    normalizedName: text('normalized_name').notNull(),
    /** The row the link is about: name, birth year and place (null place: an older link by name only). */
    birthYear: integer('birth_year'),
    place: integer('place'),
    line: integer('line'),
    crId: text('cr_id'),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: text('created_at').notNull().default(now),
  },
  (t) => [index('manual_links_tournament').on(t.seasonId, t.tournamentCode, t.normalizedName)],
);
export type ManualLinkRow = typeof manualLinks.$inferSelect;

/**
 * formats §6: the arbiter's answer about two spellings of a season's files (the upload preview's
 * "the same player as …?"): `same` — the rows spelled `name` are the player spelled `sameAs`; not
 * `same` — two people, not asked again. The spellings as written and their keys
 * (lib/identity/spelling.ts `spellingKey`), one answer per pair of keys; applied to every upload.
 */
export const spellingAnswers = sqliteTable(
  'spelling_answers',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    seasonId: integer('season_id').notNull().references(() => seasons.id),
    name: text('name').notNull(),
    sameAs: text('same_as').notNull(),
    nameKey: text('name_key').notNull(),
    sameAsKey: text('same_as_key').notNull(),
    same: integer('same', { mode: 'boolean' }).notNull(),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: text('created_at').notNull().default(now),
  },
  (t) => [uniqueIndex('spelling_answers_pair').on(t.seasonId, t.nameKey, t.sameAsKey)],
);
export type SpellingAnswerRow = typeof spellingAnswers.$inferSelect;

/** A date reserved in the season's calendar by an organizer (or entered by the arbiter). Regulation §1.11. */
export const reservations = sqliteTable(
  'reservations',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    seasonId: integer('season_id').notNull().references(() => seasons.id),
    date: text('date').notNull(),
    name: text('name').notNull(),
    city: text('city').notNull(),
    venue: text('venue'),
    club: text('club'),
    contact: text('contact'),
    rounds: integer('rounds'),
    tempo: text('tempo'),
    /** Planned entry fees and prizes (JSON), for the compliance check. */
    feesJson: text('fees_json'),
    prizesJson: text('prizes_json'),
    final: integer('final', { mode: 'boolean' }).notNull().default(false),
    status: text('status', { enum: ['confirmed', 'awaiting-agreement', 'rejected', 'cancelled'] }).notNull(),
    ownerId: integer('owner_id').notNull().references(() => users.id),
    createdAt: text('created_at').notNull().default(now),
  },
  (t) => [index('reservations_season_date').on(t.seasonId, t.date)],
);
export type Reservation = typeof reservations.$inferSelect;

/**
 * Issue 41: the organizer's announcement of a reserved tournament — what the reservation does not
 * hold already (its venue, tempo, rounds, contact, fees and prizes are the reservation's own).
 */
export const announcements = sqliteTable('announcements', {
  reservationId: integer('reservation_id').primaryKey().references(() => reservations.id),
  /** The organizer's own words (plain text, shown escaped, line breaks kept). */
  text: text('text').notNull().default(''),
  /** The first round's start, "10:00". */
  startsAt: text('starts_at'),
  arbiter: text('arbiter'),
  /** The most players the organizer takes; later entries wait. Null: no limit. */
  entryLimit: integer('entry_limit'),
  /** When the organizer closed entries; null: open until the tournament's date. */
  entriesClosedAt: text('entries_closed_at'),
  updatedAt: text('updated_at').notNull(),
});
export type Announcement = typeof announcements.$inferSelect;

/** Issue 41 (formats §7): a player's entry to a reserved tournament. */
export const entries = sqliteTable(
  'entries',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    reservationId: integer('reservation_id').notNull().references(() => reservations.id),
    name: text('name').notNull(),
    birthYear: integer('birth_year').notNull(),
    sex: text('sex', { enum: ['M', 'F'] }).notNull(),
    club: text('club'),
    crId: text('cr_id'),
    fideId: text('fide_id'),
    /** The register's national rating, when the entrant was found in it. */
    rating: integer('rating'),
    fed: text('fed'),
    /** lib/entries/categories.ts EntryCategory. */
    category: text('category', { enum: ['junior14', 'woman', 'junior18', 'veteran60', 'senior'] }).notNull(),
    feeGrosze: integer('fee_grosze'),
    /** How the entrant was found in the register (crId, fideId, name); null: not in it. */
    foundBy: text('found_by', { enum: ['crId', 'fideId', 'name'] }),
    /** When the player agreed to their name and club being published (the form's words). */
    consentAt: text('consent_at').notNull(),
    /** sha256 of the withdrawal code (lib/entries/withdrawal-code.ts); null for the organizer's own additions. */
    codeHash: text('code_hash'),
    /** sha256 of the sending client's key (an address, an IPv6 /64), for the rate limits only. */
    clientHash: text('client_hash'),
    via: text('via', { enum: ['web', 'api', 'organizer'] }).notNull(),
    createdAt: text('created_at').notNull(),
    paid: integer('paid', { mode: 'boolean' }).notNull().default(false),
    present: integer('present', { mode: 'boolean' }).notNull().default(false),
    waiting: integer('waiting', { mode: 'boolean' }).notNull().default(false),
    withdrawnAt: text('withdrawn_at'),
  },
  (t) => [index('entries_reservation').on(t.reservationId, t.id), index('entries_client').on(t.clientHash, t.createdAt)],
);
export type Entry = typeof entries.$inferSelect;

/** The answer each organizer with a confirmed tournament that weekend owes a waiting reservation. */
export const reservationAgreements = sqliteTable(
  'reservation_agreements',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    reservationId: integer('reservation_id').notNull().references(() => reservations.id),
    organizerId: integer('organizer_id').notNull().references(() => users.id),
    agree: integer('agree', { mode: 'boolean' }),
    answeredAt: text('answered_at'),
  },
  (t) => [uniqueIndex('reservation_agreements_pair').on(t.reservationId, t.organizerId)],
);

/**
 * A competition computed from games (an open, a round-robin league, a team league): the folder of
 * its command-line contract kept in the database. `kind` names the competition code that reads it.
 */
export const competitions = sqliteTable('competitions', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  slug: text('slug').notNull().unique(),
  kind: text('kind').notNull(),
  name: text('name').notNull(),
  public: integer('public', { mode: 'boolean' }).notNull().default(true),
  /** Bumped by every write: computed views are memoized by it. */
  revision: integer('revision').notNull().default(0),
  createdAt: text('created_at').notNull().default(now),
});
export type Competition = typeof competitions.$inferSelect;

/** Every version of every file of a competition, byte for byte (the highest version is current). */
export const competitionFiles = sqliteTable(
  'competition_files',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    competitionId: integer('competition_id').notNull().references(() => competitions.id),
    name: text('name').notNull(),
    version: integer('version').notNull(),
    bytes: blob('bytes', { mode: 'buffer' }).notNull(),
    sha256: text('sha256').notNull(),
    uploadedBy: integer('uploaded_by').references(() => users.id),
    uploadedAt: text('uploaded_at').notNull().default(now),
  },
  (t) => [uniqueIndex('competition_files_version').on(t.competitionId, t.name, t.version)],
);

/**
 * A captain of a team of a team league (issue 10): the account may submit the board results of that
 * team's matches for the arbiter to confirm, nothing else. `team` is the team's name as teams.csv
 * writes it. Revoked grants stay for the history of their submissions.
 */
export const competitionCaptains = sqliteTable(
  'competition_captains',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id').notNull().references(() => users.id),
    competitionId: integer('competition_id').notNull().references(() => competitions.id),
    team: text('team').notNull(),
    grantedBy: integer('granted_by').references(() => users.id),
    createdAt: text('created_at').notNull().default(now),
    revokedAt: text('revoked_at'),
  },
  (t) => [index('competition_captains_user').on(t.userId), index('competition_captains_competition').on(t.competitionId)],
);

/**
 * A match result a captain submitted: pending until the arbiter confirms it (its boards are then
 * written into the league's board-results CSV as a new version) or rejects it with a reason. Not in
 * the standings while pending. `boards` is the JSON of the match's rows.
 */
export const captainSubmissions = sqliteTable(
  'captain_submissions',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    competitionId: integer('competition_id').notNull().references(() => competitions.id),
    /** The submitting captain's team. */
    team: text('team').notNull(),
    round: integer('round').notNull(),
    home: text('home').notNull(),
    away: text('away').notNull(),
    /** JSON: [{board, homePlayer, awayPlayer, result}] or [] with `forfeit`. */
    boards: text('boards').notNull(),
    forfeit: text('forfeit'),
    status: text('status', { enum: ['pending', 'confirmed', 'rejected'] }).notNull().default('pending'),
    submittedBy: integer('submitted_by').notNull().references(() => users.id),
    submittedAt: text('submitted_at').notNull().default(now),
    decidedBy: integer('decided_by').references(() => users.id),
    decidedAt: text('decided_at'),
    reason: text('reason'),
    /** The board-results file the confirmation wrote, and its version. */
    fileName: text('file_name'),
    fileVersion: integer('file_version'),
  },
  (t) => [index('captain_submissions_competition').on(t.competitionId, t.status)],
);
export type CaptainSubmission = typeof captainSubmissions.$inferSelect;

/**
 * Issue 38: what the pages that read across the archive need of one public season (`s{id}`) or
 * competition (`c{id}`), derived once per revision from its own computation (server/kept.ts) and
 * kept, so that a player's page or the home page never computes the standings of every season.
 * `basis` says which state of the source it was computed from (revision, stamp, name …), `version`
 * which code (KEPT_VERSION): a row whose basis or version differs is computed again on first need.
 */
export const keptSources = sqliteTable('kept_sources', {
  source: text('source').primaryKey(),
  basis: text('basis').notNull(),
  version: integer('version').notNull(),
  /** JSON: the home page's line — a season's SeasonSummaryBasis, a competition's CompetitionSummary (null: not published). */
  summary: text('summary'),
  /** A competition's summary holds for the days from `summaryFrom` to `summaryUntil` (null: from then on). */
  summaryFrom: text('summary_from'),
  summaryUntil: text('summary_until'),
  /** A hash of what linking its people reads (names, ids, birth years, aliases, clubs, the competition): equal, a change links nobody anew (issue 38, migration 0014). */
  identity: text('identity'),
});
/** A kept source's row with its people (kept_source_people; null until a page needs them). */
export type KeptSource = typeof keptSources.$inferSelect & { people: string | null };

/**
 * Issue 38, migration 0015: a source's people — the appearances of its people and clubs
 * (lib/people/appearance.ts), and a Grand Prix season's player profiles by player key, as JSON — in
 * a table of their own, so that reading the sources' small rows (the home page's summaries, a
 * restart's check) never walks these large values.
 */
export const keptSourcePeople = sqliteTable('kept_source_people', {
  source: text('source').primaryKey(),
  people: text('people').notNull(),
});

/**
 * Issue 38 (migration 0016): a Grand Prix season's progression chart kept per revision — the row of
 * the empty player holds the basis it was computed from, the code's version and the tournaments
 * (JSON `[{ tournament, date }]`); a player's row their points (JSON `[total, rank, …]`, null where
 * not classified yet). A season's player page reads its player's row (server/standings.ts).
 */
export const keptProgression = sqliteTable(
  'kept_progression',
  {
    source: text('source').notNull(),
    player: text('player').notNull(),
    basis: text('basis'),
    version: integer('version'),
    points: text('points').notNull(),
  },
  (t) => [primaryKey({ columns: [t.source, t.player] })],
);

/** Issue 38: the people's directory as last linked (lib/people), one row a person: what the search lists (by key). Their entries are kept per appearance (`kept_appearances`). */
export const keptPeople = sqliteTable(
  'kept_people',
  {
    key: text('key').primaryKey(),
    /** The key without its namesakes' -2, -3 … (lib/people/link-people.ts baseKey): people of one base are linked together. */
    base: text('base').notNull(),
    name: text('name').notNull(),
    club: text('club'),
    competitions: integer('competitions').notNull(),
  },
  (t) => [index('kept_people_base').on(t.base)],
);

/**
 * Issue 38 (migration 0014): one appearance of a kept source with the person it was linked to, the
 * facts that linked it (JSON: competition, key, names, ids, birth year, club), its club's slug and
 * year, and the person's entry for it (JSON: the PersonEntry and a Grand Prix entry's profile). A
 * player's page reads its person's rows; a change to a source links again only the people it touches.
 */
export const keptAppearances = sqliteTable(
  'kept_appearances',
  {
    source: text('source').notNull(),
    ord: integer('ord').notNull(),
    /** `{league id}|{local key}`: the appearance inside its source (a season player's page finds its person by it). */
    entry: text('entry').notNull(),
    person: text('person').notNull(),
    facts: text('facts').notNull(),
    club: text('club'),
    year: integer('year'),
    data: text('data').notNull(),
  },
  (t) => [primaryKey({ columns: [t.source, t.ord] }), index('kept_appearances_person').on(t.person), index('kept_appearances_entry').on(t.source, t.entry), index('kept_appearances_club').on(t.club)],
);

/** Issue 38 (migration 0014): the values an appearance is linked by (`cr:` id, `fide:` id, `nk:` each name's key): who may be the same person. */
export const keptValues = sqliteTable(
  'kept_values',
  {
    value: text('value').notNull(),
    source: text('source').notNull(),
    entry: text('entry').notNull(),
    /** The appearance's person (a source's values are written again whenever one of its appearances changes person). */
    person: text('person').notNull(),
  },
  (t) => [index('kept_values_value').on(t.value, t.person), index('kept_values_source').on(t.source)],
);

/** Issue 38 (migration 0014): a club's part in a kept source (JSON: the ClubAppearance), by the club's slug. */
export const keptTeams = sqliteTable(
  'kept_teams',
  {
    source: text('source').notNull(),
    ord: integer('ord').notNull(),
    club: text('club').notNull(),
    data: text('data').notNull(),
  },
  (t) => [primaryKey({ columns: [t.source, t.ord] }), index('kept_teams_club').on(t.club)],
);

/** Issue 38: the clubs of the directory as last linked, one row a club (the search lists them by slug). */
export const keptClubs = sqliteTable('kept_clubs', {
  slug: text('slug').primaryKey(),
  name: text('name').notNull(),
  players: integer('players').notNull(),
  /** JSON: the DirectoryClub without its teams (those are kept per source: `kept_teams`). */
  data: text('data').notNull(),
});

/** Issue 38: one row: which sources (and which code) the kept people and clubs were linked from. */
export const keptDirectory = sqliteTable('kept_directory', {
  id: integer('id').primaryKey(),
  fingerprint: text('fingerprint').notNull(),
  /** JSON: the directory's competitions (the search lists them). */
  competitions: text('competitions').notNull(),
  /** JSON: each source as it was linked, in order: [id, basis, version, identity] (migration 0014). */
  linked: text('linked'),
  /** Changes when the search's lines change (a linking, the competitions): keys the search's index in memory. */
  listing: text('listing'),
});
