import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False in the server's HTML and until React has attached this component's handlers, true after.
 * A button whose work is a client handler (a preview, a submit that must not load a new page) is
 * disabled until then: a click in the moment between the page showing and its scripts running
 * would otherwise do nothing, or submit the form natively and lose the answer (seen on a slow
 * phone and in the browser tests).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
