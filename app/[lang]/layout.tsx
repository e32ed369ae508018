import type { Metadata, Viewport } from 'next';
import { notFound } from 'next/navigation';
import Link from 'next/link';
import { isLang } from '@/lib/i18n/messages';
import { LanguageSwitch } from '@/app/components/language-switch';
import { SearchBox, SearchLink } from '@/app/components/search-box';
import { AccountLink } from '@/app/components/account-link';
import { SHELL_ASSETS, siteShell } from '@/lib/render/site-shell';

export const metadata: Metadata = { title: { default: 'Grand Prix', template: '%s · Grand Prix' }, icons: { icon: SHELL_ASSETS.icon } };
export const viewport: Viewport = { width: 'device-width', initialScale: 1 };

/** The site's one shell (lib/render/site-shell.ts), which the string-rendered standings page renders as a string. */
export default async function RootLayout({ children, params }: { children: React.ReactNode; params: Promise<{ lang: string }> }) {
  const { lang } = await params;
  if (!isLang(lang)) notFound();
  const s = siteShell(lang);
  return (
    <html lang={lang}>
      <head>
        <link rel="stylesheet" href={SHELL_ASSETS.stylesheet} />
        {SHELL_ASSETS.scripts.map((src) => (
          <script key={src} src={src} defer />
        ))}
      </head>
      <body>
        <a className="skip-link" href={s.skip.href}>
          {s.skip.label}
        </a>
        <header className="site">
          <Link className="brand" href={s.brand.href}>
            {s.brand.label}
          </Link>
          <SearchBox lang={lang} />
          <nav className="site-links">
            <SearchLink lang={lang} />
            <AccountLink lang={lang} href={s.account.href} signIn={s.account.signIn} workspace={s.account.workspace} />
            <LanguageSwitch lang={lang} label={s.language.label} />
          </nav>
        </header>
        <main id="main">{children}</main>
        <footer className="site">
          {/* for arbiters and organizers: how to run a season, the formats, the API (docs/, rendered at /docs) */}
          <Link href={s.docs.href} data-testid="docs-link">
            {s.docs.label}
          </Link>
        </footer>
      </body>
    </html>
  );
}
