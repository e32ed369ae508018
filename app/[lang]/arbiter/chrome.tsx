import type { Lang } from '../../../lib/i18n/messages';
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
      </p>
    </>
  );
}
