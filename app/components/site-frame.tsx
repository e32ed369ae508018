import Link from 'next/link';
import type { Lang } from '@/lib/i18n/messages';
import { LanguageSwitch } from '@/app/components/language-switch';
import { SearchBox, SearchLink } from '@/app/components/search-box';
import { AccountLink } from '@/app/components/account-link';
import { SHELL_ASSETS, SIGNED_IN_HINT_SCRIPT, siteShell } from '@/lib/render/site-shell';

/**
 * The site's one shell (lib/render/site-shell.ts) as React: the pages' root layout and the 404 of an
 * address no route takes (app/global-not-found.tsx) draw the same frame.
 */
export function SiteFrame({ lang, children, title }: { lang: Lang; children: React.ReactNode; /** For a page outside the layout (the global 404). */ title?: string }) {
  const s = siteShell(lang);
  return (
    // the head's hint script marks <html> before React reads it (data-signed-in)
    <html lang={lang} suppressHydrationWarning>
      <head>
        {title ? <title>{title}</title> : null}
        {title ? <link rel="icon" href={SHELL_ASSETS.icon} /> : null}
        <link rel="stylesheet" href={SHELL_ASSETS.stylesheet} />
        <script dangerouslySetInnerHTML={{ __html: SIGNED_IN_HINT_SCRIPT }} />
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
