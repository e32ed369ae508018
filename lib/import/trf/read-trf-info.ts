import { readTrfDate } from './read-trf-date';
import { field, roundColumn } from './trf-columns';
import type { TrfInfo, TrfRecord } from './trf-tournament';

/** The first whole number of a header value: `062 129 (88)` → 129 (trf.md: not always a bare integer). */
export function leadingNumber(value: string): number | null {
  const m = /^\s*(\d+)/.exec(value);
  return m ? Number(m[1]) : null;
}

/** Header facts from the records, in file order; a repeated single-valued record: the first wins. */
export function readTrfInfo(records: readonly TrfRecord[]): TrfInfo {
  const first = (tag: string): string | null => {
    const r = records.find((x) => x.tag === tag);
    const v = r?.value.trim();
    return v ? v : null;
  };
  const startText = first('042');
  const endText = first('052');
  const playersText = first('062');
  const declared = [first('XXR'), first('142')].map((v) => (v === null ? null : leadingNumber(v))).filter((n): n is number => n !== null);
  const datesRecord = records.find((r) => r.tag === '132');
  const roundDates: (string | null)[] = [];
  if (datesRecord) {
    // the dates sit above the round columns of the 001 records (C.04 Annex 2)
    const line = `132 ${datesRecord.value}`;
    for (let r = 1; roundColumn(r) <= line.length; r++) {
      const text = field(line, roundColumn(r), roundColumn(r) + 7).trim();
      roundDates.push(text === '' ? null : text);
    }
  }
  return {
    name: first('012'),
    city: first('022'),
    federation: first('032'),
    startDate: startText === null ? null : readTrfDate(startText),
    endDate: endText === null ? null : readTrfDate(endText),
    declaredPlayers: playersText === null ? null : leadingNumber(playersText),
    declaredRounds: declared.length ? Math.max(...declared) : null,
    type: first('092'),
    typeCode: first('192'),
    chiefArbiter: first('102'),
    deputies: records.filter((r) => r.tag === '112' && r.value.trim() !== '').map((r) => r.value.trim()),
    timeControl: first('122'),
    roundDates,
    tiebreakCodes: records
      .filter((r) => r.tag === '202' || r.tag === '212')
      .flatMap((r) => r.value.split(/[\s,;]+/))
      .filter((c) => c !== ''),
  };
}
