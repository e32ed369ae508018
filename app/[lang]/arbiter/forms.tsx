'use client';
import { useActionState } from 'react';
import type { ActionState } from './actions';

/** A form over a server action returning ActionState, with an aria-live summary of the answer. */
export function ActionForm({
  action,
  children,
  submit,
  id,
}: {
  action: (prev: ActionState, form: FormData) => Promise<ActionState & { token?: string }>;
  children: React.ReactNode;
  submit: string;
  id: string;
}) {
  const [state, formAction, pending] = useActionState<ActionState & { token?: string }, FormData>(action, { ok: true, message: '' });
  return (
    <form action={formAction} className="stack" aria-describedby={`${id}-status`} data-testid={id}>
      {children}
      <button type="submit" disabled={pending}>
        {submit}
      </button>
      <div id={`${id}-status`} role="status" aria-live="polite" className={state.ok ? 'ok' : 'error'}>
        {state.message}
        {state.errors && state.errors.length > 0 && (
          <ul>
            {state.errors.map((e, i) => (
              <li key={i}>{e.line ? `${e.line}: ` : ''}{e.message}</li>
            ))}
          </ul>
        )}
        {state.token && (
          <p>
            <code data-testid="new-token">{state.token}</code>
          </p>
        )}
      </div>
    </form>
  );
}
