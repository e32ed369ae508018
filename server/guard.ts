import 'server-only';
import { notFound, redirect } from 'next/navigation';
import type { Result } from '@/lib/problem';
import type { User } from '@/db/schema';
import { localePath, type Lang } from '@/lib/i18n/messages';
import { currentUser } from './session';

/** A union on purpose, not `Result` (docs/architecture.md, issue 39): the user either way, as a refusing page still shows who is signed in. */
type PageAccess = { ok: true; user: User } | { ok: false; user: User };

/**
 * For arbiter pages: anonymous visitors go to the sign-in page; an organizer gets a "no access"
 * answer. The actions re-check, and the workspace functions check again next to the data.
 */
export async function arbiterPageAccess(lang: Lang, next: string): Promise<PageAccess> {
  const user = await currentUser();
  if (!user) redirect(`${localePath(lang, '/arbiter/sign-in')}?next=${encodeURIComponent(next)}`);
  return user.role === 'arbiter' ? { ok: true, user } : { ok: false, user };
}

/**
 * The value of a workspace read on a page that checked its access first (`arbiterPageAccess`): a
 * refusal there means the account lost its role between the two reads, and the page shows nothing.
 */
export function shown<T>(result: Result<T>): T {
  if (!result.ok) notFound();
  return result.value;
}
