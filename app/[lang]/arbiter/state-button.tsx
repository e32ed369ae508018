'use client';
import { startTransition, useActionState, useState } from 'react';
import { useRouter } from 'next/navigation';
import type { ActionState } from '@/server/action';
import { ActionStatus } from '@/app/components/action-status';

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
}: {
  action: (prev: ActionState, form: FormData) => Promise<ActionState>;
  fields: Record<string, string | number>;
  label: string;
  /** Ask before acting: the question and the two answers. */
  confirm?: { question: string; yes: string; no: string };
  secondary?: boolean;
  testId?: string;
}) {
  const [state, formAction, pending] = useActionState(action, { ok: true, message: '' });
  const [asking, setAsking] = useState(false);
  const router = useRouter();
  const run = () => {
    const data = new FormData();
    for (const [k, v] of Object.entries(fields)) data.set(k, String(v));
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
          <button type="button" className="danger" onClick={run} disabled={pending}>
            {confirm.yes}
          </button>{' '}
          <button type="button" className="secondary" onClick={() => setAsking(false)}>
            {confirm.no}
          </button>
        </span>
      ) : (
        <button type="button" className={secondary ? 'secondary' : undefined} disabled={pending} onClick={() => (confirm ? setAsking(true) : run())}>
          {label}
        </button>
      )}
      {state.message ? <ActionStatus state={state} /> : null}
    </span>
  );
}
