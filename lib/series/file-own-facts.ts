import { readTables } from '@/lib/import/pipeline';
import { parseTrfText } from '@/lib/import/trf/parse-trf';
import { isIsoDate } from '@/lib/dates';

/** What a results file says about itself: the tournament's name and (first) date, where it has them. */
export interface FileOwnFacts {
  name: string | null;
  date: string | null;
}

/** A name is shown in a form field: at most this many characters. */
const MAX_NAME = 200;

/**
 * Issue 40, C3: the name and date a results file carries — a TRF's `012` and `042` records, a
 * chess-results sheet's title and `Date :` line — for the upload form to fill in (the arbiter
 * still sees and may change them). A file without them, or not readable, gives nulls. Pure.
 */
export function fileOwnFacts(bytes: Uint8Array): FileOwnFacts {
  // the reading pipeline's first stages (lib/import/pipeline.ts): a sheet's or a saved page's facts above its table, a TRF's records
  const read = readTables(bytes);
  if (!read.ok) return { name: null, date: null };
  if ('found' in read) return clean(read.found.table.facts.title, read.found.table.facts.date);
  const trf = parseTrfText(read.container.text);
  return trf.ok ? clean(trf.tournament.info.name, trf.tournament.info.startDate) : { name: null, date: null };
}

function clean(name: string | null, date: string | null): FileOwnFacts {
  const n = name?.replace(/\s+/g, ' ').trim() ?? '';
  return { name: n ? n.slice(0, MAX_NAME) : null, date: date && isIsoDate(date) ? date : null };
}
