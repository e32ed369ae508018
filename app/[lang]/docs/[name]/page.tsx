import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { HOME_WORDS } from '@/lib/i18n/home-words';
import { localePath, type Lang } from '@/lib/i18n/messages';
import { markdownHtml } from '@/lib/render/markdown-html';
import { readDoc } from '@/server/docs';
import { words } from '@/lib/i18n/words';

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: { params: Promise<{ lang: Lang; name: string }> }): Promise<Metadata> {
  const { name } = await params;
  const text = readDoc(name);
  return { title: (text && /^#\s+(.+)$/m.exec(text)?.[1]) || name };
}

/** One document, rendered from its Markdown (escaped by lib/render/markdown-html). */
export default async function DocPage({ params }: { params: Promise<{ lang: Lang; name: string }> }) {
  const { lang, name } = await params;
  const text = readDoc(name);
  if (text === null) notFound();
  const html = markdownHtml(text, (doc) => localePath(lang, `/docs/${doc === 'readme' ? 'readme' : doc}`));
  return (
    <>
      <p>
        <Link href={localePath(lang, '/docs')}>{words(lang, HOME_WORDS).documentation}</Link>
      </p>
      <article className="doc" data-testid="doc" dangerouslySetInnerHTML={{ __html: html }} />
    </>
  );
}
