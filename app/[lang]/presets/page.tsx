import type { Metadata } from 'next';
import { describeRules } from '@/lib/series/describe-rules';
import { PRESET_INFO } from '@/lib/series/rules';
import type { Lang } from '@/lib/i18n/messages';

// The regulations a season can choose (lib/series/presets/*.json), each in words: the rules are
// data, so this page is the data read aloud — nothing here is written twice.
const TEXT = {
  pl: {
    title: 'Regulaminy (presety)',
    intro: 'Sezon wybiera regulamin z tej listy; arbiter może zmienić pojedyncze reguły. Każdy regulamin to plik danych, który może rozszerzać inny.',
    extends: 'rozszerza',
    name: 'nazwa w season.json',
    source: 'Źródło i odczytanie',
  },
  en: {
    title: 'Regulations (presets)',
    intro: 'A season chooses its regulation from this list; the arbiter may change single rules. Each regulation is a data file, which may extend another.',
    extends: 'extends',
    name: 'name in season.json',
    source: 'Source and reading',
  },
} as const;

export async function generateMetadata({ params }: { params: Promise<{ lang: Lang }> }): Promise<Metadata> {
  const { lang } = await params;
  return { title: TEXT[lang === 'en' ? 'en' : 'pl'].title };
}

export default async function PresetsPage({ params }: { params: Promise<{ lang: Lang }> }) {
  const { lang } = await params;
  const t = TEXT[lang === 'en' ? 'en' : 'pl'];
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
