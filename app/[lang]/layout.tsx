import type { Metadata, Viewport } from 'next';
import { NotFoundText } from '@/app/components/not-found-text';
import { SiteFrame } from '@/app/components/site-frame';
import { isLang } from '@/lib/i18n/messages';
import { SHELL_ASSETS } from '@/lib/render/site-shell';

export const metadata: Metadata = { title: { default: 'Grand Prix', template: '%s · Grand Prix' }, icons: { icon: SHELL_ASSETS.icon } };
export const viewport: Viewport = { width: 'device-width', initialScale: 1 };

/** The site's one shell (lib/render/site-shell.ts), which the string-rendered standings page renders as a string. */
export default async function RootLayout({ children, params }: { children: React.ReactNode; params: Promise<{ lang: string }> }) {
  const { lang: asked } = await params;
  // An address whose first part is no language (/nie-ma-takiej-strony): the 404 page itself, in the
  // site's shell, in Polish, rendered here (issue 40). notFound() in this root layout left Next no
  // layout to render it in: an empty error shell without lang, its text only after JavaScript ran.
  // proxy.ts gives the answer its 404 status.
  const known = isLang(asked);
  return <SiteFrame lang={known ? asked : 'pl'}>{known ? children : <NotFoundText />}</SiteFrame>;
}
