import 'server-only';
import type { Connection } from '@/db/client';
import type { Competition, Season } from '@/db/schema';
import { competitionKind } from '@/lib/competitions/registry';
import { playerSheet, seasonSheets, tournamentSheet } from '@/lib/export/season-sheets';
import { writeXlsx, XLSX_CONTENT_TYPE } from '@/lib/export/xlsx';
import { langParam } from '@/lib/i18n/lang-path';
import type { Lang } from '@/lib/i18n/messages';
import { download } from '@/server/api';
import { getCompetitionView } from '@/server/competitions';
import { getStandings } from '@/server/standings';

/**
 * The .xlsx downloads (docs/exports.md): every table of the site as a workbook, computed by the
 * same lib/ code as its page. `?lang=pl` gives Polish headers and tab names; otherwise English,
 * as the CSV. Null when the thing asked for does not exist (the route answers 404).
 */
export function langOf(req: Request): Lang {
  return langParam(new URL(req.url).searchParams.get('lang'), 'en');
}

export function seasonWorkbook(conn: Connection, season: Season, lang: Lang): Uint8Array {
  return writeXlsx(seasonSheets(getStandings(conn, season), lang));
}

export function tournamentWorkbook(conn: Connection, season: Season, tournamentId: string, lang: Lang): Uint8Array | null {
  const sheet = tournamentSheet(getStandings(conn, season), tournamentId, lang);
  return sheet ? writeXlsx([sheet]) : null;
}

export function playerWorkbook(conn: Connection, season: Season, playerKey: string, lang: Lang): Uint8Array | null {
  const sheet = playerSheet(getStandings(conn, season), playerKey, lang);
  return sheet ? writeXlsx([sheet]) : null;
}

/** A published competition's tables; null while its files are missing or it is not public. */
export function competitionWorkbook(conn: Connection, competition: Competition, lang: Lang): Uint8Array | null {
  const kind = competitionKind(competition.kind);
  if (!kind) return null;
  const view = getCompetitionView(conn, competition);
  if (!view.load.ok) return null;
  return writeXlsx(kind.sheets(view.load.result as never, lang));
}

/** The workbook as an attachment named `name.xlsx` (letters, digits, `.`, `_`, `-` only). */
export function xlsxResponse(bytes: Uint8Array, name: string): Response {
  const safe = name.replace(/[^A-Za-z0-9._-]+/g, '_').replace(/^_+|_+$/g, '') || 'export';
  return download(bytes, XLSX_CONTENT_TYPE, `attachment; filename="${safe}.xlsx"`);
}
