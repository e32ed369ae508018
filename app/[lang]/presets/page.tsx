import type { Metadata } from 'next';
import { describeRules } from '@/lib/i18n/rules-words';
import { PRESET_INFO } from '@/lib/series/rules';
import { isLang, type Lang } from '@/lib/i18n/messages';
import { PRESETS_PAGE_WORDS } from '@/lib/i18n/site-pages-words';
import { words } from '@/lib/i18n/words';

// The regulations a season can choose (lib/series/presets/*.json), each in words: the rules are
// data, so this page is the data read aloud — nothing here is written twice.

export async function generateMetadata({ params }: { params: Promise<{ lang: Lang }> }): Promise<Metadata> {
  const { lang } = await params;
  return { title: words(isLang(lang) ? lang : 'pl', PRESETS_PAGE_WORDS).title };
}

export default async function PresetsPage({ params }: { params: Promise<{ lang: Lang }> }) {
  const { lang } = await params;
  const t = words(isLang(lang) ? lang : 'pl', PRESETS_PAGE_WORDS);
  return (
    <>
      <h1>{t.title}</h1>
      <p>{t.intro}</p>
      {Object.values(PRESET_INFO).map((p) => (
        <section key={p.name} className="card" id={p.name} data-testid={`preset-${p.name}`}>
          <h2 style={{ marginTop: 0 }}>{p.title[lang]}</h2>
          <p className="muted">
            {t.name}: <code>{p.name}</code>
            {p.extends ? (
              <>
                {' · '}
                {t.extends} <a href={`#${p.extends}`}>{p.extends}</a>
              </>
            ) : null}
          </p>
          <ul>
            {describeRules(p.rules, lang).map((line) => (
              <li key={line.topic}>{line.text}</li>
            ))}
          </ul>
          <details>
            <summary>{t.source}</summary>
            <p>{p.source[lang]}</p>
          </details>
        </section>
      ))}
    </>
  );
}
