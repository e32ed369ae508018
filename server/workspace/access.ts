/** Who may use the arbiter's workspace: checked by every use case, next to the data. */
import { type User } from '@/db/schema';

export class NotAllowed extends Error {
  constructor(readonly status: 401 | 403) {
    super(status === 401 ? 'Sign in first.' : 'Your account may not do this.');
  }
}

/** Only arbiters: anonymous → 401, organizer → 403. */
export function assertArbiter(user: User | null): asserts user is User {
  if (!user) throw new NotAllowed(401);
  if (user.role !== 'arbiter') throw new NotAllowed(403);
}

export const web = (user: User) => ({ userId: user.id, via: 'web' as const });
