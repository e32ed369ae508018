import { startTransition, type FormEvent } from 'react';

/**
 * A form's submit handler that runs its server action as a transition, with the button pressed
 * (`name="intent"`: preview, save, submit …) in the form data, and without a page load.
 */
export function submitWithIntent(formAction: (data: FormData) => void) {
  return (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const data = new FormData(e.currentTarget, (e.nativeEvent as SubmitEvent).submitter);
    startTransition(() => formAction(data));
  };
}
