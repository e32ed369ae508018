import { notFound } from 'next/navigation';
import { getCompetitionBySlug } from '@/db/queries/competitions';
import { competitionKind } from '@/lib/competitions/registry';
import { describeProblem } from '@/lib/i18n/catalogue';
import type { Lang } from '@/lib/i18n/messages';
import { getCompetitionView } from '@/server/competitions';
import { connection } from '@/server/data';
import { COMPETITION_VIEWS } from '@/app/components/competitions/views';

export const dynamic = 'force-dynamic';

const words = {
  pl: { incomplete: 'Rozgrywki są w przygotowaniu — brakuje jeszcze danych:', json: 'Pobierz JSON' },
  en: { incomplete: 'This competition is being prepared — still missing:', json: 'Download JSON' },
} as const;

/** A competition computed from games (open, league, team league), from the files stored for it. */
export default async function CompetitionPage({ params }: { params: Promise<{ lang: Lang; slug: string }> }) {
  const { lang, slug } = await params;
  const conn = connection();
  const competition = getCompetitionBySlug(conn, slug);
  const kind = competition ? competitionKind(competition.kind) : null;
  if (!competition || !competition.public || !kind) notFound();
  const view = getCompetitionView(conn, competition);
  const View = COMPETITION_VIEWS[competition.kind];
  return (
    <>
      <h1>{competition.name}</h1>
      <p className="muted">
        {kind.title[lang]} · <a href={`/api/competitions/${slug}`}>{words[lang].json}</a>
      </p>
      {view.load.ok && View ? (
        <View lang={lang} result={view.load.result} slug={slug} />
      ) : (
        <>
          <p>{words[lang].incomplete}</p>
          <ul>
            {(view.load.ok ? [] : view.load.errors).map((e, i) => (
              <li key={i}>
                {e.file ? `${e.file}: ` : ''}
                {describeProblem(lang, { code: e.code, line: e.line, message: e.message })}
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}
