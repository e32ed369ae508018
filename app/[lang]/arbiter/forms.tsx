'use client';
import { startTransition, useActionState, useEffect, useRef } from 'react';
import type { ActionState } from '@/server/action';
import { ActionStatus } from '@/app/components/action-status';

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
  const form = useRef<HTMLFormElement>(null);
  // a refused form keeps what was typed; an accepted one is cleared
  useEffect(() => {
    if (state.ok && state.message) form.current?.reset();
  }, [state]);
  return (
    <form
      ref={form}
      onSubmit={(e) => {
        e.preventDefault();
        const data = new FormData(e.currentTarget);
        startTransition(() => formAction(data));
      }}
      className="stack"
      aria-describedby={`${id}-status`}
      data-testid={id}
    >
      {children}
      <button type="submit" disabled={pending}>
        {submit}
      </button>
      <ActionStatus state={state} id={`${id}-status`}>
        {state.token && (
          <p>
            <code data-testid="new-token">{state.token}</code>
          </p>
        )}
      </ActionStatus>
    </form>
  );
}
