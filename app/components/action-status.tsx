import type { ReactNode } from 'react';

/** What a server action answers, as the forms show it: the message, then each refused line. */
interface StatusState {
  ok: boolean;
  message: string;
  errors?: readonly { line?: number; message: string }[];
  /** Where to go next after a success (a new season's own page): a link after the message. */
  next?: { href: string; label: string };
}

/** The aria-live summary under a form: one for every form over a server action (workspace, entry screens, captains). */
export function ActionStatus({ state, id, testId, children }: { state: StatusState; id?: string; testId?: string; children?: ReactNode }) {
  return (
    <div id={id} role="status" aria-live="polite" className={state.ok ? 'ok' : 'error'} data-testid={testId}>
      {state.message}
      {state.ok && state.next ? (
        <>
          {' '}
          <a href={state.next.href} data-testid="action-next">
            {state.next.label}
          </a>
        </>
      ) : null}
      {state.errors && state.errors.length > 0 && (
        <ul>
          {state.errors.map((e, i) => (
            // an accepted form's list is of warnings: never in the green of success (issue 29, defect 7)
            <li key={i} className={state.ok ? 'warning-text' : undefined}>
              {e.line ? `${e.line}: ` : ''}
              {e.message}
            </li>
          ))}
        </ul>
      )}
      {children}
    </div>
  );
}
