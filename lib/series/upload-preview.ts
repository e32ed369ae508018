import { lcm, rescale } from '@/lib/fraction';
import type { ResultRow } from '@/lib/import/parse-results';
import type { ManualLink } from '@/lib/identity/link-players';
import type { ProposalReason } from '@/lib/identity/spelling';
import type { SpellingProposal } from '@/lib/identity/spelling-proposals';
import { normalizeName } from '@/lib/identity/normalize-name';
import { computeStandings, type ComputeStandingsInput, type ScoredRow, type SeasonTournamentInput, type StandingsNote } from './standings';

interface RankMove {
  key: string;
  name: string;
  before: number | null;
  after: number | null;
  /** Totals in 1/unit of the preview (UploadPreview.unit). */
  totalBefore: number | null;
  totalAfter: number | null;
}

export interface UploadPreview {
  /** The uploaded tournament's rows as the season will see them: link method, eligibility, club. */
  rows: ScoredRow[];
  /** Players whose rank or total changes, biggest rises first. */
  moves: RankMove[];
  /** The totals of `moves` are whole numbers of 1/unit (format with lib/fraction's formatScore). */
  unit: number;
  /** The file's warnings with their codes, no words: the page says them in its language (`describeNote`, lib/i18n/t.ts). */
  notes: StandingsNote[];
  /** Hand links of this tournament that no longer fit a row of the new file. */
  droppedLinks: ManualLink[];
  /** Lines the arbiter should link by hand: the earlier row of a CR or FIDE id written twice (formats §1). */
  linkByHand: number[];
  /** formats §6: "the same player as …?" — a row of the file whose spelling may be another player's, not answered yet. */
  spellingQuestions: SpellingQuestion[];
}

/**
 * formats §6: one proposal about a row of the uploaded file, as the preview asks it. `name` and
 * `sameAs` are the proposal's two spellings as the files write them (what a yes or no answer keeps,
 * lib/identity/spelling-proposals.ts); `here` is the row of this file, `other` the other player's
 * first row in the season.
 */
export interface SpellingQuestion {
  name: string;
  sameAs: string;
  here: { name: string; line: number };
  other: { name: string; file: string; line: number };
  reasons: ProposalReason[];
}

/** The proposals that concern a row of tournament `id`, as the preview's questions, in the file's row order. */
export function spellingQuestions(proposals: readonly SpellingProposal[], rows: readonly Pick<ScoredRow, 'playerKey' | 'line' | 'name'>[]): SpellingQuestion[] {
  const rowOf = new Map<string, Pick<ScoredRow, 'line' | 'name'>>();
  for (const r of rows) if (!rowOf.has(r.playerKey)) rowOf.set(r.playerKey, r);
  const out: SpellingQuestion[] = [];
  for (const p of proposals) {
    const [lessKey, moreKey] = p.keys;
    const hereKey = rowOf.has(lessKey) ? lessKey : rowOf.has(moreKey) ? moreKey : null;
    if (hereKey === null) continue;
    const row = rowOf.get(hereKey)!;
    const other = hereKey === lessKey ? { name: p.sameAs, file: p.sameAsAt.file, line: p.sameAsAt.line } : { name: p.name, file: p.at.file, line: p.at.line };
    out.push({ name: p.name, sameAs: p.sameAs, here: { name: row.name, line: row.line }, other, reasons: p.reasons });
  }
  return out.sort((a, b) => a.here.line - b.here.line);
}

/**
 * What an upload will do, before anything is stored: the season computed without and with the new
 * file (replacing the tournament's current version, if any). Pure.
 */
export function previewUpload(season: ComputeStandingsInput, upload: SeasonTournamentInput): UploadPreview {
  const others = season.tournaments.filter((t) => t.id !== upload.id);
  const before = computeStandings(season);
  const after = computeStandings({ ...season, tournaments: [...others, upload] });
  const was = new Map(before.individual.map((e) => [e.key, e]));
  const now = new Map(after.individual.map((e) => [e.key, e]));
  // the upload may change the season's unit (a new split tie): both sides in one unit
  const unit = lcm(before.unit, after.unit);
  const moves: RankMove[] = [];
  for (const key of new Set([...was.keys(), ...now.keys()])) {
    const b = was.get(key);
    const a = now.get(key);
    if (b?.rank === a?.rank && (a && b ? rescale(b.total, before.unit, unit) === rescale(a.total, after.unit, unit) : a === b)) continue;
    moves.push({ key, name: (a ?? b)!.name, before: b?.rank ?? null, after: a?.rank ?? null, totalBefore: b ? rescale(b.total, before.unit, unit) : null, totalAfter: a ? rescale(a.total, after.unit, unit) : null });
  }
  const gain = (m: RankMove) => (m.before ?? 10_000) - (m.after ?? 10_000);
  moves.sort((x, y) => gain(y) - gain(x) || (x.after ?? 1e9) - (y.after ?? 1e9));
  const t = after.tournaments.find((x) => x.id === upload.id);
  const fileNotes = after.notes.filter((n) => upload.fileName && n.file === upload.fileName);
  const own = after.linkWarnings.filter((w) => w.tournamentId === upload.id);
  return {
    rows: t?.rows ?? [],
    moves,
    unit,
    notes: fileNotes,
    droppedLinks: after.droppedLinks.filter((l) => l.tournamentId === upload.id),
    linkByHand: own.filter((w) => w.code === 'DUPLICATE_PLAYER').map((w) => w.line),
    spellingQuestions: spellingQuestions(after.proposals, t?.rows ?? []),
  };
}

export interface VersionDiff {
  added: string[];
  removed: string[];
  /** `from`/`to` as "place. points"; the parts apart (points in half-points) for a readable "place 8 → 6". */
  changed: { name: string; from: string; to: string; placeFrom: number; placeTo: number; pointsFrom: number; pointsTo: number }[];
}

/** Rows of two versions of a file compared by name: who was added, removed, or has other place/points. */
export function diffVersions(previous: readonly ResultRow[], next: readonly ResultRow[]): VersionDiff {
  // rows are the same player when their names are (rules §2 normalization)
  const key = (r: ResultRow) => normalizeName(r.name);
  const old = new Map(previous.map((r) => [key(r), r]));
  const cur = new Map(next.map((r) => [key(r), r]));
  const fmt = (r: ResultRow) => `${r.place}. ${r.points / 2}`;
  const changed: VersionDiff['changed'] = [];
  for (const [k, r] of cur) {
    const o = old.get(k);
    if (o && (o.place !== r.place || o.points !== r.points)) changed.push({ name: r.name, from: fmt(o), to: fmt(r), placeFrom: o.place, placeTo: r.place, pointsFrom: o.points, pointsTo: r.points });
  }
  return {
    added: [...cur.keys()].filter((k) => !old.has(k)).map((k) => cur.get(k)!.name),
    removed: [...old.keys()].filter((k) => !cur.has(k)).map((k) => old.get(k)!.name),
    changed,
  };
}
