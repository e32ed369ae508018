'use client';
import { usePathname } from 'next/navigation';

/** Same page in the other language: English pages live under /en, Polish ones have no prefix. */
export function LanguageSwitch({ lang, label }: { lang: 'pl' | 'en'; label: string }) {
  const path = usePathname() || '/';
  const bare = path.replace(/^\/(en|pl)(?=\/|$)/, '') || '/';
  const href = lang === 'pl' ? `/en${bare === '/' ? '' : bare}` : bare;
  return (
    <a href={href} hrefLang={lang === 'pl' ? 'en' : 'pl'} lang={lang === 'pl' ? 'en' : 'pl'} data-testid="language-switch">
      {label}
    </a>
  );
}
