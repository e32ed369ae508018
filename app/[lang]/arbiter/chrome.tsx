import type { Lang } from '@/lib/i18n/messages';
import { signOut } from './actions';

export function SignedInBar({ lang, email }: { lang: Lang; email: string }) {
  return (
    <form action={signOut} className="signed-in">
      <input type="hidden" name="lang" value={lang} />
      <span className="muted">{email}</span> <button type="submit">{lang === 'pl' ? 'Wyloguj' : 'Sign out'}</button>
    </form>
  );
}

export function NoAccess({ lang, email }: { lang: Lang; email: string }) {
  return (
    <>
      <SignedInBar lang={lang} email={email} />
      <h1 data-testid="no-access">{lang === 'pl' ? 'Brak dostępu' : 'No access'}</h1>
      <p>{lang === 'pl' ? 'To konto nie jest kontem sędziego cyklu.' : 'This account is not a series arbiter’s account.'}</p>
      <p>
        <a href={lang === 'pl' ? '/organizer' : '/en/organizer'}>{lang === 'pl' ? 'Panel organizatora (kalendarz)' : 'Organizer’s calendar'}</a>
        {' · '}
        <a href={lang === 'pl' ? '/captain' : '/en/captain'}>{lang === 'pl' ? 'Kapitan drużyny' : 'Team captain'}</a>
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
