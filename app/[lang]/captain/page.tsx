import Link from 'next/link';
import { redirect } from 'next/navigation';
import { staticTitle } from '@/app/components/page-title';
import { SignedInBar } from '@/app/[lang]/arbiter/chrome';
import { localePath, type Lang } from '@/lib/i18n/messages';
import { WORKSPACE_WORDS } from '@/lib/i18n/workspace-words';
import { captainTeamsOf } from '@/app/components/competitions/views';
import { currentUser } from '@/server/session';
import { words } from '@/lib/i18n/words';

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: { params: Promise<{ lang: string }> }) {
  return staticTitle((await params).lang, 'captain');
}

/** A captain's start page: the teams the account captains, in every kind with captains (the kind's views' `captain`), each a link to its page. */
export default async function CaptainPage({ params }: { params: Promise<{ lang: Lang }> }) {
  const { lang } = await params;
  const w = words(lang, WORKSPACE_WORDS);
  const user = await currentUser();
  if (!user) redirect(`${localePath(lang, '/arbiter/sign-in')}?next=${encodeURIComponent(localePath(lang, '/captain'))}`);
  const teams = captainTeamsOf(user);
  return (
    <>
      <SignedInBar lang={lang} email={user.email} />
      <h1>{w.teamCaptain}</h1>
      {teams.length === 0 ? (
        <p data-testid="no-access">{w.captainsNoTeam}</p>
      ) : (
        <ul data-testid="captain-teams">
          {teams.map((t) => (
            <li key={`${t.slug}-${t.team}`}>
              <Link href={`${localePath(lang, `/captain/${t.slug}`)}?team=${encodeURIComponent(t.team)}`}>
                {t.competition} — {t.team}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
