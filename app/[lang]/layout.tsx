import type { Metadata, Viewport } from 'next';
import { notFound } from 'next/navigation';
import Link from 'next/link';
import { isLang, localePath, messages } from '@/lib/i18n/messages';
import { LanguageSwitch } from '@/app/components/language-switch';
import { homeWords } from '@/lib/i18n/home-words';
import { SearchBox, SearchLink } from '@/app/components/search-box';

export const metadata: Metadata = { title: { default: 'Grand Prix', template: '%s · Grand Prix' }, icons: { icon: '/icon.svg' } };
export const viewport: Viewport = { width: 'device-width', initialScale: 1 };

export default async function RootLayout({ children, params }: { children: React.ReactNode; params: Promise<{ lang: string }> }) {
  const { lang } = await params;
  if (!isLang(lang)) notFound();
  const m = messages(lang);
  return (
    <html lang={lang}>
      <head>
        {/* one stylesheet and two small scripts (the tables' controls, the live updates), shared with the string-rendered standings page */}
        <link rel="stylesheet" href="/site.css" />
        <script src="/table-controls.js" defer />
        <script src="/live-updates.js" defer />
      </head>
      <body>
        <a className="skip-link" href="#main">{lang === 'pl' ? 'Przejdź do treści' : 'Skip to content'}</a>
        <header className="site">
          <Link className="brand" href={localePath(lang, '/')}>
            {m.siteName}
          </Link>
          <SearchBox lang={lang} />
          <nav className="site-links">
            <SearchLink lang={lang} />
            <Link href={localePath(lang, '/arbiter/sign-in')} data-testid="sign-in-link">
              {m.signIn}
            </Link>
            <LanguageSwitch lang={lang} label={m.language} />
          </nav>
        </header>
        <main id="main">{children}</main>
        <footer className="site">
          {/* for arbiters and organizers: how to run a season, the formats, the API (docs/, rendered at /docs) */}
          <Link href={localePath(lang, '/docs')} data-testid="docs-link">
            {homeWords(lang).documentation}
          </Link>
        </footer>
      </body>
    </html>
  );
}
