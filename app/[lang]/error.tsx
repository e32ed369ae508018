'use client';
import { usePathname } from 'next/navigation';

/** A page that failed: said in the page's language (English pages live under /en). */
export default function ErrorPage({ reset }: { error: Error; reset: () => void }) {
  const en = /^\/en(\/|$)/.test(usePathname() ?? '');
  return (
    <>
      <title>{en ? 'Error · Grand Prix' : 'Błąd · Grand Prix'}</title>
      <h1>{en ? 'Error' : 'Błąd'}</h1>
      <p>{en ? 'The page could not be shown.' : 'Nie udało się wyświetlić strony.'}</p>
      <button type="button" onClick={reset}>
        {en ? 'Try again' : 'Spróbuj ponownie'}
      </button>
    </>
  );
}
