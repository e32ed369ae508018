'use client';
import { useActionState } from 'react';
import { signIn } from '@/app/[lang]/arbiter/actions/session';
import type { ActionState } from '@/server/action';
import { WORKSPACE_WORDS } from '@/lib/i18n/workspace-words';
import { words } from '@/lib/i18n/words';

export function SignInForm({ lang }: { lang: 'pl' | 'en' }) {
  const [state, action, pending] = useActionState<ActionState, FormData>(signIn, { ok: true, message: '' });
  const w = words(lang, WORKSPACE_WORDS);
  return (
    <form action={action} className="stack" aria-describedby="sign-in-status" style={{ maxWidth: '22rem' }}>
      <input type="hidden" name="lang" value={lang} />
      <label>
        E-mail
        <input name="email" type="email" autoComplete="username" required />
      </label>
      <label>
        {w.password}
        <input name="password" type="password" autoComplete="current-password" required />
      </label>
      <button type="submit" disabled={pending}>
        {pending ? w.signingIn : w.signIn}
      </button>
      <p id="sign-in-status" role="alert" aria-live="polite" className={state.ok ? 'muted' : 'error'}>
        {state.message}
      </p>
    </form>
  );
}
