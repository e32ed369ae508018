import type { ReactNode } from 'react';

/** What a server action answers, as the forms show it: the message, then each refused line. */
export interface StatusState {
  ok: boolean;
  message: string;
  errors?: readonly { line?: number; message: string }[];
}

/** The aria-live summary under a form: one for every form over a server action (workspace, entry screens, captains). */
export function ActionStatus({ state, id, testId, children }: { state: StatusState; id?: string; testId?: string; children?: ReactNode }) {
  return (
    <div id={id} role="status" aria-live="polite" className={state.ok ? 'ok' : 'error'} data-testid={testId}>
      {state.message}
      {state.errors && state.errors.length > 0 && (
        <ul>
          {state.errors.map((e, i) => (
            <li key={i}>
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
