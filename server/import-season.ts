import { inEnglish } from '@/lib/problem';
import type { LoadedSeason } from '@/lib/season/season-folder';
import { writeTransaction, type Connection } from '@/db/client';
import type { Season } from '@/db/schema';
import type { Actor } from '@/db/queries/audit';
import { createSeason } from '@/server/seasons';
import { getSeasonBySlug, updateSeasonRow } from '@/db/queries/seasons';
import { putRegistry, uploadTournament } from '@/server/uploads';
import { saveSpellingAnswer } from '@/server/workspace/spellings';
import { bumpRevision } from '@/db/queries/seasons';

export class ImportRefused extends Error {
  constructor(readonly errors: string[]) {
    super(errors.join('\n'));
  }
}

/**
 * A whole season folder (already loaded and validated by lib/season) into the database, as one
 * transaction: the season, its registry and every tournament file — all or nothing.
 */
export function importSeason(conn: Connection, actor: Actor, loaded: LoadedSeason, slug: string, rulesOverrides: Record<string, unknown>): Season {
  return writeTransaction(conn, () => {
    const created = createSeason(conn, actor, { slug, name: loaded.name, year: loaded.year, preset: loaded.preset, rules: rulesOverrides });
    if (!created.ok) throw new ImportRefused(created.errors.map((e) => inEnglish(e).message));
    let season = created.value;
    // formats §3 `remaining`: kept as the arbiter's count of tournaments still to come (issue 14)
    if (loaded.remaining) updateSeasonRow(conn, season.id, { remainingRegular: loaded.remaining.regular, remainingFinal: loaded.remaining.final });
    if (loaded.registryFile) {
      const r = putRegistry(conn, actor, season, loaded.registryFile.fileName, loaded.registryFile.bytes);
      if (!r.ok) throw new ImportRefused(r.errors.map((e) => `${loaded.registryFile!.fileName} line ${e.line}: ${inEnglish(e).message}`));
    }
    for (const t of loaded.tournaments) {
      const file = loaded.files.get(t.id)!;
      season = getSeasonBySlug(conn, slug)!;
      const r = uploadTournament(conn, actor, { season, code: t.id, name: t.name, date: t.date, final: !!t.final, fileName: file.fileName, bytes: file.bytes });
      if (!r.ok) throw new ImportRefused(r.errors.map((e) => `${file.fileName}${e.line ? ` line ${e.line}` : ''}: ${inEnglish(e).message}`));
    }
    // formats §6: the folder's aliases.csv becomes the season's spelling answers (each audited)
    for (const answer of loaded.aliases?.answers ?? []) saveSpellingAnswer(conn, actor, season, answer);
    if (loaded.aliases?.answers.length) bumpRevision(conn, season.id);
    return getSeasonBySlug(conn, slug)!;
  });
}
