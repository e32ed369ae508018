'use client';

import type { ButtonHTMLAttributes } from 'react';
import { useHydrated } from './use-hydrated';

/**
 * A button whose work is a client handler (a preview, a server action's submit that must not load a
 * new page): disabled while `busy` and until React has hydrated it (see use-hydrated.ts — a click in
 * the moment between the page showing and its scripts running did nothing, or submitted the form
 * natively and lost its answer). The one place such buttons take that rule from.
 */
export function ClientButton({ busy = false, disabled = false, ...button }: ButtonHTMLAttributes<HTMLButtonElement> & { busy?: boolean }) {
  const ready = useHydrated();
  return <button {...button} disabled={busy || disabled || !ready} />;
}
