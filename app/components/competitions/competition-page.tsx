import { notFound } from 'next/navigation';
import { getCompetitionBySlug } from '@/db/queries/competitions';
import { competitionKind } from '@/lib/competitions/registry';
import { describeProblem } from '@/lib/i18n/catalogue';
import type { Lang } from '@/lib/i18n/messages';
import { getCompetitionView } from '@/server/competitions';
import { readConnection } from '@/server/data';
import { COMPETITION_VIEWS } from '@/app/components/competitions/views';
import { LiveMarker } from '@/app/components/live-marker';

const words = {
  pl: { incomplete: 'Rozgrywki są w przygotowaniu — brakuje jeszcze danych:', json: 'Pobierz JSON' },
  en: { incomplete: 'This competition is being prepared — still missing:', json: 'Download JSON' },
} as const;

/**
 * A competition computed from games (open, league, team league), from the files stored for it; at
 * its kind's address (`/events/…`, `/leagues/…`, `/team-leagues/…`), a 404 at another kind's.
 */
export function CompetitionPage({ lang, slug, path, only }: { lang: Lang; slug: string; path: string; only?: string }) {
  const conn = readConnection();
  const competition = getCompetitionBySlug(conn, slug);
  const kind = competition ? competitionKind(competition.kind) : null;
  if (!competition || !competition.public || !kind || kind.path !== path) notFound();
  const view = getCompetitionView(conn, competition);
  const View = COMPETITION_VIEWS[competition.kind];
  return (
    <>
      <h1>{competition.name}</h1>
      <LiveMarker lang={lang} stream={`/api/competitions/${slug}/events`} revision={competition.revision} />
      <p className="muted">
        {kind.title[lang]} · <a href={`/api/competitions/${slug}`}>{words[lang].json}</a>
      </p>
      {view.load.ok && View ? (
        <View lang={lang} result={view.load.result} slug={slug} only={only} />
      ) : (
        <>
          <p>{words[lang].incomplete}</p>
          <ul>
            {(view.load.ok ? [] : view.load.errors).map((e, i) => (
              <li key={i}>
                {e.file ? `${e.file}: ` : ''}
                {describeProblem(lang, { code: e.code, line: e.line, message: e.message, params: e.params })}
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}
