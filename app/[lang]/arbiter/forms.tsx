'use client';
import { startTransition, useActionState, useEffect, useRef, useState } from 'react';
import type { ActionState } from '@/server/action';
import { ActionStatus } from '@/app/components/action-status';
import { WORKSPACE_WORDS } from '@/lib/i18n/workspace-words';
import { langParam } from '@/lib/i18n/lang-path';
import { oversizedFile, UPLOAD_LIMIT_MB } from '@/lib/upload-limit';
import { ClientButton } from '@/app/components/client-button';
import { words } from '@/lib/i18n/words';

/** The page's language, from the document (a form inside a page of either language); Polish when it names none. */
const pageLang = () => langParam(typeof document === 'undefined' ? '' : document.documentElement.lang, 'pl');

/**
 * Issue 40, C1: a file over the upload limit is refused here, in the page's language, before it is
 * sent (the server's 413 reached no form); a request the server did not answer at all (a 413 from a
 * proxy, a broken connection) becomes a message instead of nothing.
 */
export function guardedAction<S extends ActionState>(action: (prev: S, form: FormData) => Promise<S>): (prev: S, form: FormData) => Promise<S> {
  return async (prev, form) => {
    const w = words(pageLang(), WORKSPACE_WORDS);
    const big = oversizedFile([...form.values()].filter((v): v is File => typeof v !== 'string'));
    if (big) return { ...prev, ok: false, message: w.fileTooLarge(big.name, big.mb, UPLOAD_LIMIT_MB), errors: [] };
    try {
      return await action(prev, form);
    } catch {
      return { ...prev, ok: false, message: w.requestFailed(UPLOAD_LIMIT_MB), errors: [] };
    }
  };
}

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
  const [guarded] = useState(() => guardedAction(action));
  const [state, formAction, pending] = useActionState<ActionState & { token?: string }, FormData>(guarded, { ok: true, message: '' });
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
      <ClientButton type="submit" busy={pending}>
        {submit}
      </ClientButton>
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
