'use client';
import { usePathname } from 'next/navigation';
import { otherLang, pathIn } from '@/lib/i18n/lang-path';

/** Same page in the other language: English pages live under /en, Polish ones have no prefix. */
export function LanguageSwitch({ lang, label }: { lang: 'pl' | 'en'; label: string }) {
  const path = usePathname() || '/';
  const bare = path.replace(/^\/(en|pl)(?=\/|$)/, '') || '/';
  const other = otherLang(lang);
  return (
    <a href={pathIn(other, bare)} hrefLang={other} lang={other} data-testid="language-switch">
      {label}
    </a>
  );
}
