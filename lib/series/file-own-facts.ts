import { decodeTable } from '@/lib/import/decode-table';
import { REQUIRED } from '@/lib/import/parse-results';
import { parseTrfText } from '@/lib/import/trf/parse-trf';
import { isIsoDate } from '@/lib/dates';
import { looksLikeTrf } from './tournament-file';

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
  const decoded = decodeTable(bytes, REQUIRED);
  if (!decoded.ok) return { name: null, date: null };
  if (decoded.table) return clean(decoded.table.facts.title, decoded.table.facts.date);
  if (!looksLikeTrf(decoded.text)) return { name: null, date: null };
  const trf = parseTrfText(decoded.text);
  return trf.ok ? clean(trf.tournament.info.name, trf.tournament.info.startDate) : { name: null, date: null };
}

function clean(name: string | null, date: string | null): FileOwnFacts {
  const n = name?.replace(/\s+/g, ' ').trim() ?? '';
  return { name: n ? n.slice(0, MAX_NAME) : null, date: date && isIsoDate(date) ? date : null };
}
