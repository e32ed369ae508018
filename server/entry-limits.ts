import { DEFAULT_ENTRY_LIMITS, type EntryLimits } from '@/lib/entries/rate-limit';

/**
 * How many entries a client may send (lib/entries/rate-limit.ts), each a setting: an association
 * whose school enters a class from one computer room raises them. GP_ENTRIES_PER_CLIENT_TOURNAMENT
 * (6), GP_ENTRIES_PER_CLIENT_WINDOW (10), GP_ENTRIES_WINDOW_MINUTES (60),
 * GP_ENTRIES_PER_TOURNAMENT_WINDOW (120). A value that is not a positive integer is ignored.
 */
export function entryLimits(env: Record<string, string | undefined> = process.env): EntryLimits {
  const setting = (name: string, fallback: number) => {
    const v = Number(env[name]?.trim() || NaN);
    return Number.isInteger(v) && v > 0 ? v : fallback;
  };
  return {
    perClientPerTournament: setting('GP_ENTRIES_PER_CLIENT_TOURNAMENT', DEFAULT_ENTRY_LIMITS.perClientPerTournament),
    perClientInWindow: setting('GP_ENTRIES_PER_CLIENT_WINDOW', DEFAULT_ENTRY_LIMITS.perClientInWindow),
    windowMinutes: setting('GP_ENTRIES_WINDOW_MINUTES', DEFAULT_ENTRY_LIMITS.windowMinutes),
    perTournamentInWindow: setting('GP_ENTRIES_PER_TOURNAMENT_WINDOW', DEFAULT_ENTRY_LIMITS.perTournamentInWindow),
  };
}
