'use client';
import { usePathname } from 'next/navigation';

/** The 404 text in the page's language: a not-found page gets no params, the address tells the language. */
export function NotFoundText() {
  const en = /^\/en(\/|$)/.test(usePathname() ?? '');
  return (
    <>
      <title>{en ? 'Not found · Grand Prix' : 'Nie znaleziono · Grand Prix'}</title>
      <h1>404</h1>
      <p>{en ? 'Not found.' : 'Nie znaleziono.'}</p>
      <p>
        <a href={en ? '/en' : '/'}>{en ? 'Grand Prix — home page' : 'Grand Prix — strona główna'}</a>
      </p>
    </>
  );
}
