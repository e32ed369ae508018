import { localePath, type Lang } from '@/lib/i18n/messages';
import { WORKSPACE_WORDS } from '@/lib/i18n/workspace-words';
import { signOut } from '@/app/[lang]/arbiter/actions/session';
import { words } from '@/lib/i18n/words';

export function SignedInBar({ lang, email }: { lang: Lang; email: string }) {
  const w = words(lang, WORKSPACE_WORDS);
  return (
    <form action={signOut} className="signed-in">
      <input type="hidden" name="lang" value={lang} />
      <span className="muted">{email}</span> <button type="submit">{w.signOut}</button>
    </form>
  );
}

export function NoAccess({ lang, email }: { lang: Lang; email: string }) {
  const w = words(lang, WORKSPACE_WORDS);
  return (
    <>
      <SignedInBar lang={lang} email={email} />
      <h1 data-testid="no-access">{w.noAccess}</h1>
      <p>{w.notArbiterAccount}</p>
      <p>
        <a href={localePath(lang, '/organizer')}>{w.organizerCalendar}</a>
        {' · '}
        <a href={localePath(lang, '/captain')}>{w.teamCaptain}</a>
      </p>
    </>
  );
}

/** A one-button form over a server action (restore, delete, agree, revoke …), its data in hidden fields. */
export function ActionButton({ action, fields, label, secondary }: { action: (form: FormData) => Promise<void>; fields: Record<string, string | number>; label: string; secondary?: boolean }) {
  return (
    <form action={action} className="inline">
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className={secondary ? 'secondary' : undefined}>
        {label}
      </button>
    </form>
  );
}
