'use client';
import { useActionState } from 'react';
import { signIn, type ActionState } from '@/app/[lang]/arbiter/actions';

export function SignInForm({ lang }: { lang: 'pl' | 'en' }) {
  const [state, action, pending] = useActionState<ActionState, FormData>(signIn, { ok: true, message: '' });
  const T = (pl: string, en: string) => (lang === 'pl' ? pl : en);
  return (
    <form action={action} className="stack" aria-describedby="sign-in-status" style={{ maxWidth: '22rem' }}>
      <input type="hidden" name="lang" value={lang} />
      <label>
        E-mail
        <input name="email" type="email" autoComplete="username" required />
      </label>
      <label>
        {T('Hasło', 'Password')}
        <input name="password" type="password" autoComplete="current-password" required />
      </label>
      <button type="submit" disabled={pending}>
        {pending ? T('Logowanie…', 'Signing in…') : T('Zaloguj', 'Sign in')}
      </button>
      <p id="sign-in-status" role="alert" aria-live="polite" className={state.ok ? 'muted' : 'error'}>
        {state.message}
      </p>
    </form>
  );
}
