import { localePath, type Lang, MESSAGES } from '@/lib/i18n/messages';
import { otherLang } from '@/lib/i18n/lang-path';
import { HOME_WORDS } from '@/lib/i18n/home-words';
import { SITE_WORDS } from '@/lib/i18n/site-words';
import { escapeHtml } from './html';
import { searchBoxHtml, searchLinkHtml } from './search-box-html';
import { words } from '@/lib/i18n/words';

/**
 * The site's frame, said once (head assets, skip link, brand, account link, language switch, footer):
 * app/[lang]/layout.tsx renders it with React, siteShellHtml() as a string (season-page-html.ts).
 */
export const SHELL_ASSETS = { icon: '/icon.svg', stylesheet: '/site.css', scripts: ['/table-controls.js', '/live-updates.js'] } as const;

/**
 * Issue 40: "Logowanie" stood in the header for a moment while signed in (the deferred script and
 * the React link swap it only after the page is read). This runs in the head before anything is
 * painted: it marks the document with the role of the sign-in hint cookie (a hint, never a
 * permission: server/session.ts), and site.css shows the link's workspace name at once.
 */
export const SIGNED_IN_HINT_SCRIPT = "try{var m=/(?:^|; )gp_signed_in=(arbiter|organizer|captain)(?:;|$)/.exec(document.cookie);if(m)document.documentElement.setAttribute('data-signed-in',m[1])}catch(e){}";

export function siteShell(lang: Lang) {
  const m = words(lang, MESSAGES);
  return {
    skip: { href: '#main', label: words(lang, SITE_WORDS).skipToContent },
    brand: { href: localePath(lang, '/'), label: m.siteName },
    /** For everyone "sign in"; the workspace's name once the browser shows it is signed in (app/components/account-link.tsx). */
    account: { href: localePath(lang, '/arbiter/sign-in'), signIn: m.signIn, workspace: m.workspaceLink },
    language: { lang: otherLang(lang), label: m.language },
    docs: { href: localePath(lang, '/docs'), label: words(lang, HOME_WORDS).documentation },
  };
}

/** The frame of siteShell() around `body`, as a string; `otherLangHref`: the same page in the other language. */
export function siteShellHtml(p: { lang: Lang; title: string; body: string; otherLangHref: string; /** A second skip link, e.g. to the table's first row. */ skipTo?: { href: string; label: string } }): string {
  const s = siteShell(p.lang);
  const e = escapeHtml;
  const skip = [s.skip, ...(p.skipTo ? [p.skipTo] : [])].map((k) => `<a class="skip-link" href="${e(k.href)}">${e(k.label)}</a>`).join('');
  const scripts = SHELL_ASSETS.scripts.map((src) => `<script src="${src}" defer></script>`).join('');
  return `<!DOCTYPE html><html lang="${p.lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${e(p.title)}</title><link rel="icon" href="${SHELL_ASSETS.icon}"><link rel="stylesheet" href="${SHELL_ASSETS.stylesheet}"><script>${SIGNED_IN_HINT_SCRIPT}</script>${scripts}</head><body>${skip}<header class="site"><a class="brand" href="${e(s.brand.href)}">${e(s.brand.label)}</a>${searchBoxHtml(p.lang)}<nav class="site-links">${searchLinkHtml(p.lang)}<a href="${e(s.account.href)}" data-testid="sign-in-link" data-signed-in="${e(s.account.workspace)}">${e(s.account.signIn)}</a><a href="${e(p.otherLangHref)}" hreflang="${s.language.lang}" lang="${s.language.lang}" data-testid="language-switch">${e(s.language.label)}</a></nav></header><main id="main">${p.body}</main><footer class="site"><a href="${e(s.docs.href)}" data-testid="docs-link">${e(s.docs.label)}</a></footer></body></html>`;
}
