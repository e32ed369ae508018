'use client';
import { startTransition, useActionState, useState } from 'react';
import { useRouter } from 'next/navigation';
import type { ActionState } from '@/server/action';
import { ActionStatus } from '@/app/components/action-status';
import { ClientButton } from '@/app/components/client-button';

/**
 * A one-button form over a server action that says what it did (issue 29, defect 10: "Przywróć"
 * answered nothing), and, for a step that takes something away, asks first ("Usuń turniej" had no
 * confirmation): the question names what goes and how to bring it back.
 */
export function StateButton({
  action,
  fields,
  label,
  confirm,
  secondary,
  testId,
  anyway,
}: {
  action: (prev: ActionState, form: FormData) => Promise<ActionState>;
  fields: Record<string, string | number>;
  label: string;
  /** Ask before acting: the question and the two answers. */
  confirm?: { question: string; yes: string; no: string };
  secondary?: boolean;
  testId?: string;
  /**
   * A refusal that waits for the arbiter's word (its problem's `code`): a second button sends the
   * same fields with `field=1` ("Usuń mimo to") — the answer said what would happen.
   */
  anyway?: { code: string; field: string; label: string };
}) {
  const [state, formAction, pending] = useActionState(action, { ok: true, message: '' });
  const [asking, setAsking] = useState(false);
  const router = useRouter();
  const run = (extra?: string) => {
    const data = new FormData();
    for (const [k, v] of Object.entries(fields)) data.set(k, String(v));
    if (extra) data.set(extra, '1');
    setAsking(false);
    startTransition(async () => {
      formAction(data);
      router.refresh();
    });
  };
  return (
    <span className="state-button" data-testid={testId}>
      {asking && confirm ? (
        <span role="alertdialog" aria-label={confirm.question} className="confirm">
          <span>{confirm.question}</span>{' '}
          <ClientButton type="button" className="danger" onClick={() => run()} busy={pending}>
            {confirm.yes}
          </ClientButton>{' '}
          <button type="button" className="secondary" onClick={() => setAsking(false)}>
            {confirm.no}
          </button>
        </span>
      ) : (
        <ClientButton type="button" className={secondary ? 'secondary' : undefined} busy={pending} onClick={() => (confirm ? setAsking(true) : run())}>
          {label}
        </ClientButton>
      )}
      {state.message ? (
        <ActionStatus state={state}>
          {anyway && !state.ok && state.errors?.some((e) => e.code === anyway.code) ? (
            <ClientButton type="button" className="danger" onClick={() => run(anyway.field)} busy={pending}>
              {anyway.label}
            </ClientButton>
          ) : null}
        </ActionStatus>
      ) : null}
    </span>
  );
}
