/**
 * How many entries one client may send (issue 41, "entries limited per address and per
 * tournament"): a family enters its children from one phone, a bot enters hundreds. Counted from
 * the entries stored (withdrawn ones too: withdrawing and entering again is no way round it), by
 * the client's key (server/abuse-guard clientKey: an IPv4 address, an IPv6 /64), kept hashed.
 * Settings: an association with one school's computer room entering a class may raise them.
 */
export interface EntryLimits {
  /** Entries from one client to one tournament, ever. */
  perClientPerTournament: number;
  /** Entries from one client to any tournament within `windowMinutes`. */
  perClientInWindow: number;
  windowMinutes: number;
  /** Entries to one tournament (all clients) within `windowMinutes`: a flood from many addresses. */
  perTournamentInWindow: number;
}

export const DEFAULT_ENTRY_LIMITS: EntryLimits = { perClientPerTournament: 6, perClientInWindow: 10, windowMinutes: 60, perTournamentInWindow: 120 };

interface EntryCounts {
  clientThisTournament: number;
  /** Stored entries of the client since `windowStart(now)`. */
  clientInWindow: number;
  tournamentInWindow: number;
}

/** The moment from which the window's entries are counted. */
export function windowStart(now: Date, limits: EntryLimits = DEFAULT_ENTRY_LIMITS): string {
  return new Date(now.getTime() - limits.windowMinutes * 60_000).toISOString();
}

/** Which limit one more entry would pass, or null when it may be stored. */
export function entryLimitReached(c: EntryCounts, limits: EntryLimits = DEFAULT_ENTRY_LIMITS): 'client-tournament' | 'client-window' | 'tournament-window' | null {
  if (c.clientThisTournament >= limits.perClientPerTournament) return 'client-tournament';
  if (c.clientInWindow >= limits.perClientInWindow) return 'client-window';
  if (c.tournamentInWindow >= limits.perTournamentInWindow) return 'tournament-window';
  return null;
}
