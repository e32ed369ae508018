'use client';
import Link from 'next/link';
import { useEffect, useState } from 'react';
import { localePath, type Lang } from '@/lib/i18n/messages';

/** The roles whose workspace the header links to, as the signed-in hint names them (server/session.ts). */
const ROLES = ['arbiter', 'organizer', 'captain'] as const;
type Role = (typeof ROLES)[number];

/** The role of the signed-in hint cookie, or null. A hint only: the workspace itself checks the session. */
function signedInRole(): Role | null {
  const m = /(?:^|; )gp_signed_in=([a-z]+)(?:;|$)/.exec(document.cookie);
  return m && (ROLES as readonly string[]).includes(m[1]!) ? (m[1] as Role) : null;
}

/**
 * The header's account link (issue 29): "Logowanie" for everyone — the pages are the same for every
 * reader, so a shared cache may keep them — and, once the browser shows it is signed in, the way back
 * to the workspace of its role. Rendered first as for everyone, so hydration finds what the server sent.
 */
export function AccountLink({ lang, href, signIn, workspace }: { lang: Lang; /** the sign-in page (lib/render/site-shell.ts) */ href: string; signIn: string; workspace: string }) {
  const [role, setRole] = useState<Role | null>(null);
  useEffect(() => setRole(signedInRole()), []);
  return role ? (
    <Link href={localePath(lang, `/${role}`)} data-testid="sign-in-link" data-signed-in-as={role}>
      {workspace}
    </Link>
  ) : (
    // data-signed-in: the name site.css shows at once when the head's hint script found the cookie (issue 40);
    // data-hydrates: public/table-controls.js leaves this link to React (its text rewritten before
    // hydration was a mismatch, React error 418, on every page of a signed-in reader)
    <Link href={href} data-testid="sign-in-link" data-signed-in={workspace} data-hydrates="">
      {signIn}
    </Link>
  );
}
