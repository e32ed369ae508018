/**
 * Who refused a rejected reservation (issue 29, defect 10): the organizers of that weekend who
 * answered "no" (regulation §1.11: one "no" rejects), or — when nobody declined — the arbiter who
 * decided it, as the audit log recorded the decision. Read for the organizer's own tournaments and
 * the arbiter's calendar; nothing is written.
 */
import type { Connection } from '@/db/client';
import { declinedAgreements, reservationStatusChanges } from '@/db/queries/calendar';

export interface Refusal {
  /** `organizers`: those who answered "no"; `arbiter`: the arbiter's decision. */
  by: 'organizers' | 'arbiter';
  /** Each refuser as the calendar names an organizer: the club, else the account's e-mail. */
  who: string[];
}

/** The refusal of each rejected reservation among `ids` (reservation id → refusal); a reservation without a record of it is left out. */
export function refusals(conn: Connection, seasonId: number, ids: readonly number[]): Map<number, Refusal> {
  const out = new Map<number, Refusal>();
  if (ids.length === 0) return out;
  const declined = declinedAgreements(conn, ids);
  for (const d of declined) {
    const refusal = out.get(d.reservationId) ?? { by: 'organizers' as const, who: [] };
    refusal.who.push(d.club ?? d.email);
    out.set(d.reservationId, refusal);
  }
  const wanted = new Set(ids.filter((id) => !out.has(id)));
  if (wanted.size === 0) return out;
  // the arbiter's decisions: the latest change of each reservation to "rejected" in the audit log
  const changes = reservationStatusChanges(conn, seasonId);
  for (const c of changes) {
    let d: { reservation?: unknown; to?: unknown } = {};
    try {
      d = JSON.parse(c.details) as typeof d;
    } catch {
      continue;
    }
    if (typeof d.reservation !== 'number' || !wanted.has(d.reservation) || d.to !== 'rejected' || c.role !== 'arbiter') continue;
    out.set(d.reservation, { by: 'arbiter', who: c.email ? [c.email] : [] });
  }
  return out;
}
