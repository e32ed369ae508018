import type { Metadata, Viewport } from 'next';
import { notFound } from 'next/navigation';
import Link from 'next/link';
import { isLang, localePath, messages } from '@/lib/i18n/messages';
import { LanguageSwitch } from '@/app/components/language-switch';
import { homeWords } from '@/lib/i18n/home-words';
import { t } from '@/lib/i18n/t';
import { SearchBox, SearchLink } from '@/app/components/search-box';
import { AccountLink } from '@/app/components/account-link';

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
        <a className="skip-link" href="#main">{t(lang, 'skipToContent')}</a>
        <header className="site">
          <Link className="brand" href={localePath(lang, '/')}>
            {m.siteName}
          </Link>
          <SearchBox lang={lang} />
          <nav className="site-links">
            <SearchLink lang={lang} />
            <AccountLink lang={lang} signIn={m.signIn} workspace={m.workspaceLink} />
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
