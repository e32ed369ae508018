import type { Metadata } from 'next';
import Link from 'next/link';
import { HOME_WORDS } from '@/lib/i18n/home-words';
import { isLang, localePath, type Lang } from '@/lib/i18n/messages';
import { listDocs } from '@/server/docs';
import { words } from '@/lib/i18n/words';

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: { params: Promise<{ lang: Lang }> }): Promise<Metadata> {
  const { lang } = await params;
  return { title: words(isLang(lang) ? lang : 'pl', HOME_WORDS).documentation };
}

/** The documents that came with the software: the README first, then docs/, one subject a file. */
export default async function DocsPage({ params }: { params: Promise<{ lang: Lang }> }) {
  const { lang } = await params;
  const w = words(lang, HOME_WORDS);
  return (
    <>
      <h1>{w.documentation}</h1>
      <p className="explain">{w.docsIntro}</p>
      <ul data-testid="docs-list">
        <li>
          <Link href={localePath(lang, '/docs/readme')}>README</Link>
        </li>
        {listDocs().map((d) => (
          <li key={d.name}>
            <Link href={localePath(lang, `/docs/${d.name}`)}>{d.title}</Link> <span className="muted">· docs/{d.name}.md</span>
          </li>
        ))}
      </ul>
    </>
  );
}
