/**
 * Whether a reserved tournament takes entries (formats §7): until the organizer closes them or its
 * date has come — on the day itself the organizer adds late players at the desk, the form is shut.
 * A reservation that holds no date (rejected, cancelled) takes none. Pure: `today` comes in.
 */
export type EntriesState = 'open' | 'closed' | 'past' | 'cancelled';

interface EntryWindowInput {
  date: string;
  status: 'confirmed' | 'awaiting-agreement' | 'rejected' | 'cancelled';
  /** When the organizer closed entries (null: open). */
  closedAt: string | null;
}

export function entriesState(t: EntryWindowInput, today: string): EntriesState {
  if (t.status === 'rejected' || t.status === 'cancelled') return 'cancelled';
  if (t.date <= today) return 'past';
  if (t.closedAt !== null) return 'closed';
  return 'open';
}
